import type { ArcDatabase } from '../../src/db/database.ts';
import type { OutboxRow } from '../../src/db/rows.ts';
import { type CommandResult, EngineErrorCode, type Failure, failure, type MayWaitResult, QUEUED } from '../../src/sync-client/failure.ts';
import type { Clock, NetworkState, TimerId } from './effects.ts';

/**
 * The write outbox. Every write is first stored in IndexedDB with an Idempotency-Key, then sent with that key, so
 * a write survives a reload, a closed tab, a crashed worker and a dead connection, and a resend after a crash is
 * applied once by the server.
 *
 * Offline policy (what may wait, what must be live):
 * - LIVE: accept and take-over, clear, change user, notify-in, joining groups, creating and ending absences,
 *   locate, commands to devices. Each decides who owns an alarm, changes state on a clock or acts on a device; sent
 *   later it could take an alarm that is now someone else's or act on stale facts. They never enter this outbox:
 *   they go straight out once with an Idempotency-Key (UserRuntime.sendLive), and offline fail at once (OFFLINE).
 * - MAY WAIT: reason and action text, notes, call notes, reminders, operator information, acknowledgements, delivery
 *   reports. They add to the record of an alarm the operator already handles and lose nothing by arriving late.
 *   Offline they stay queued (the command answers `queued: true`) and are sent in the order written once the server
 *   is reachable.
 * A write the server refuses (4xx: NOT_OWNER_ALARM, 406, validation) is kept as `failed` with the server's message
 * and the operator's text, and is not retried until the operator asks (retry) or drops it (discard). The command
 * that is still waiting for its answer gets the refusal; a write that had been queued (its command long answered)
 * is reported through `onRefused`, so the operator learns of it (the engine adds it to the sync errors).
 */

export type WriteMode = 'live' | 'mayWait';

/** Outcome of one attempt to send a stored write. */
export type SendOutcome =
  | { kind: 'done'; value: unknown }
  /** The server answered and said no: keep the text, do not retry. */
  | { kind: 'refused'; failure: Failure }
  /** No answer (offline, 5xx, timeout): try again later with the same key. */
  | { kind: 'unreachable'; failure: Failure };

export interface NewWrite {
  endpoint: string;
  params: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  alarmId: number | null;
}

export interface OutboxOptions {
  db: ArcDatabase;
  send(row: OutboxRow): Promise<SendOutcome>;
  network: NetworkState;
  clock: Clock;
  randomId(): string;
  /** Which stored rows this outbox sends (default all); the others wait for another outbox on the same database. */
  accepts?(row: OutboxRow): boolean;
  /** Called after a write the server accepted, so the engine can refresh what it changed. */
  onDelivered?(row: OutboxRow, answer: unknown): void;
  /** Called when the server refused a queued write whose command had already answered (nobody else would tell). */
  onRefused?(row: OutboxRow, error: Failure): void;
}

export interface Outbox {
  submit(write: NewWrite): Promise<MayWaitResult<unknown>>;
  /** Sends every waiting write, oldest first; resolves when the queue is empty or the server unreachable. */
  flush(): Promise<void>;
  /** At engine start: drops rows of live writes an older build stored (they are never replayed). */
  recover(): Promise<void>;
  retry(key: string): Promise<MayWaitResult>;
  discard(key: string): Promise<CommandResult>;
  dispose(): void;
}

const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

export const OFFLINE_RESULT = failure(EngineErrorCode.OFFLINE, 'INTERNET_CONNECTION_ABORT');

export function createOutbox(options: OutboxOptions): Outbox {
  const { db, clock } = options;
  const waiters = new Map<string, (result: MayWaitResult<unknown>) => void>();
  let flushing: Promise<void> | null = null;
  let retryTimer: TimerId | null = null;
  let failures = 0;
  let disposed = false;

  /** Answers the command still waiting for this write; false when none waits (it answered "queued" before). */
  const settle = (key: string, result: MayWaitResult<unknown>): boolean => {
    const waiter = waiters.get(key);
    waiters.delete(key);
    waiter?.(result);
    return waiter !== undefined;
  };

  const scheduleRetry = () => {
    if (retryTimer !== null || disposed) return;
    const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)] ?? 60_000;
    failures += 1;
    retryTimer = clock.setTimeout(() => {
      retryTimer = null;
      void flush();
    }, delay);
  };

  async function sendOne(row: OutboxRow): Promise<'next' | 'stop'> {
    const attempt: OutboxRow = { ...row, state: 'sending', attempts: row.attempts + 1 };
    await db.outbox.put(attempt);
    const outcome = await options.send(attempt);
    if (outcome.kind === 'done') {
      await db.outbox.delete(row.key);
      failures = 0;
      settle(row.key, { ok: true, value: outcome.value });
      options.onDelivered?.(attempt, outcome.value);
      return 'next';
    }
    if (outcome.kind === 'refused') {
      await db.outbox.put({ ...attempt, state: 'failed', error: outcome.failure });
      if (!settle(row.key, outcome.failure)) options.onRefused?.(attempt, outcome.failure);
      return 'next';
    }
    await db.outbox.put({ ...attempt, state: 'pending' });
    settle(row.key, QUEUED);
    return 'stop';
  }

  async function drain(): Promise<void> {
    for (;;) {
      if (disposed || !options.network.isOnline()) return;
      const next = (await db.outbox.orderBy('createdAt').toArray()).find(
        (row) => !row.live && (row.state === 'pending' || row.state === 'sending') && (options.accepts?.(row) ?? true),
      );
      if (!next) return;
      if ((await sendOne(next)) === 'stop') {
        scheduleRetry();
        return;
      }
    }
  }

  function flush(): Promise<void> {
    flushing ??= drain().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  /** Sends a stored write and answers its outcome, or "queued" when it has to wait. */
  function deliver(key: string): Promise<MayWaitResult<unknown>> {
    const result = new Promise<MayWaitResult<unknown>>((resolve) => waiters.set(key, resolve));
    // A drain already running may have read the queue before this row was stored: flush again after it.
    void (flushing ?? Promise.resolve())
      .then(flush)
      .then(() => settle(key, QUEUED));
    return result;
  }

  const unsubscribeNetwork = options.network.subscribe((online) => {
    if (online) void flush();
  });

  return {
    async submit(write) {
      const row: OutboxRow = {
        key: options.randomId(),
        endpoint: write.endpoint,
        params: write.params,
        ...(write.query ? { query: write.query } : {}),
        ...(write.body !== undefined ? { body: write.body } : {}),
        alarmId: write.alarmId,
        state: 'pending',
        createdAt: clock.now(),
        attempts: 0,
        error: null,
      };
      await db.outbox.put(row);
      if (!options.network.isOnline()) return QUEUED;
      return deliver(row.key);
    },
    flush,
    async recover() {
      const rows = await db.outbox.toArray();
      await db.outbox.bulkDelete(rows.filter((row) => row.live).map((row) => row.key));
    },
    async retry(key) {
      const row = await db.outbox.get(key);
      if (!row) return failure(EngineErrorCode.WRITE_NOT_FOUND);
      await db.outbox.put({ ...row, state: 'pending', error: null });
      if (!options.network.isOnline()) return QUEUED;
      const result = await deliver(key);
      return !result.ok || result.queued ? result : { ok: true, value: undefined };
    },
    async discard(key) {
      await db.outbox.delete(key);
      return { ok: true, value: undefined };
    },
    dispose() {
      disposed = true;
      unsubscribeNetwork();
      if (retryTimer !== null) clock.clearTimeout(retryTimer);
    },
  };
}
