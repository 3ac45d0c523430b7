import { WebSocket } from 'ws';
import { openSessionDirectory, openUserDatabase } from '../../../src/db/database.ts';
import type { EngineEffects, SocketLike } from '../effects.ts';
import { FakeChannelHub } from './fake-channel.ts';
import { FakeLocks } from './fake-locks.ts';
import { FakeNetwork } from './fake-network.ts';

/** Effects for running the real engine in Node against the real server: real fetch, `ws`, real timers. */
export function nodeEffects(baseUrl: string) {
  const sockets: WebSocket[] = [];
  const network = new FakeNetwork(true);
  const effects: EngineEffects = {
    databases: { open: openUserDatabase, directory: openSessionDirectory, kind: () => 'indexeddb' },
    build: 'arc-sync-test-p1',
    baseUrl,
    fetch: (input, init) => (network.isOnline() ? fetch(input, init) : Promise.reject(new TypeError('offline'))),
    openSocket: (url) => {
      const socket = new WebSocket(url);
      sockets.push(socket);
      return socket as unknown as SocketLike;
    },
    clock: {
      now: () => Date.now(),
      setTimeout: (fn, ms) => setTimeout(fn, Math.min(ms, 2 ** 31 - 1)),
      clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    },
    locks: new FakeLocks(),
    openChannel: (name) => new FakeChannelHub().open(name),
    network,
    requestPersistentStorage: async () => null,
    randomId: () => crypto.randomUUID(),
  };
  return { effects, sockets, network };
}

/** Polls `check` until it is truthy (no timed assertion: the test's own timeout is the limit). */
export async function waitFor<T>(check: () => Promise<T> | T, intervalMs = 50): Promise<NonNullable<T>> {
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
