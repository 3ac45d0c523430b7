import { ArcDatabase, openSessionDirectory, openUserDatabase, SessionDirectory } from '../../src/db/database.ts';
import { memoryBackendIfRefused } from '../../src/db/memory-backend.ts';
import type { DatabaseOpener } from './effects.ts';
import { createMemoryChanges } from './memory-changes.ts';

/**
 * The user databases of a browser engine. Some browsers refuse IndexedDB (private modes, storage disabled): the
 * engine then keeps the session in a memory IndexedDB and says so in its status (`storage: 'memory'`), as
 * Replicache's store does, instead of failing to log in. Nothing kept in memory survives the worker. The tabs cannot
 * read the worker's memory: its databases send their writes to the tabs' replicas (memory-changes.ts).
 */
export async function createDatabaseOpener(probe?: () => Promise<void>): Promise<DatabaseOpener> {
  const backend = await memoryBackendIfRefused(probe);
  if (!backend) return { open: openUserDatabase, directory: openSessionDirectory, kind: () => 'indexeddb' };
  const changes = createMemoryChanges(crypto.randomUUID());
  const opened = new Map<string, ArcDatabase>();
  const directory = new SessionDirectory(backend);
  changes.watch(directory);
  return {
    directory: () => directory,
    open(username) {
      let db = opened.get(username);
      if (!db) {
        db = new ArcDatabase(username, backend);
        changes.watch(db);
        opened.set(username, db);
      }
      return db;
    },
    kind: () => 'memory',
    changes,
  };
}
