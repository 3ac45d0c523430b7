import { z } from 'zod';
import { AlarmIdSchema, GlobalAlarmIdSchema, IsoDateTimeSchema, optionalText } from '../primitives.ts';
import { ListedAlarmSchema } from './alarm.ts';

/** A planned alarm of the planning view (GET api/planningalarm; calls §3). */
export const PlannedAlarmSchema = z.looseObject({
  AlarmId: AlarmIdSchema,
  GlobalAlarmId: GlobalAlarmIdSchema.nullish(),
  Template: optionalText(),
  AlarmText: optionalText(),
  AlarmTextCode: ListedAlarmSchema.shape.AlarmTextCode,
  AlarmTextParams: ListedAlarmSchema.shape.AlarmTextParams,
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
  /** Set from the planning edit page (PLAN-13). */
  Product: optionalText(),
  /** When the planned alarm is active (PLAN-33..36); no schedule means always. */
  Schedule: z.lazy(() => ScheduleSchema).nullish(),
});
export type PlannedAlarm = z.infer<typeof PlannedAlarmSchema>;

/** HH:mm. */
const ClockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** One item of a schedule; RepeatDays 0 = Monday … 6 = Sunday; exception items override the others. */
const ScheduleItemSchema = z.looseObject({
  StartDate: IsoDateTimeSchema.nullish(),
  EndDate: IsoDateTimeSchema.nullish(),
  RepeatDays: z.array(z.number().int().min(0).max(6)).nullish(),
  ExceptionTime: z.boolean().nullish(),
  StartTime: ClockTimeSchema.nullish(),
  EndTime: ClockTimeSchema.nullish(),
});

/**
 * When something is active (calls §3, §5): no times and no items means always.
 */
export const ScheduleSchema = z.looseObject({
  StartTime: ClockTimeSchema.nullish(),
  EndTime: ClockTimeSchema.nullish(),
  ScheduleItems: z.array(ScheduleItemSchema).nullish(),
});
