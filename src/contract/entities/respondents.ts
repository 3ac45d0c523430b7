import { z } from 'zod';
import { RespondentIdSchema, optionalBool, optionalText } from '../primitives.ts';

/** A respondent group the operator may join; Forced groups cannot be unchecked (core §3). */
export const RespondentGroupSchema = z.looseObject({
  RespondentGroupId: z.number().int(),
  Description: optionalText(),
  Forced: optionalBool(),
  Selected: optionalBool(),
  UsingPlanningView: optionalBool(),
});
export type RespondentGroup = z.infer<typeof RespondentGroupSchema>;

/** A respondent (operator) of a group (core §3). */
export const RespondentSchema = z.looseObject({
  RespondentId: RespondentIdSchema,
  Name: optionalText(),
  Initials: optionalText(),
  LoggedIn: optionalBool(),
  Active: optionalBool(),
  Telephone: optionalText(),
  TwilioUserName: optionalText(),
});
export type Respondent = z.infer<typeof RespondentSchema>;
