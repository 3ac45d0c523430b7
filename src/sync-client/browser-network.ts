/** Whether this context is online, and its changes, from `navigator.onLine` and the online/offline events of `target`. */
export interface NetworkEvents {
  isOnline(): boolean;
  /** Calls `listener` on every change; returns the unsubscribe. */
  subscribe(listener: (online: boolean) => void): () => void;
}

/** The network as a window or a worker sees it (each has its own `navigator.onLine` and events). */
export function browserNetwork(target: EventTarget): NetworkEvents {
  return {
    isOnline: () => navigator.onLine,
    subscribe(listener) {
      const online = () => listener(true);
      const offline = () => listener(false);
      target.addEventListener('online', online);
      target.addEventListener('offline', offline);
      return () => {
        target.removeEventListener('online', online);
        target.removeEventListener('offline', offline);
      };
    },
  };
}
