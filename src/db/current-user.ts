import { liveQuery } from 'dexie';
import { createListenerSet } from './listener-set.ts';
import { openSessionDirectory, type SessionDirectory } from './database.ts';

/**
 * Who is logged in on this browser, read once for every view (each hook reading the session directory itself made
 * one more IndexedDB round trip before any view could read the user's data). undefined until the first read.
 */
export interface CurrentUserStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): string | null | undefined;
  /** Starts the read ahead of React (see ListenerSet.prime); resolves with its first answer. */
  prime(holdMs: number): Promise<string | null>;
}

export function createCurrentUserStore(directory: () => SessionDirectory): CurrentUserStore {
  let username: string | null | undefined;
  let subscription: { unsubscribe(): void } | null = null;
  const answered = new Set<(name: string | null) => void>();

  const settle = (name: string | null) => {
    username = name;
    for (const resolve of answered) resolve(name);
    answered.clear();
    listeners.notify();
  };

  const listeners = createListenerSet({
    start: () => {
      subscription = liveQuery(async () => (await directory().current.get('current'))?.username ?? null).subscribe({
        next: settle,
        // Without a readable directory nobody can be logged in here (the login shows, and says why if it cannot store).
        error: (error: unknown) => {
          console.error('session directory unreadable', error);
          settle(null);
        },
      });
    },
    stop: () => {
      subscription?.unsubscribe();
      subscription = null;
      username = undefined;
      answered.clear();
    },
  });

  return {
    subscribe: listeners.subscribe,
    getSnapshot: () => username,
    prime(holdMs) {
      listeners.prime(holdMs);
      return username !== undefined ? Promise.resolve(username) : new Promise((resolve) => answered.add(resolve));
    },
  };
}

let shared: CurrentUserStore | null = null;

/** The store every view of this page shares. */
export function currentUser(): CurrentUserStore {
  shared ??= createCurrentUserStore(openSessionDirectory);
  return shared;
}
