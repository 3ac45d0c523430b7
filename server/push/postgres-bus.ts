import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ClusterBus, ClusterEvent } from './cluster-event.ts';

const CHANNEL = 'arc_push';
/** PostgreSQL's NOTIFY payload limit is 8000 bytes. */
const MAX_PAYLOAD = 7900;
const RECONNECT_MS = 1000;
const EVENT_TYPES = new Set<unknown>(['alarm', 'respondent', 'user', 'reminder', 'closeToken', 'sessionsEnded'] satisfies ClusterEvent['type'][]);

export interface PostgresBusOptions {
  url: string;
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
  const pool = new pg.Pool({ connectionString: options.url, max: 2 });
  pool.on('error', () => undefined);
  let listener: pg.Client | undefined;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message.payload ?? '') as Envelope;
      if (typeof envelope.origin !== 'string' || typeof envelope.sentAt !== 'number' || !EVENT_TYPES.has(envelope.event?.type)) throw new Error(`not an ARC event: ${message.payload?.slice(0, 200)}`);
    } catch (error) {
      // Anyone with a connection may NOTIFY this channel: what is not an instance's event is dropped, not delivered.
      options.warn('cluster bus: unreadable notification', error);
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
      let payload = JSON.stringify({ origin, sentAt: Date.now(), event } satisfies Envelope);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD) payload = JSON.stringify({ origin, sentAt: Date.now(), event: withoutText(event) } satisfies Envelope);
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
