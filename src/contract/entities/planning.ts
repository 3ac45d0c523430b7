import { z } from 'zod';
import { AlarmIdSchema, GlobalAlarmIdSchema, IsoDateTimeSchema, optionalText } from '../primitives.ts';

/** A planned alarm of the planning view (GET api/planningalarm; calls §3). */
export const PlannedAlarmSchema = z.looseObject({
  AlarmId: AlarmIdSchema,
  GlobalAlarmId: GlobalAlarmIdSchema.nullish(),
  Template: optionalText(),
  AlarmText: optionalText(),
  ServerAlarmTime: IsoDateTimeSchema.nullish(),
  PlannedTime: IsoDateTimeSchema.nullish(),
  Name: optionalText(),
  LastName: optionalText(),
  Comment: optionalText(),
  Street: optionalText(),
  PostalCode: optionalText(),
  City: optionalText(),
  RespondentGroupName: optionalText(),
  Organization: optionalText(),
  /** Comma-separated; shown joined with comma-space. */
  TaskType: optionalText(),
  RespondentName: optionalText(),
  TextMessage: optionalText(),
  /** A planned alarm reloaded as not Active is removed locally. */
  Active: z.boolean(),
  DueDate: IsoDateTimeSchema.nullish(),
  Note: optionalText(),
});
export type PlannedAlarm = z.infer<typeof PlannedAlarmSchema>;
