import { browserNetwork } from '../../src/sync-client/browser-network.ts';
import { createDatabaseOpener } from './database-opener.ts';
import type { ChannelLike, EngineEffects, SocketLike } from './effects.ts';

const MAX_TIMER_MS = 2 ** 31 - 1;

/** The real browser APIs of a worker (SharedWorker or dedicated), as the engine's effects. */
export async function browserEffects(): Promise<EngineEffects> {
  const scope = globalThis as unknown as WorkerGlobalScope;
  return {
    databases: await createDatabaseOpener(),
    build: (scope as unknown as { name: string }).name,
    baseUrl: scope.location.origin,
    fetch: (input, init) => fetch(input, init),
    openSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    clock: {
      now: () => Date.now(),
      // Browsers fire at once for delays beyond 2^31-1 ms; a long session end must not log out at once.
      setTimeout: (fn, ms) => setTimeout(fn, Math.min(ms, MAX_TIMER_MS)),
      clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    },
    locks: navigator.locks,
    openChannel: (name) => new BroadcastChannel(name) as unknown as ChannelLike,
    network: browserNetwork(scope),
    // persist() exists only in a window; a worker can read whether storage is persisted.
    requestPersistentStorage: async () => (navigator.storage?.persisted ? navigator.storage.persisted() : null),
    randomId: () => crypto.randomUUID(),
  };
}
