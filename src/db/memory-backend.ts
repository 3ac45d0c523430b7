import type { DexieOptions } from 'dexie';

/** Where a context's databases live when it is not the browser's IndexedDB. */
export type DatabaseBackend = Pick<DexieOptions, 'indexedDB' | 'IDBKeyRange'>;

/**
 * Some browsers refuse IndexedDB (private modes, storage disabled): null where it opens, else a memory IndexedDB
 * (fake-indexeddb). The engine keeps its data there (workers/sync/database-opener.ts) and each tab its replica of
 * the engine's (src/sync-client/memory-replica.ts). Loaded only here: a browser with a working IndexedDB never
 * downloads it.
 */
export async function memoryBackendIfRefused(probe: () => Promise<void> = probeIndexedDb): Promise<DatabaseBackend | null> {
  try {
    await probe();
    return null;
  } catch {
    const memory = await import('fake-indexeddb');
    return { indexedDB: memory.indexedDB, IDBKeyRange: memory.IDBKeyRange };
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
