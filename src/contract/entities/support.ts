import { z } from 'zod';
import { IsoDateTimeSchema, optionalBool, optionalText } from '../primitives.ts';

/** GET /api/support/subscription (SUP-09, SUP-10). */
export const SubscriptionResultSchema = z.looseObject({
  NotFound: optionalBool(),
  TelephoneNumber: optionalText(),
  Email: optionalText(),
  EmergencyCenter: optionalText(),
  Name: optionalText(),
  SubscriptionValid: optionalBool(),
  SubscriptionValidTo: IsoDateTimeSchema.nullish(),
});
export type SubscriptionResult = z.infer<typeof SubscriptionResultSchema>;

/** One row of GET api/test/system; the system test ends when no row is Ongoing. */
export const SystemTestRowSchema = z.looseObject({
  Description: optionalText(),
  /** The row's code (reference server): the console writes `support:systemChecks.<code>`, else the Description. */
  DescriptionCode: optionalText(),
  /** When it last ran (a date-time), or a flag on backends that only say whether it ran. */
  Executed: z.union([IsoDateTimeSchema, z.boolean()]).nullish(),
  /** When the row's check reported (reference server); null while it runs or before any run. */
  Finished: IsoDateTimeSchema.nullish(),
  Ongoing: optionalBool(),
  Successful: optionalBool(),
});
export type SystemTestRow = z.infer<typeof SystemTestRowSchema>;

/** GET /api/test: routines and users for test alarms; configured only when both have entries. */
export const TestAlarmListSchema = z.looseObject({
  /** RoutineCode (reference server): the console writes `testAlarms:routineNames.<code>`, else the Routine. */
  Routines: z.array(z.looseObject({ TestRoutineId: z.number().int(), Routine: optionalText(), RoutineCode: optionalText() })).nullish(),
  Users: z.array(z.looseObject({ UserId: z.number().int(), Name: optionalText() })).nullish(),
});
export type TestAlarmList = z.infer<typeof TestAlarmListSchema>;

/** Shape not shown: the outcome of POST /api/test, reported in a modal. */
export const TestAlarmResultSchema = z.looseObject({
  Success: z.boolean(),
  Message: optionalText(),
  /** The message's code and parameters (reference server): `testAlarms:<code>`, else the Message. */
  MessageCode: optionalText(),
  MessageParams: z.record(z.string(), z.string()).nullish(),
});
export type TestAlarmResult = z.infer<typeof TestAlarmResultSchema>;

/** GET /api/debug/log/latest: the most recent browser log upload (all null when none arrived yet). */
export const BrowserLogSchema = z.looseObject({ Username: optionalText(), ReceivedAt: IsoDateTimeSchema.nullish(), Data: optionalText() });
export type BrowserLog = z.infer<typeof BrowserLogSchema>;
