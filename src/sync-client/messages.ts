import { z } from 'zod';
import { ListedAlarmSchema } from '../contract/entities/alarm.ts';
import { CapabilityMessageSchema } from '../page-capability/message-schema.ts';

/**
 * Every message that crosses a context boundary in the console besides the engine's commands, which Comlink carries:
 * engine -> tab (a SharedWorker port, a dedicated worker), follower <-> leader (the fallback's BroadcastChannel), the
 * engine's change channel to the tabs, the engines' build announcements and the tabs sharing a page-resident
 * capability. One tagged union, one parser: whatever arrives is checked here before use, and a foreign or malformed
 * message is dropped in this one place.
 */

const EngineStatusSchema = z.object({
  socket: z.enum(['open', 'connecting', 'closed']),
  online: z.boolean(),
  serverReachable: z.boolean(),
  storagePersisted: z.boolean().nullable(),
  storage: z.enum(['indexeddb', 'memory']),
  memoryEngine: z.string().optional(),
  reloadRequired: z.boolean(),
  loggedIn: z.boolean(),
  indicator: z.enum(['red', 'yellow', 'green']),
  indicatorText: z.enum(['red', 'yellow', 'delayed', 'green']).optional(),
})
  // An engine of an older build sends no text: its colour's text stands in, so its status still parses (the skew check reads it).
  .transform((status) => ({ ...status, indicatorText: status.indicatorText ?? status.indicator }));

const EngineEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('loggedOut'), message: z.string().nullable() }),
  z.object({ type: z.literal('alarmTransferred'), alarmId: z.number() }),
  z.object({ type: z.literal('reminder'), alarmId: z.number(), globalAlarmId: z.string(), message: z.string().nullable() }),
  z.object({ type: z.literal('callUpdate'), callSid: z.string().nullable() }),
]);

/** A key range of a deleted span (Dexie's DBCoreKeyRange: type 3 is every key, as a table's clear). */
const KeyRangeSchema = z.object({
  type: z.number().int(),
  lower: z.unknown(),
  upper: z.unknown(),
  lowerOpen: z.boolean().optional(),
  upperOpen: z.boolean().optional(),
});

/** One committed write to a table of the engine's memory databases, as the tabs' replicas apply it. */
const DatabaseChangeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('put'), keys: z.array(z.unknown()), values: z.array(z.unknown()) }),
  z.object({ type: z.literal('delete'), keys: z.array(z.unknown()) }),
  z.object({ type: z.literal('deleteRange'), range: KeyRangeSchema }),
]);
export type DatabaseChange = z.infer<typeof DatabaseChangeSchema>;

/** On the leader's channel a follower's messages carry its id (`from`) and the leader's answers the addressee (`to`). */
const address = { from: z.string().optional(), to: z.string().optional() };

export const CrossContextMessageSchema = z.discriminatedUnion('kind', [
  /**
   * A Comlink message between a follower's worker and the leader's (the fallback's BroadcastChannel): Comlink carries
   * the commands, this envelope only addresses them; each command's arguments are checked by its handler's schema.
   */
  z.object({ kind: z.literal('rpc'), from: z.string(), to: z.string(), data: z.unknown() }),
  z.object({ kind: z.literal('status'), status: EngineStatusSchema, ...address }),
  z.object({ kind: z.literal('event'), event: EngineEventSchema, ...address }),
  /** The engine's console output, copied into each tab's DevTools (a SharedWorker's own console is hard to find). */
  z.object({ kind: z.literal('log'), level: z.enum(['info', 'warn', 'error']), text: z.string(), ...address }),
  /** A follower asks who leads (at start). */
  z.object({ kind: z.literal('hello'), from: z.string() }),
  /** The leader announces itself: on election and in answer to hello. Followers re-attach to a new leader. */
  z.object({ kind: z.literal('leader'), leaderId: z.string() }),
  /**
   * Which alarms the engine just wrote (one committed transaction), for the tabs of that database; or, with `rows`,
   * the rows it is about to write (a push's, posted before IndexedDB commits, so tabs draw them at once).
   */
  z.object({ kind: z.literal('alarms-changed'), db: z.string(), ids: z.array(z.number().int()), rows: z.array(ListedAlarmSchema).optional() }),
  /**
   * A transaction the engine committed to its memory databases (IndexedDB refused), for the tabs' replicas of them
   * (src/sync-client/memory-replica.ts): its writes in order, applied by a tab in one transaction too, so a view
   * never reads half of it (a list cleared but not yet refilled). Numbered per engine (`engine` names it), so a tab
   * sees a missed one and reads afresh.
   */
  z.object({
    kind: z.literal('db-change'),
    engine: z.string(),
    seq: z.number().int(),
    db: z.string(),
    changes: z.array(z.object({ table: z.string(), change: DatabaseChangeSchema })),
    ...address,
  }),
  /** An engine started with this build: an engine of another build retires (version skew). */
  z.object({ kind: z.literal('engine-started'), build: z.string() }),
  /** Between the tabs sharing a page-resident capability (src/page-capability): the softphone, the alarm sound. */
  ...CapabilityMessageSchema.options,
]);
export type CrossContextMessage = z.infer<typeof CrossContextMessageSchema>;
export type MessageOf<K extends CrossContextMessage['kind']> = Extract<CrossContextMessage, { kind: K }>;

/** What the engine tells a tab without being asked. */
export type TabMessage = MessageOf<'status'> | MessageOf<'event'> | MessageOf<'log'> | MessageOf<'db-change'>;

/** The part of BroadcastChannel every side uses (the engine, the alarm list, page capabilities); tests pass fakes. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}

export function parseMessage(raw: unknown): CrossContextMessage | null {
  const parsed = CrossContextMessageSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The one parser, narrowed to the kinds a boundary expects; anything else is dropped. */
export function parseMessageOf<const K extends CrossContextMessage['kind']>(raw: unknown, kinds: readonly K[]): MessageOf<K> | null {
  const message = parseMessage(raw);
  return message && (kinds as readonly string[]).includes(message.kind) ? (message as MessageOf<K>) : null;
}
