import type { Dexie, Table } from 'dexie';
import type { DatabaseChangeMessage, MemorySnapshot } from './engine-types.ts';
import type { DatabaseChange } from './messages.ts';
import type { EngineClient, Subscribable } from './engine-api.ts';

/** What a replica follows: the engine's snapshot of its memory databases and its numbered changes. */
export interface ReplicaSource {
  /** null when the engine has none (its data is in IndexedDB after all). */
  snapshot(): Promise<MemorySnapshot | null>;
  changes: Subscribable<DatabaseChangeMessage>;
  /** Whose memory the engine this tab reaches now keeps (its status): another one after its worker restarted. */
  engines: Subscribable<string | undefined>;
}

/** The engine as a replica's source: its memory snapshot command and its change messages. */
export function memorySource(engine: EngineClient): ReplicaSource {
  return {
    snapshot: async () => {
      const answer = await engine.send('memorySnapshot');
      return answer.ok ? answer.value : null;
    },
    changes: engine.changes,
    engines: { subscribe: (listener) => engine.status.subscribe((status) => listener(status.memoryEngine)) },
  };
}

/** Dexie's DBCoreRangeType.Any: every key (a table's clear). */
const EVERY_KEY = 3;

function put(table: Table, keys: unknown[], values: unknown[]): Promise<unknown> {
  // Keys go beside the rows only where the rows do not carry them (Dexie refuses both).
  return table.schema.primKey.keyPath ? table.bulkPut(values) : table.bulkPut(values, keys as never);
}

async function applyChange(table: Table, change: DatabaseChange): Promise<void> {
  if (change.type === 'put') await put(table, change.keys, change.values);
  else if (change.type === 'delete') await table.bulkDelete(change.keys as never);
  else if (change.range.type === EVERY_KEY) await table.clear();
  else {
    const { lower, upper, lowerOpen, upperOpen } = change.range;
    await table.where(':id').between(lower, upper, !lowerOpen, !upperOpen).delete();
  }
}

/** One engine transaction as one transaction here: a live query sees all of its writes or none. */
async function applyTransaction(db: Dexie, { changes }: DatabaseChangeMessage): Promise<void> {
  const tables = [...new Set(changes.map((change) => change.table))].map((name) => db.table(name));
  await db.transaction('rw', tables, async () => {
    for (const { table, change } of changes) await applyChange(db.table(table), change);
  });
}

async function applySnapshot(database: (name: string) => Dexie, snapshot: MemorySnapshot): Promise<void> {
  for (const { name, tables } of snapshot.databases) {
    const db = database(name);
    await db.transaction('rw', db.tables, async () => {
      for (const { name: tableName, keys, values } of tables) {
        const table = db.table(tableName);
        await table.clear();
        await put(table, keys, values);
      }
    });
  }
}

/**
 * Keeps this tab's memory databases a replica of the engine's, where IndexedDB is refused (src/db/tab-storage.ts):
 * the views read the tab's own databases through live queries, which the replica's writes refresh as the engine's
 * writes refresh them elsewhere. It starts from a snapshot, then applies the engine's transactions in their numbered
 * order, each as one; those arriving while a snapshot loads wait for it. A missing number, or another engine (its
 * worker restarted, told by a change or by its status), means a change was missed: a new snapshot. The tab never
 * writes to these databases itself (its writes are engine commands), so nothing flows back. Resolves once the first
 * snapshot is in (or the engine had none to give), so the first screen shows who is logged in, not a login form for
 * a moment.
 */
export function replicateEngineMemory(source: ReplicaSource, database: (name: string) => Dexie): Promise<void> {
  let firstLoaded = () => {};
  const first = new Promise<void>((resolve) => {
    firstLoaded = resolve;
  });
  let engine: string | null = null;
  let seq = 0;
  let loading = false;
  let waiting: DatabaseChangeMessage[] = [];
  let work: Promise<void> = Promise.resolve();
  const run = (task: () => Promise<void>) => {
    work = work.then(task).catch((error: unknown) => console.error('[arc-replica] could not apply the engine change', error));
  };

  const resync = () => {
    if (loading) return;
    loading = true;
    run(async () => {
      const snapshot = await source.snapshot().catch(() => null);
      if (snapshot) {
        await applySnapshot(database, snapshot);
        engine = snapshot.engine;
        seq = snapshot.seq;
      }
      loading = false;
      firstLoaded();
      const heard = waiting;
      waiting = [];
      if (snapshot) heard.forEach(receive);
    });
  };

  function receive(message: DatabaseChangeMessage): void {
    if (loading) {
      waiting.push(message);
      return;
    }
    if (message.engine === engine && message.seq <= seq) return;
    if (message.engine !== engine || message.seq > seq + 1) {
      waiting.push(message);
      resync();
      return;
    }
    seq = message.seq;
    run(() => applyTransaction(database(message.db), message));
  }

  source.changes.subscribe(receive);
  source.engines.subscribe((current) => {
    if (current && current !== engine) resync();
  });
  resync();
  return first;
}
