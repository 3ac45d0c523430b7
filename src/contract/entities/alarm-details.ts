import { z } from 'zod';
import { IsoDateTimeSchema, RespondentIdSchema, optionalBool, optionalText } from '../primitives.ts';
import { AlarmBasicSchema, ListedAlarmSchema, PickerItemSchema } from './alarm.ts';
import { CameraSchema } from './camera.ts';
import { CommandSchema } from './command.ts';
import { ContactSchema, ResourceSchema } from './contact.ts';
import { LinkSchema, MeasurementSchema } from './media.ts';

/** What the operator may do with the alarm right now (core §3, STATE-16). */
export const DynamicDetailsSchema = z.looseObject({
  Active: z.boolean(),
  RespondentId: RespondentIdSchema.nullish(),
  RespondentName: optionalText(),
  RespondentInitials: optionalText(),
  RespondentOwn: optionalBool(),
  RespondentGroup: z.union([z.string(), z.number()]).nullish(),
  SetNotifyAllowed: optionalBool(),
  ReasonAllowed: optionalBool(),
  ActionAllowed: optionalBool(),
  PossibleReasons: z.array(PickerItemSchema).nullish(),
  PossibleActions: z.array(PickerItemSchema).nullish(),
  ReasonFreeText: optionalBool(),
  ActionFreeText: optionalBool(),
  CallType: z.union([z.string(), z.number()]).nullish(),
  CallConnected: optionalBool(),
  CallOnHold: optionalBool(),
  CallbackTelephoneNumber: optionalText(),
  Commands: z.array(CommandSchema).nullish(),
});
export type DynamicDetails = z.infer<typeof DynamicDetailsSchema>;

/**
 * GET api/alarms/{alarm_id}: the alarm as its page shows it, log included, plus DynamicDetails. The spec does not show where the detail widgets get
 * cameras, contacts, resources, links and measurements; the reference server sends them here, other backends
 * may leave them out.
 */
export const AlarmDetailsSchema = AlarmBasicSchema.extend({
  DynamicDetails: DynamicDetailsSchema,
  Cameras: z.array(CameraSchema).nullish(),
  Contacts: z.array(ContactSchema).nullish(),
  Resources: z.array(ResourceSchema).nullish(),
  Links: z.array(LinkSchema).nullish(),
  Measurements: z.array(MeasurementSchema).nullish(),
});
export type AlarmDetails = z.infer<typeof AlarmDetailsSchema>;

/**
 * What a write on an alarm answers (`answers: 'alarm'`): the reference server the alarm as its page shows it, log
 * included, or its list row where the page is not shown (the console stores either instead of loading it again);
 * the existing backend an empty body (null here; the console then reloads the alarm).
 */
export const AlarmWriteAnswerSchema = z.union([AlarmDetailsSchema, ListedAlarmSchema, z.unknown().transform(() => null)]);

/**
 * One item of a user's alarm history (GET api/users/{user_id}/history). Shape not shown: the alarm's own
 * fields the history panel displays (text, initials, class, time, logs), all but the ids optional.
 */
export const AlarmHistoryItemSchema = AlarmBasicSchema.pick({
  AlarmId: true,
  GlobalAlarmId: true,
  Template: true,
  AlarmText: true,
  AlarmTextCode: true,
  AlarmTextParams: true,
  RespondentInitials: true,
  RespondentName: true,
  Logs: true,
}).extend({
  Active: z.boolean().nullish(),
  ServerAlarmTime: IsoDateTimeSchema.nullish(),
  /** The alarm class shown in the history panel. */
  AlarmClass: optionalText(),
});
export type AlarmHistoryItem = z.infer<typeof AlarmHistoryItemSchema>;
