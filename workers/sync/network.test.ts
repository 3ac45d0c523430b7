import { describe, expect, it } from 'vitest';
import type { NetworkState } from './effects.ts';
import { createCombinedNetwork } from './network.ts';

function ownNetwork(online: boolean): NetworkState & { set(online: boolean): void } {
  const listeners = new Set<(online: boolean) => void>();
  return {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      online = next;
      for (const listener of listeners) listener(next);
    },
  };
}

describe('the engine network', () => {
  it('is offline when either the worker or the tabs say so', () => {
    const own = ownNetwork(true);
    const network = createCombinedNetwork(own);
    expect(network.isOnline()).toBe(true);
    network.report(false);
    expect(network.isOnline()).toBe(false);
    network.report(true);
    own.set(false);
    expect(network.isOnline()).toBe(false);
  });

  it('an engine started by a tab stays offline until that tab has reported, then goes online once', () => {
    const network = createCombinedNetwork(ownNetwork(true), { untilFirstReport: true });
    const changes: boolean[] = [];
    network.subscribe((online) => changes.push(online));
    expect(network.isOnline()).toBe(false);
    // The status does not claim a lost connection meanwhile: it shows the worker's own view.
    expect(network.shownOnline()).toBe(true);
    network.report(false);
    expect(network.shownOnline()).toBe(false);
    expect(changes).toEqual([]);
    network.report(true);
    expect(network.isOnline()).toBe(true);
    expect(changes).toEqual([true]);
  });
});
