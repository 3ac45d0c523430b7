import type { ArcDatabase } from '../../src/db/database.ts';
import type { AlarmsChangedMessage } from '../../src/db/alarm-changes.ts';
import type { ChannelLike } from '../../src/sync-client/messages.ts';
import type { ListedAlarm } from '../../src/db/rows.ts';
import type { Clock, TimerId } from './effects.ts';
import { fileAlarms } from '../../src/db/list-order.ts';
import { forgetEndedAlarms } from './used-commands.ts';

/**
 * Alarm writes batched per burst: pushes arriving together become one read-write transaction with one bulkPut
 * (one transaction per message starved rendering in every tab during bursts; see pitfalls). An idle writer writes
 * on the next task, so a lone push waits for no frame; what arrives while a transaction is in flight is written as
 * one batch once it commits. The last word for an alarm within a batch wins. After each commit the written ids go out on `changes` (see src/db/alarm-changes.ts) so
 * the tabs re-read only those rows; the writer owns the channel and closes it on dispose. A few rows put together (a
 * push's, a write's answer) also go out at once, carried in the message, so the tabs draw them while the
 * transaction runs (about 10 ms of the push-to-screen path); the commit's ids then reconcile the tabs with IndexedDB.
 * The same transaction files the written alarms for the list's first screen (src/db/list-order.ts).
 */

export interface AlarmWriter {
  put(alarms: readonly ListedAlarm[]): void;
  remove(alarmIds: readonly number[]): void;
  /** Resolves once everything queued so far is in IndexedDB. */
  flushed(): Promise<void>;
  /** The alarm as it will be once written: queued, being written, or stored (undefined when gone or unknown). */
  current(alarmId: number): Promise<ListedAlarm | undefined>;
  dispose(): void;
}

/** More rows than this in one put (a catch-up, the first list) go to the tabs only as ids after the commit. */
const MAX_CARRIED = 50;

export function createAlarmWriter(
  db: ArcDatabase,
  clock: Clock,
  onError: (error: unknown) => void = () => undefined,
  changes: ChannelLike | null = null,
): AlarmWriter {
  let channel = changes;
  let queue = new Map<number, ListedAlarm | null>();
  /** The batch in the transaction now: neither queued nor readable yet. */
  let inFlight = new Map<number, ListedAlarm | null>();
  let timer: TimerId | null = null;
  let writing: Promise<void> = Promise.resolve();
  let waiters: (() => void)[] = [];
  /** A transaction is in flight: what is queued meanwhile waits for it and goes as one batch. */
  let busy = false;
  let disposed = false;

  const write = async () => {
    timer = null;
    busy = true;
    const batch = queue;
    const done = waiters;
    inFlight = batch;
    queue = new Map();
    waiters = [];
    const puts = [...batch.values()].filter((alarm): alarm is ListedAlarm => alarm !== null);
    const deletes = [...batch.entries()].filter(([, alarm]) => alarm === null).map(([id]) => id);
    writing = writing
      .then(() =>
        db.transaction('rw', [db.alarms, db.alarmDetails, db.usedCommands, db.person, db.alarmOrder, db.listSummary, db.me, db.session, db.settings], async () => {
          if (puts.length) await db.alarms.bulkPut(puts);
          if (deletes.length) {
            await db.alarms.bulkDelete(deletes);
            await db.alarmDetails.bulkDelete(deletes);
            await db.person.bulkDelete(deletes);
          }
          await forgetEndedAlarms(db, puts, deletes);
          // A memory database starts empty every time: a window for the next start would only cost every tab's replica.
          if (!db.inMemory) await fileAlarms(db, [...batch.keys()], puts);
        }),
      )
      .then(() => {
        const message: AlarmsChangedMessage = { kind: 'alarms-changed', db: db.name, ids: [...batch.keys()] };
        channel?.postMessage(message);
      })
      .catch(onError);
    await writing;
    if (inFlight === batch) inFlight = new Map();
    busy = false;
    for (const resolve of done) resolve();
    if (queue.size > 0 && !disposed) void write();
  };

  /** The next task, not now: puts of the same task (a catch-up page, a burst in one message) share a batch. */
  const schedule = () => {
    if (!busy && !disposed) timer ??= clock.setTimeout(() => void write(), 0);
  };

  return {
    put(alarms) {
      for (const alarm of alarms) queue.set(alarm.AlarmId, alarm);
      if (alarms.length === 0) return;
      if (alarms.length <= MAX_CARRIED) {
        const message: AlarmsChangedMessage = { kind: 'alarms-changed', db: db.name, ids: alarms.map((alarm) => alarm.AlarmId), rows: [...alarms] };
        channel?.postMessage(message);
      }
      schedule();
    },
    remove(alarmIds) {
      for (const id of alarmIds) queue.set(id, null);
      if (alarmIds.length) schedule();
    },
    flushed() {
      if (queue.size === 0) return writing;
      return new Promise((resolve) => waiters.push(resolve));
    },
    async current(alarmId) {
      const pending = queue.has(alarmId) ? queue.get(alarmId) : inFlight.get(alarmId);
      if (pending !== undefined) return pending ?? undefined;
      return db.alarms.get(alarmId);
    },
    dispose() {
      disposed = true;
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      // Nothing queued will be written now: whoever waits for it (a catch-up of a session being ended) goes on.
      for (const resolve of waiters.splice(0)) resolve();
      // A write still in flight must not post on a closed channel (BroadcastChannel throws).
      channel?.close();
      channel = null;
    },
  };
}
