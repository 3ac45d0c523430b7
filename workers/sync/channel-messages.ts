import { z } from 'zod';
import type { EnginePort } from '../../src/sync-client/engine-port.ts';

/**
 * Messages between the tabs' dedicated workers when SharedWorker is missing: followers call the leader's engine
 * over one BroadcastChannel. One tagged union, checked at the boundary before use.
 */

/** Every command a follower may forward; a Record so a command added to EnginePort must be listed here. */
const forwardable: Record<keyof EnginePort, true> = {
  attach: true,
  reportStoragePersisted: true,
  reportNetwork: true,
  login: true,
  submitTwoFactor: true,
  resetPassword: true,
  urlLogin: true,
  autoRegister: true,
  logout: true,
  joinGroups: true,
  accept: true,
  acknowledge: true,
  setReason: true,
  setAction: true,
  notifyIn: true,
  setReminder: true,
  clear: true,
  addNote: true,
  callNote: true,
  deliveryReport: true,
  changeUser: true,
  searchUsers: true,
  locateUser: true,
  requestUserInfo: true,
  createAbsence: true,
  endAbsence: true,
  fetchExternalContent: true,
  openAlarm: true,
  refresh: true,
  dismissSyncErrors: true,
  markViewed: true,
  setPref: true,
  retryWrite: true,
  discardWrite: true,
};
export const ENGINE_PORT_COMMANDS = Object.keys(forwardable) as (keyof EnginePort)[];

const CommandSchema = z.enum(ENGINE_PORT_COMMANDS as [keyof EnginePort, ...(keyof EnginePort)[]]);

const EngineStatusSchema = z.object({
  socket: z.enum(['open', 'connecting', 'closed']),
  online: z.boolean(),
  serverReachable: z.boolean(),
  storagePersisted: z.boolean().nullable(),
  reloadRequired: z.boolean(),
  loggedIn: z.boolean(),
  indicator: z.enum(['red', 'yellow', 'green']),
});

const EngineEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('loggedOut'), message: z.string().nullable() }),
  z.object({ type: z.literal('alarmTransferred'), alarmId: z.number() }),
  z.object({ type: z.literal('reminder'), alarmId: z.number(), globalAlarmId: z.string(), message: z.string().nullable() }),
  z.object({ type: z.literal('callUpdate'), callSid: z.string().nullable() }),
]);

export const TabMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('status'), status: EngineStatusSchema }),
  z.object({ kind: z.literal('event'), event: EngineEventSchema }),
  z.object({ kind: z.literal('log'), level: z.enum(['info', 'warn', 'error']), text: z.string() }),
]);

const CommandResultSchema = z.union([
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({
    ok: z.literal(false),
    code: z.string(),
    message: z.string(),
    status: z.number().optional(),
    queued: z.boolean().optional(),
  }),
]);

export const ChannelMessageSchema = z.discriminatedUnion('kind', [
  /** A follower asks who leads (at start). */
  z.object({ kind: z.literal('hello'), from: z.string() }),
  /** The leader announces itself: on election and in answer to hello. Followers re-attach to a new leader. */
  z.object({ kind: z.literal('leader'), leaderId: z.string() }),
  z.object({
    kind: z.literal('call'),
    from: z.string(),
    callId: z.number(),
    command: CommandSchema,
    args: z.array(z.unknown()),
  }),
  /** A command's answer; `attach` answers an AttachResult, the others a CommandResult. */
  z.object({
    kind: z.literal('result'),
    to: z.string(),
    callId: z.number(),
    result: z.union([CommandResultSchema, z.object({ protocol: z.number(), schema: z.number(), status: EngineStatusSchema }), z.undefined()]),
  }),
  /** Status or event for one follower's tab. */
  z.object({ kind: z.literal('tab'), to: z.string(), message: TabMessageSchema }),
]);
export type ChannelMessage = z.infer<typeof ChannelMessageSchema>;

export function parseChannelMessage(raw: unknown): ChannelMessage | null {
  const parsed = ChannelMessageSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
