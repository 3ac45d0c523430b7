import { z } from 'zod';
import { AlarmIdSchema, GlobalAlarmIdSchema, KeyValueSchema, UserIdSchema } from '../primitives.ts';
import { LIMITS } from '../limits.ts';
import { ListedAlarmSchema, UseSoundSchema } from './alarm.ts';
import { IngestRecordsShape } from './person-records.ts';

/**
 * Body of POST /api/ingest/alarms (reference server; X-Api-Key): an alarm raised by a monitored object. A
 * GlobalAlarmId may be given so a retried ingest does not raise the alarm twice. The user is named by exactly one
 * of UserId and ExternalId (the id an alarm receiver knows).
 */
export const IngestAlarmSchema = z
  .object({
    GlobalAlarmId: z.uuid().optional(),
    UserId: UserIdSchema.positive().optional(),
    ExternalId: z.string().min(1).max(100).optional(),
    AlarmText: z.string().min(1).max(500),
    Template: z.string().min(1).max(100).optional(),
    /** Criticality 1-3. */
    Priority: z.number().int().min(1).max(3).optional(),
    /** Sound level 1 or 2. */
    Level: z.union([z.literal(1), z.literal(2)]).optional(),
    /** The alarm's own sound: 0 none (the default), or an audio alarm id 1-5. */
    UseSound: UseSoundSchema.optional(),
    IconRef: z.string().max(200).optional(),
    PlannedTime: z.iso.datetime({ offset: true }).optional(),
    /** Respondent group id the alarm is routed to. */
    RespondentGroupId: z.number().int().optional(),
    TextMessage: z.string().max(LIMITS.freeText).optional(),
    AdditionalInformation: z.array(KeyValueSchema).max(50).optional(),
    RequiresAcknowledgement: z.boolean().optional(),
    Acknowledgement: z.string().max(LIMITS.freeText).optional(),
    DoDeliveryConfirmation: z.boolean().optional(),
    TaskType: z.string().max(200).optional(),
    Organization: z.string().max(200).optional(),
    Model: z.string().max(200).optional(),
    CallType: z.union([z.string().max(50), z.number().int()]).optional(),
    Flags: z.array(z.string().max(50)).max(50).optional(),
    /** What the alarm page shows beside the alarm: links, measurements and media (person-records.ts). */
    ...IngestRecordsShape,
  })
  .refine((body) => (body.UserId === undefined) !== (body.ExternalId === undefined), {
    message: 'give UserId or ExternalId',
    path: ['UserId'],
  });
export type IngestAlarm = z.infer<typeof IngestAlarmSchema>;

/** Answer of an ingest (the ids of the raised, or already raised, alarm) and of a transfer (the moved alarm's ids). */
export const IngestResponseSchema = z.object({ AlarmId: AlarmIdSchema, GlobalAlarmId: GlobalAlarmIdSchema });

/**
 * Body of POST /api/ingest/alarms/:alarm_id/transfer (reference server; X-Api-Key): the alarm receiver routes an
 * alarm to another respondent group. Respondents of the old group see it leave (`remove`, catch-up tombstone).
 */
export const TransferAlarmRequestSchema = z.object({ RespondentGroupId: z.number().int().positive() });

/**
 * Catch-up answer of GET /api/alarms?since=<cursor>: the alarms changed since the cursor, and those the caller
 * can no longer see. `full` means the list is complete (since=0, or an unknown/expired cursor) and replaces the
 * local list.
 */
export const AlarmDeltaSchema = z.object({
  cursor: z.string().min(1),
  full: z.boolean(),
  alarms: z.array(ListedAlarmSchema),
  removed: z.array(z.object({ AlarmId: AlarmIdSchema, GlobalAlarmId: GlobalAlarmIdSchema })),
});
export type AlarmDelta = z.infer<typeof AlarmDeltaSchema>;

/** GET /healthz (reference server). */
export const HealthSchema = z.looseObject({ status: z.literal('ok') });
