import { ArcDatabase, openSessionDirectory, openUserDatabase, SessionDirectory } from '../../src/db/database.ts';
import type { DatabaseOpener } from './effects.ts';

/**
 * The user databases of a browser engine. Some browsers refuse IndexedDB (private modes, storage disabled): the
 * engine then keeps the session in a memory IndexedDB and says so in its status (`storage: 'memory'`), as
 * Replicache's store does, instead of failing to log in. Nothing kept in memory survives the worker.
 */
export async function createDatabaseOpener(probe: () => Promise<void> = probeIndexedDb): Promise<DatabaseOpener> {
  try {
    await probe();
    return { open: openUserDatabase, directory: openSessionDirectory, kind: () => 'indexeddb' };
  } catch {
    // Loaded only here: a browser with a working IndexedDB never downloads it.
    const memory = await import('fake-indexeddb');
    const backend = { indexedDB: memory.indexedDB, IDBKeyRange: memory.IDBKeyRange };
    const opened = new Map<string, ArcDatabase>();
    const directory = new SessionDirectory(backend);
    return {
      directory: () => directory,
      open(username) {
        const db = opened.get(username) ?? new ArcDatabase(username, backend);
        opened.set(username, db);
        return db;
      },
      kind: () => 'memory',
    };
  }
}

async function probeIndexedDb(): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.open('arc-probe');
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
  });
}
