import { z } from 'zod';
import {
  AlarmIdSchema,
  GlobalAlarmIdSchema,
  IsoDateTimeSchema,
  KeyValueSchema,
  RespondentIdSchema,
  UserIdSchema,
  optionalBool,
  optionalInt,
  optionalText,
} from '../primitives.ts';
import { AUDIO_ALARM_IDS, isAudioAlarmId } from '../../domain/audio-alarm-id.ts';
import { AlarmLogSchema } from './alarm-log.ts';
import { TransmitterSchema } from './transmitter.ts';

/** An alarm's own sound (CONST-08): 0 for none, else the audio alarm id (1-5) whose sound it plays. */
export const UseSoundSchema = z
  .number()
  .int()
  .refine((value): boolean => value === 0 || isAudioAlarmId(value), { message: `UseSound is 0 (none) or an audio alarm id ${AUDIO_ALARM_IDS.join(', ')}` });

/** A respondent group reference: the backend sends a name or an id. */
const RespondentGroupRefSchema = z.union([z.string(), z.number()]).nullish();

/**
 * An alarm as listed (GET api/alarms, the catch-up, pushes; core §3, STATE-15): the list's row, without a log (the
 * page shows the log of AlarmDetails). Identity and state fields are required: the alarm's state (STATE-01..04) is
 * derived from Active and RespondentId.
 */
export const ListedAlarmSchema = z.looseObject({
  AlarmId: AlarmIdSchema,
  GlobalAlarmId: GlobalAlarmIdSchema,
  Template: optionalText(),
  Active: z.boolean(),
  UserId: UserIdSchema.nullish(),
  AlarmText: optionalText(),
  /**
   * Reference server: a text the server raised itself (qa-supervisor P2-15) is also sent as a code with parameters,
   * which the console writes in the operator's language; AlarmText keeps the English for other clients.
   */
  AlarmTextCode: optionalText(),
  AlarmTextParams: z.record(z.string(), z.string()).nullish(),
  IconRef: optionalText(),
  IconRefFallback: optionalText(),
  ServerAlarmTime: IsoDateTimeSchema,
  PlannedTime: IsoDateTimeSchema.nullish(),
  /** null or absent: nobody has taken the alarm. */
  RespondentId: RespondentIdSchema.nullish(),
  RespondentName: optionalText(),
  RespondentInitials: optionalText(),
  RespondentOwn: optionalBool(),
  RespondentGroup: RespondentGroupRefSchema,
  LastUpdated: IsoDateTimeSchema.nullish(),
  /** A time when the reminder pulse starts; null when no reminder is set. */
  NotifyAfter: IsoDateTimeSchema.nullish(),
  DoDeliveryConfirmation: optionalBool(),
  AdditionalInformation: z.union([z.string(), z.array(KeyValueSchema)]).nullish(),
  /** Criticality 1-3 (normal, urgent, acute). */
  Priority: optionalInt(),
  Name: optionalText(),
  Acknowledgement: optionalText(),
  RequiresAcknowledgement: optionalBool(),
  TextMessage: optionalText(),
  Flags: z.union([z.string(), z.array(z.union([z.string(), z.number()]))]).nullish(),
  Model: optionalText(),
  CallType: z.union([z.string(), z.number()]).nullish(),
  /** 1 or 2, selects the alarm sound; other values are kept rather than dropping the alarm. */
  Level: optionalInt(),
  UseSound: UseSoundSchema.nullish(),
  /** ZERO_DATE means no significant update. */
  SignificantUpdateAt: IsoDateTimeSchema.nullish(),
  State: z.union([z.string(), z.number()]).nullish(),
  Organization: optionalText(),
  ClearAllowed: optionalBool(),
  /** Comma-separated task types. */
  TaskType: optionalText(),
  ObjectTransmitters: z.array(TransmitterSchema).nullish(),
  /**
   * The JSON the operator information widget last posted (API-36), "{}" when none. The spec does not show where the
   * posted information is read back; this console's server returns it with the alarm.
   */
  OperatorInformation: optionalText(),
  /** Raised by a test routine (POST /api/test): shown with a "Test" mark. An extension of this console's server. */
  IsTest: optionalBool(),
});
export type ListedAlarm = z.infer<typeof ListedAlarmSchema>;

/** GET api/alarms/{alarm_id}/basic and /basicv2 (API-27): the listed alarm with its log. */
export const AlarmBasicSchema = ListedAlarmSchema.extend({ Logs: z.array(AlarmLogSchema).nullish() });
export type AlarmBasic = z.infer<typeof AlarmBasicSchema>;

/**
 * A reason or action offered by the pickers. Shape not shown: the backend sends plain texts or records with an
 * id and a text.
 */
export const PickerItemSchema = z.union([
  z.string(),
  z.looseObject({ Id: z.union([z.string(), z.number()]).nullish(), Text: optionalText(), Name: optionalText() }),
]);
export type PickerItem = z.infer<typeof PickerItemSchema>;
