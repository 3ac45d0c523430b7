import type { NetworkState } from './effects.ts';

/**
 * The engine's view of the network: the worker's own navigator.onLine, and what the tabs report. Tabs see the
 * same network in a real browser, but a SharedWorker may miss offline events (and emulated offline in tests never
 * reaches it), so the latest tab report counts too. Offline means offline: navigator.onLine false is reliable.
 * With `untilFirstReport`, the network counts as offline until a tab has reported: an engine started by a tab that
 * opened offline must not replay the outbox in the moment before that tab says so.
 */
export interface CombinedNetwork extends NetworkState {
  report(online: boolean): void;
  /** What the status shows: before any tab has reported, the worker's own view (not a false "offline"). */
  shownOnline(): boolean;
}

export function createCombinedNetwork(own: NetworkState, options: { untilFirstReport?: boolean } = {}): CombinedNetwork {
  const listeners = new Set<(online: boolean) => void>();
  let tabsOnline: boolean | null = options.untilFirstReport ? null : true;
  const isOnline = () => own.isOnline() && tabsOnline === true;
  let last = isOnline();
  const notify = () => {
    const now = isOnline();
    if (now === last) return;
    last = now;
    for (const listener of listeners) listener(now);
  };
  own.subscribe(notify);
  return {
    isOnline,
    shownOnline: () => (tabsOnline === null ? own.isOnline() : isOnline()),
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
