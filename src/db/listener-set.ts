/**
 * The listeners of an external store (useSyncExternalStore) that starts reading with its first listener and stops
 * with its last. `prime` starts it before anyone listens (the console's start, ahead of React) and holds it until
 * the first real listener takes over, or lets it go after `holdMs` if none comes.
 */
export interface ListenerSet {
  subscribe(listener: () => void): () => void;
  prime(holdMs: number): void;
  notify(): void;
}

export function createListenerSet(lifecycle: { start(): void; stop(): void }): ListenerSet {
  const listeners = new Set<() => void>();
  const hold = () => undefined;
  let releaseHold: (() => void) | null = null;

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    if (listeners.size === 1) lifecycle.start();
    else if (releaseHold && listener !== hold) queueMicrotask(() => releaseHold?.());
    return () => {
      if (!listeners.delete(listener)) return;
      if (listeners.size === 0) lifecycle.stop();
    };
  };

  return {
    subscribe,
    prime(holdMs) {
      if (listeners.size > 0) return;
      const unsubscribe = subscribe(hold);
      const timer = setTimeout(() => releaseHold?.(), holdMs);
      releaseHold = () => {
        releaseHold = null;
        clearTimeout(timer);
        unsubscribe();
      };
    },
    notify() {
      for (const listener of listeners) if (listener !== hold) listener();
    },
  };
}
