import { messageParser } from '../sync-client/message-parser.ts';
import type { ChannelLike } from '../sync-client/messages.ts';
import { alarmsChannelName } from './alarm-changes.ts';
import { type BackgroundGate, backgroundGate } from './background-gate.ts';
import { type ArcDatabase, databasesInMemory } from './database.ts';
import { createFrameBatch, type FrameEffects, pageFrames } from './frame-batch.ts';
import { createListenerSet } from './listener-set.ts';
import { listWindowFor } from './list-window.ts';
import type { ListedAlarm } from './rows.ts';
import { isOlderVersion, isSameVersion } from '../domain/alarm-version.ts';

/**
 * The alarm list of one database, kept in memory: read whole once, then patched from the engine's `alarms-changed`
 * messages (a live query re-read and deserialised all 10,000 alarms per push). A push's rows come twice: carried in
 * a message the engine posts before storing them (drawn at once), then named by id once committed (re-read from
 * IndexedDB, the durable copy). Between the two the newer version of an alarm wins.
 * The snapshot is an immutable array in AlarmId order, replaced on each change, for useSyncExternalStore.
 * A malformed message means something changed that cannot be named: the whole table is read again.
 * While the tab's background gate is paused (hidden, and not the sound owner) the rows are kept current from the
 * commits (carried rows are not drawn there) but the snapshot is not replaced: nothing renders until the tab shows,
 * and then the current list renders at once.
 * A seen tab replaces its snapshot at most once a frame after the first change of a burst (frame-batch.ts).
 */
export interface AlarmStore {
  subscribe(listener: () => void): () => void;
  /** undefined until the first read is done. */
  getSnapshot(): ListedAlarm[] | undefined;
  /**
   * Starts the first read before anyone subscribes (the console's start knows the user long before React mounts
   * the list) and keeps it until the first subscriber takes over, or drops it after `holdMs` if none comes.
   */
  prime(holdMs: number): void;
}

export function createAlarmStore(
  db: ArcDatabase,
  openChannel: (name: string) => ChannelLike,
  gate: BackgroundGate = backgroundGate,
  frames: FrameEffects = pageFrames(),
  /** The first whole read waits for it: at a start, the list draws its window first (src/db/list-window.ts). */
  firstReadMayStart: () => Promise<void> = () => Promise.resolve(),
): AlarmStore {
  let channel: ChannelLike | null = null;
  let rows: Map<number, ListedAlarm> | null = null;
  /** The highest AlarmId read: a new alarm below it is out of the map's AlarmId order. */
  let highestId = 0;
  let snapshot: ListedAlarm[] | undefined;
  /** Rows changed while the gate was paused: the snapshot is behind them. */
  let behind = false;
  let stopGate: (() => void) | null = null;
  // Reads run one after another so a later change never lands before an earlier one; `generation` drops reads
  // of a subscription that has ended.
  let reads: Promise<void> = Promise.resolve();
  let generation = 0;

  const show = () => {
    behind = false;
    snapshot = rows ? [...rows.values()] : undefined;
    listeners.notify();
  };

  /** Shown by the frame batch, when the gate may have closed since the change. */
  const showUnlessPaused = () => {
    if (gate.paused()) behind = true;
    else show();
  };
  const batch = createFrameBatch(showUnlessPaused, frames);

  const publish = (next: Map<number, ListedAlarm>, of: number) => {
    if (of !== generation) return;
    rows = next;
    // The first read always shows: a tab opened in the background has its list ready when it is first looked at.
    if (snapshot === undefined) show();
    else batch.request();
  };

  const enqueue = (read: (of: number) => Promise<void>) => {
    const current = generation;
    reads = reads.then(() => (current === generation ? read(current) : undefined)).catch(() => undefined);
  };

  const loadAll = async (of: number) => {
    const all = await db.alarms.toArray();
    highestId = all.at(-1)?.AlarmId ?? 0;
    publish(new Map(all.map((alarm) => [alarm.AlarmId, alarm])), of);
  };

  /** A new alarm below the highest id read: the map is sorted again before it is shown. */
  let outOfOrder = false;

  /** Puts a version of an alarm unless the one held is newer or the same; true when the map changed. */
  const take = (current: Map<number, ListedAlarm>, alarm: ListedAlarm): boolean => {
    const held = current.get(alarm.AlarmId);
    if (isOlderVersion(alarm, held) || isSameVersion(alarm, held)) return false;
    const id = alarm.AlarmId;
    if (id < highestId && !held) outOfOrder = true;
    highestId = Math.max(highestId, id);
    current.set(id, alarm);
    return true;
  };

  // Patched in place: the map is this store's own (the snapshot is a copy), and copying 10,000 entries per push
  // was most of a patch's cost. New alarms keep the table's AlarmId order, as a full read would give.
  const publishPatched = (current: Map<number, ListedAlarm>, of: number) => {
    const sorted = outOfOrder ? new Map([...current].sort(([a], [b]) => a - b)) : current;
    outOfOrder = false;
    publish(sorted, of);
  };

  /** The rows a push carried, posted by the engine before it stores them: drawn now, without reading IndexedDB. */
  const patchCarried = (carried: readonly ListedAlarm[], of: number) => {
    const current = rows;
    if (!current || of !== generation) return;
    let changed = false;
    for (const alarm of carried) changed = take(current, alarm) || changed;
    if (changed) publishPatched(current, of);
  };

  /**
   * What IndexedDB committed for the ids named: it reconciles the rows drawn from messages (one lost still ends with
   * the stored row) and never rolls a newer carried row back to an older committed one.
   */
  const patchCommitted = async (ids: number[], of: number) => {
    const found = await db.alarms.bulkGet(ids);
    const current = rows;
    if (!current || of !== generation) return;
    let changed = false;
    ids.forEach((id, index) => {
      const alarm = found[index];
      if (alarm) changed = take(current, alarm) || changed;
      else changed = current.delete(id) || changed;
    });
    if (changed) publishPatched(current, of);
  };

  const start = () => {
    channel = openChannel(alarmsChannelName(db.name));
    channel.onmessage = ({ data }) => {
      // A paused tab draws nothing: the rows a push carries are left to the commit's message that follows (ids only),
      // instead of being checked and patched in every hidden tab (with 10 tabs, CPU taken from the tabs in front).
      if (gate.paused() && carriesRows(data)) return;
      const heardIn = generation;
      void messageParser().then((parseMessageOf) => {
        if (heardIn !== generation) return;
        const message = parseMessageOf(data, ['alarms-changed']);
        if (!message) return enqueue(loadAll);
        if (message.db !== db.name || message.ids.length === 0) return;
        const { rows: carried } = message;
        // Carried rows are drawn at once; before the first read has its map they wait behind it, newest winning.
        if (carried && rows) patchCarried(carried, heardIn);
        else if (carried) enqueue(async (of) => patchCarried(carried, of));
        else enqueue((of) => patchCommitted(message.ids, of));
      });
    };
    stopGate = gate.subscribe(() => {
      // A change waiting for a frame is not left behind by a tab being hidden (no frame comes then).
      batch.flush();
      if (behind && !gate.paused()) show();
    });
    // Listening before reading: a write committed during the read is either in it or re-read from its message.
    enqueue(async (of) => {
      await firstReadMayStart();
      if (of === generation) await loadAll(of);
    });
  };

  // Nobody watching: drop the copy, so a later subscriber (e.g. after logout cleared the table) reads afresh.
  const stop = () => {
    channel?.close();
    channel = null;
    stopGate?.();
    stopGate = null;
    batch.cancel();
    behind = false;
    rows = null;
    snapshot = undefined;
    generation += 1;
  };

  const listeners = createListenerSet({ start, stop });

  return {
    subscribe: listeners.subscribe,
    getSnapshot: () => snapshot,
    prime: listeners.prime,
  };
}

/** Whether a message on the alarms channel carries rows (read only to drop it unchecked: nothing in it is used). */
const carriesRows = (data: unknown) => typeof data === 'object' && data !== null && 'rows' in data;

const stores = new WeakMap<ArcDatabase, AlarmStore>();

/**
 * The shared store of `db`; null where BroadcastChannel is missing, or where the databases are memory replicas of the
 * engine's (its `alarms-changed` can come before the replica has the rows): callers then use a live query, which the
 * replica's writes refresh.
 */
export function alarmStoreFor(db: ArcDatabase): AlarmStore | null {
  if (typeof BroadcastChannel === 'undefined' || databasesInMemory()) return null;
  let store = stores.get(db);
  if (!store) {
    // BroadcastChannel types its handler with a MessageEvent; the store reads only `data`.
    const window = listWindowFor(db);
    store = createAlarmStore(db, (name) => new BroadcastChannel(name) as unknown as ChannelLike, backgroundGate, pageFrames(), () => window.wholeReadMayStart());
    stores.set(db, store);
  }
  return store;
}
