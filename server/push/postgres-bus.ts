import { createHmac, hkdfSync, randomUUID, timingSafeEqual } from 'node:crypto';
import pg from 'pg';
import type { ClusterBus, ClusterEvent } from './cluster-event.ts';
import { parseClusterEvent } from './cluster-event-schema.ts';

const CHANNEL = 'arc_push';
/** PostgreSQL's NOTIFY payload limit is 8000 bytes. */
const MAX_PAYLOAD = 7900;
const RECONNECT_MS = 1000;

export interface PostgresBusOptions {
  url: string;
  /** ARC_SECRET_KEY (the same on every instance): the key that signs the announcements is derived from it. */
  secretKey: Buffer;
  /** Runs an event another instance announced. */
  deliver(event: ClusterEvent): Promise<void>;
  /** The listening connection came back after a gap: events of the gap are lost, so every local socket catches up. */
  resync(): void;
  /** Milliseconds from an announcement to its arrival here (the notify lag in /metrics). */
  onLag(ms: number): void;
  warn(message: string, error?: unknown): void;
}

interface Envelope {
  origin: string;
  sentAt: number;
  event: ClusterEvent;
}

/** The signing key of the announcements: a key of its own, derived from the secret key that seals TOTP secrets. */
export function busSigningKey(secretKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), 'arc cluster bus', 32));
}

/** `<HMAC-SHA256 of the JSON, base64url>.<JSON>`: what goes on the channel. */
export function signedPayload(key: Buffer, json: string): string {
  return `${createHmac('sha256', key).update(json).digest('base64url')}.${json}`;
}

/**
 * The envelope of a signed payload, or undefined: any PostgreSQL role that can connect may NOTIFY this channel, so
 * only what carries the instances' signature and reads as an event of theirs is delivered.
 */
function openPayload(key: Buffer, payload: string): Envelope | undefined {
  const dot = payload.indexOf('.');
  const json = payload.slice(dot + 1);
  const given = Buffer.from(payload.slice(0, Math.max(dot, 0)), 'base64url');
  const expected = createHmac('sha256', key).update(json).digest();
  if (dot < 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const envelope = JSON.parse(json) as Partial<Envelope>;
  const event = parseClusterEvent(envelope.event);
  if (typeof envelope.origin !== 'string' || typeof envelope.sentAt !== 'number' || !event) return undefined;
  return { origin: envelope.origin, sentAt: envelope.sentAt, event };
}

/**
 * Only a reminder carries free text (the operator's reminder note); one too long for NOTIFY goes without it (the
 * console shows the reminder, the note is in the alarm's log). Every other event is a few ids.
 */
function withoutText(event: ClusterEvent): ClusterEvent {
  if (event.type !== 'reminder' || event.body.type !== 'reminder') return event;
  const body = { ...event.body };
  delete body.message;
  return { ...event, body };
}

/**
 * Fan-out across instances through PostgreSQL's LISTEN/NOTIFY, no broker besides the database: announcements go out
 * with pg_notify on a pooled connection; one dedicated connection listens, and reconnects when it is lost.
 */
export async function startPostgresBus(options: PostgresBusOptions): Promise<ClusterBus> {
  const origin = randomUUID();
  const key = busSigningKey(options.secretKey);
  const pool = new pg.Pool({ connectionString: options.url, max: 2 });
  pool.on('error', () => undefined);
  let listener: pg.Client | undefined;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    let envelope: Envelope | undefined;
    try {
      envelope = openPayload(key, message.payload ?? '');
    } catch (error) {
      options.warn('cluster bus: unreadable notification', error);
      return;
    }
    if (!envelope) {
      options.warn('cluster bus: dropped a notification without a valid signature or event');
      return;
    }
    if (envelope.origin === origin) return;
    options.onLag(Date.now() - envelope.sentAt);
    Promise.resolve(envelope.event)
      .then(options.deliver)
      .catch((error: unknown) => options.warn('cluster bus: delivery failed', error));
  };

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: options.url });
    client.on('notification', onNotification);
    client.on('error', () => undefined);
    client.on('end', () => {
      if (closed || listener !== client) return;
      listener = undefined;
      scheduleReconnect();
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    listener = client;
  };
  const scheduleReconnect = () => {
    reconnectTimer = setTimeout(() => {
      listen().then(options.resync, (error: unknown) => {
        options.warn('cluster bus: listening connection lost, retrying', error);
        if (!closed) scheduleReconnect();
      });
    }, RECONNECT_MS);
    reconnectTimer.unref();
  };
  await listen();

  return {
    async announce(event) {
      let payload = signedPayload(key, JSON.stringify({ origin, sentAt: Date.now(), event } satisfies Envelope));
      if (Buffer.byteLength(payload) > MAX_PAYLOAD) payload = signedPayload(key, JSON.stringify({ origin, sentAt: Date.now(), event: withoutText(event) } satisfies Envelope));
      await pool.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
