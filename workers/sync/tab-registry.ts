import type { TabMessage } from '../../src/sync-client/messages.ts';
import type { LockManagerLike } from './effects.ts';

/**
 * The tabs attached to the engine. A closed tab sends nothing (whatwg/html#1766), so each tab holds a Web Lock for
 * its whole life and the registry queues for that same lock: being granted it means the tab is gone. No heartbeats, so a frozen background tab is never dropped by mistake.
 */

export interface TabRegistry {
  attach(tabLock: string, listener: (message: TabMessage) => void): string;
  broadcast(message: TabMessage): void;
  count(): number;
  /** Called with the tab id whenever a tab goes away. */
  onTabGone(listener: (tabId: string) => void): () => void;
  dispose(): void;
}

export function createTabRegistry(locks: LockManagerLike): TabRegistry {
  const tabs = new Map<string, (message: TabMessage) => void>();
  const goneListeners = new Set<(tabId: string) => void>();
  const abort = new AbortController();

  const gone = (tabId: string) => {
    if (!tabs.delete(tabId)) return;
    for (const listener of goneListeners) listener(tabId);
  };

  return {
    attach(tabLock, listener) {
      const tabId = tabLock;
      tabs.set(tabId, listener);
      locks.request(tabLock, { signal: abort.signal }, () => gone(tabId)).catch(() => undefined);
      return tabId;
    },
    broadcast(message) {
      for (const listener of tabs.values()) {
        // A tab that cannot be reached is about to be reported gone by its lock, so its failure is dropped.
        Promise.resolve()
          .then(() => listener(message))
          .catch(() => undefined);
      }
    },
    count: () => tabs.size,
    onTabGone(listener) {
      goneListeners.add(listener);
      return () => goneListeners.delete(listener);
    },
    dispose() {
      abort.abort();
      tabs.clear();
    },
  };
}
