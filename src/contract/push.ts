import { z } from 'zod';
import { ListedAlarmSchema } from './entities/alarm.ts';
import { AlarmIdSchema, GlobalAlarmIdSchema, IsoDateTimeSchema, UserIdSchema } from './primitives.ts';
import { buildQueryString } from './endpoint-def.ts';
import { parseWith, type ParseResult } from './parse-result.ts';

/** Websocket path; the token travels in the query (browsers cannot set headers), paths are case-insensitive. */
export const WS_PATH = '/api/WsPander';
/** The close reason of the push socket when the login ended because its password was changed (the console says so). */
export const PASSWORD_CHANGED_CLOSE_REASON = 'PASSWORD_CHANGED';

/**
 * Query of the websocket upgrade: `?ticket=<socket ticket>` (POST /api/me/socketticket) or, for the existing
 * backend's clients, `?token=<access_token>`; plus `&devicetoken=<t>` (the device token as registered, at most 200).
 */
export const WsQuerySchema = z
  .object({ token: z.string().min(1).max(1000).optional(), ticket: z.string().min(1).max(200).optional(), devicetoken: z.string().max(200).optional() })
  .refine((query) => (query.token === undefined) !== (query.ticket === undefined), 'either token or ticket');
export type WsQuery = z.infer<typeof WsQuerySchema>;

/** Path and query of the websocket for a ticket or token (and the device token from registration), URL-encoded. */
export function wsPathWithQuery(query: WsQuery): string {
  return `${WS_PATH}${buildQueryString(query)}`;
}

/** Every push carries an id increasing per connection (acknowledged by the client, cumulatively: PUSH-07) and a send time. */
const pushBase = { pushId: z.number().int().nonnegative(), sentAt: IsoDateTimeSchema };

const alarmRef = { globalAlarmId: GlobalAlarmIdSchema, alarmId: AlarmIdSchema };

export const PushMessageSchema = z.discriminatedUnion('type', [
  /** Reload all alarms (PUSH-09). */
  z.object({ ...pushBase, type: z.literal('fullrefresh') }),
  /** An alarm changed; planning-view updates carry planningview, userId, respondentid (PUSH-10, PUSH-17). */
  z.object({
    ...pushBase,
    type: z.literal('update'),
    ...alarmRef,
    active: z.boolean(),
    planningview: z.boolean().optional(),
    userId: UserIdSchema.optional(),
    respondentid: z.number().int().nullable().optional(),
    /** A significant update: shows the dot in the my tab. */
    significant: z.boolean().optional(),
    /** The alarm's LastUpdated after this change: a console already holding it (its own write's answer) skips the reload. */
    lastUpdated: IsoDateTimeSchema.optional(),
    /**
     * The alarm's list row after this change as `GET api/alarms?since` answers this recipient (no `Logs`: a console
     * with the alarm open reloads its details, log included): a console stores it without asking again. Optional: a
     * backend may send ids only, and the console then loads it.
     */
    alarm: ListedAlarmSchema.optional(),
  }),
  /** The alarm is gone for this operator (PUSH-12, PUSH-13). */
  z.object({ ...pushBase, type: z.literal('remove'), ...alarmRef }),
  z.object({ ...pushBase, type: z.literal('ping') }),
  /** The user's details changed. */
  z.object({ ...pushBase, type: z.literal('userupdate'), userId: UserIdSchema }),
  /** Acted on only if devicetoken differs from the local one (PUSH-14). */
  z.object({ ...pushBase, type: z.literal('LOGGED_IN_ON_OTHER_DEVICE'), devicetoken: z.string() }),
  z.object({ ...pushBase, type: z.literal('accountrevoked') }),
  /** The calls changed; reload them. */
  z.object({ ...pushBase, type: z.literal('callupdate'), callSid: z.string().optional() }),
  /** A scheduled reminder is due. */
  z.object({ ...pushBase, type: z.literal('reminder'), ...alarmRef, message: z.string().optional() }),
  /**
   * Flood mode in the operator's groups changed (pushed when it starts and ends, and while on when its figures
   * change): alarms that joined the list in the last minute, and the unanswered alarms waiting.
   */
  z.object({
    ...pushBase,
    type: z.literal('flood'),
    on: z.boolean(),
    ratePerMinute: z.number().int().nonnegative(),
    waiting: z.number().int().nonnegative(),
  }),
]);
export type PushMessage = z.infer<typeof PushMessageSchema>;

/** Server messages that are not pushes (never acknowledged): the answer to a client ping, and the greeting. */
export const PongMessageSchema = z.object({ type: z.literal('pong'), id: z.union([z.string(), z.number()]) });
/** Sent once on open; `resumed` counts unacknowledged pushes replayed to this connection. */
export const HelloMessageSchema = z.object({
  type: z.literal('hello'),
  connectionId: z.string().min(1),
  resumed: z.number().int().nonnegative(),
});
export type PongMessage = z.infer<typeof PongMessageSchema>;
export type HelloMessage = z.infer<typeof HelloMessageSchema>;

/**
 * Client → server: acknowledge pushes, ping (answered by pong with the same id), log out. An ack is cumulative: it
 * acknowledges every push of this connection up to and including pushId `upTo` (pushIds increase per connection),
 * so a client acknowledges a burst of pushes with one message instead of one per push (PUSH-07).
 */
export const ClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ack'), upTo: z.number().int().nonnegative() }),
  z.object({ type: z.literal('ping'), id: z.union([z.string(), z.number()]) }),
  z.object({ type: z.literal('logout') }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

/**
 * The existing backend's push (compat.md): only `globalAlarmId` and `active`, no type, pushId or alarm id. It is
 * read as an update of that alarm; with no pushId there is nothing to acknowledge.
 */
export const LegacyPushSchema = z
  .looseObject({ globalAlarmId: GlobalAlarmIdSchema, active: z.boolean() })
  .transform(({ globalAlarmId, active }) => ({ type: 'update' as const, globalAlarmId, active }));
export type LegacyPush = z.output<typeof LegacyPushSchema>;

/** A push as the console receives it: one of this contract's, or the existing backend's legacy update. */
export type InboundPush = PushMessage | LegacyPush;

/**
 * Parses one push (JSON text or decoded); returns an error result instead of throwing. A value that is no push of
 * this contract but has `globalAlarmId` and `active` is a legacy push.
 */
export function parsePushMessage(raw: unknown): ParseResult<InboundPush> {
  const strict = parseWith(PushMessageSchema, raw);
  if (strict.ok) return strict;
  const legacy = parseWith(LegacyPushSchema, raw);
  return legacy.ok ? legacy : strict;
}

/** Parses a client socket message (server side). */
export function parseClientMessage(raw: unknown): ParseResult<ClientMessage> {
  return parseWith(ClientMessageSchema, raw);
}

