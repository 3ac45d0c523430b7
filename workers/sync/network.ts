import type { NetworkState } from './effects.ts';

/**
 * The engine's view of the network: the worker's own navigator.onLine, and what the tabs report. Tabs see the
 * same network in a real browser, but a SharedWorker may miss offline events (and emulated offline in tests never
 * reaches it), so the latest tab report counts too. Offline means offline: navigator.onLine false is reliable.
 */
export interface CombinedNetwork extends NetworkState {
  report(online: boolean): void;
}

export function createCombinedNetwork(own: NetworkState): CombinedNetwork {
  const listeners = new Set<(online: boolean) => void>();
  let tabsOnline = true;
  let last = own.isOnline();
  const isOnline = () => own.isOnline() && tabsOnline;
  const notify = () => {
    const now = isOnline();
    if (now === last) return;
    last = now;
    for (const listener of listeners) listener(now);
  };
  own.subscribe(notify);
  return {
    isOnline,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report(online) {
      tabsOnline = online;
      notify();
    },
  };
}
