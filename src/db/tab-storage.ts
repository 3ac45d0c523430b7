import { keepDatabasesIn } from './database.ts';
import { memoryBackendIfRefused } from './memory-backend.ts';

let chosen: Promise<'indexeddb' | 'memory'> | undefined;

/**
 * Where this tab's databases live, decided once before any is opened: by the tab's own probe of IndexedDB, not by
 * the engine's status, since the probe answers in milliseconds while the engine answers a tab only once it has taken
 * the stored session over, and private modes and disabled storage refuse IndexedDB to pages and workers alike.
 * Refused: the databases are memory replicas of the engine's (src/sync-client/memory-replica.ts).
 */
export function tabStorage(): Promise<'indexeddb' | 'memory'> {
  chosen ??= memoryBackendIfRefused().then((memory) => {
    if (!memory) return 'indexeddb';
    keepDatabasesIn(memory);
    return 'memory';
  });
  return chosen;
}
