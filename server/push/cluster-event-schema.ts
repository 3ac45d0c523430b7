import { z } from 'zod';
import { PushMessageSchema } from '../../src/contract/index.ts';
import type { ClusterEvent } from './cluster-event.ts';

const id = z.number().int().nonnegative();

/** A push as an instance announces it: the contract's push message before the hub stamps pushId and sentAt. */
const PushBodySchema = z.custom<object>(
  (body) => typeof body === 'object' && body !== null && PushMessageSchema.safeParse({ ...body, pushId: 0, sentAt: '' }).success,
  'not a push of the contract',
);

const AlarmChangeSchema = z.object({
  AlarmId: id,
  GlobalAlarmId: z.string().max(200),
  Active: z.boolean(),
  RespondentGroupId: id,
  previousGroupId: id.optional(),
  UserId: id,
  RespondentId: id.nullable(),
  planning: z.boolean(),
  listed: z.boolean(),
  significant: z.boolean().optional(),
  lastUpdated: z.string().max(40).optional(),
});

/** What another instance may announce (cluster-event.ts): anything else on the channel is dropped, not delivered. */
const ClusterEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('alarm'), change: AlarmChangeSchema }),
  z.object({ type: z.literal('respondent'), respondentId: id, body: PushBodySchema, exceptDevice: z.string().max(200).optional() }),
  z.object({ type: z.literal('user'), userId: id }),
  z.object({ type: z.literal('reminder'), audience: z.array(id).max(100_000), alarmId: id, body: PushBodySchema }),
  z.object({ type: z.literal('closeToken'), tokenHash: z.string().max(128), code: z.number().int().min(1000).max(4999), reason: z.string().max(123) }),
  z.object({ type: z.literal('sessionsEnded'), familyIds: z.array(z.string().max(100)).max(10_000) }),
  z.object({ type: z.literal('systemTestPush'), run: z.object({ respondentId: id, startedAt: z.string().max(40), checkIndex: id }) }),
]);

/** The event when it is one an instance could have announced, else undefined. */
export function parseClusterEvent(value: unknown): ClusterEvent | undefined {
  // Validated field by field above; the original keeps the optional fields exactly as they were announced.
  return ClusterEventSchema.safeParse(value).success ? (value as ClusterEvent) : undefined;
}
