import type { DBCore, DBCoreMutateRequest, DBCoreMutateResponse, DBCoreTable, Dexie } from 'dexie';
import type { DatabaseChange } from '../../src/sync-client/messages.ts';
import type { DatabaseChangeMessage, MemorySnapshot } from '../../src/sync-client/engine-types.ts';

/**
 * The writes to the engine's memory databases, for the tabs. Where IndexedDB is refused the engine's data lives in
 * its worker's memory, which no tab can read: each tab keeps a replica (src/db/memory-replica.ts) that starts from
 * `snapshot()` and follows the changes `listen` hears. A Dexie DBCore middleware on each database notes the writes
 * of a transaction and sends them together once it commits (an aborted one changed nothing), numbered in commit
 * order.
 */
export interface MemoryChanges {
  /** Names this engine's memory in its messages and status: another engine's memory holds none of it. */
  readonly engine: string;
  /** Installs the middleware on a memory database; call before it opens. */
  watch(db: Dexie): void;
  listen(post: (message: DatabaseChangeMessage) => void): () => void;
  snapshot(): Promise<MemorySnapshot>;
}

export function createMemoryChanges(engine: string): MemoryChanges {
  const databases: Dexie[] = [];
  const listeners = new Set<(message: DatabaseChangeMessage) => void>();
  /** Changes of a transaction not yet committed, by transaction (DBCore's transaction is the IDBTransaction). */
  const pending = new WeakMap<object, { table: string; change: DatabaseChange }[]>();
  let seq = 0;

  const committed = (db: string, changes: { table: string; change: DatabaseChange }[]) => {
    seq += 1;
    const message: DatabaseChangeMessage = { kind: 'db-change', engine, seq, db, changes };
    for (const listener of listeners) listener(message);
  };

  const note = (db: string, request: DBCoreMutateRequest, change: DatabaseChange, table: string) => {
    const trans = request.trans as unknown as IDBTransaction;
    let changes = pending.get(trans);
    if (!changes) {
      const noted: { table: string; change: DatabaseChange }[] = [];
      changes = noted;
      pending.set(trans, noted);
      trans.addEventListener('complete', () => committed(db, noted));
    }
    changes.push({ table, change });
  };

  const changeOf = (table: DBCoreTable, request: DBCoreMutateRequest, response: DBCoreMutateResponse): DatabaseChange | null => {
    if (request.type === 'deleteRange') return { type: 'deleteRange', range: request.range };
    const done = (_: unknown, index: number) => !response.failures[index];
    if (request.type === 'delete') return { type: 'delete', keys: request.keys.filter(done) };
    const keys = (response.results ?? request.keys ?? []).filter(done);
    const { keyPath, autoIncrement } = table.schema.primaryKey;
    // A generated key is in the stored row but not in the value written: the replica's row must carry it.
    const values = request.values
      .filter(done)
      .map((value: object, index) => (autoIncrement && typeof keyPath === 'string' ? { ...value, [keyPath]: keys[index] } : value));
    return keys.length ? { type: 'put', keys, values } : null;
  };

  return {
    engine,
    watch(db) {
      databases.push(db);
      db.use({
        stack: 'dbcore',
        name: 'memory-changes',
        create: (down: DBCore) => ({
          ...down,
          table: (name: string) => {
            const table = down.table(name);
            return {
              ...table,
              mutate: async (request: DBCoreMutateRequest) => {
                const response = await table.mutate(request);
                const change = changeOf(table, request, response);
                if (change) note(db.name, request, change, name);
                return response;
              },
            };
          },
        }),
      });
    },
    listen(post) {
      listeners.add(post);
      return () => listeners.delete(post);
    },
    async snapshot() {
      // Taken before the reads: every change numbered up to here committed before them, so the reads hold it; later
      // ones may be held too, and applying them again on the replica ends in the same rows.
      const at = seq;
      // The directory (watched first) goes last: a tab that follows it to a user's database finds that one filled.
      const read = await Promise.all(
        [...databases].reverse().map(async (db) => ({
          name: db.name,
          tables: await db.transaction('r', db.tables, () =>
            Promise.all(
              db.tables.map(async (table) => ({
                name: table.name,
                keys: await table.toCollection().primaryKeys(),
                values: await table.toArray(),
              })),
            ),
          ),
        })),
      );
      return { engine, seq: at, databases: read };
    },
  };
}
