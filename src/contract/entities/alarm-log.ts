import { z } from 'zod';
import { IsoDateTimeSchema, optionalInt, optionalText } from '../primitives.ts';

/**
 * A log row of an alarm (core §3, calls §3). LogEventCode 1 is a reason, 2 an action, anything else a note;
 * PredefinedId 2 marks the alarm reason/action/reminder line (STATE-06..08).
 */
export const AlarmLogSchema = z.looseObject({
  Id: z.number().int(),
  LogText: optionalText(),
  Created: IsoDateTimeSchema.nullish(),
  LastUpdated: IsoDateTimeSchema.nullish(),
  PredefinedId: optionalInt(),
  LogEventCode: optionalInt(),
  RespondentName: optionalText(),
  ContactId: optionalInt(),
  Name: optionalText(),
  Username: optionalText(),
  /** Set on lines the server wrote itself: the console renders `alarm:logCodes.<EventCode>` with EventParams. */
  EventCode: z.string().nullish(),
  EventParams: z.record(z.string(), z.string()).nullish(),
});
export type AlarmLog = z.infer<typeof AlarmLogSchema>;
