import type { Endpoint } from 'comlink';

/**
 * A Comlink endpoint between two workers over the fallback's shared BroadcastChannel: what Comlink posts goes out in an
 * `rpc` envelope addressed from this worker to its peer, and `deliver` hands it the envelopes the peer sent here.
 * `close` ends it (the peer is gone): its listeners are dropped, so a call still waiting is left to the caller's race.
 */
export interface ChannelEndpoint extends Endpoint {
  deliver(data: unknown): void;
  close(): void;
}

export function channelEndpoint(post: (message: unknown) => void, from: string, to: string): ChannelEndpoint {
  const listeners = new Set<EventListenerOrEventListenerObject>();
  return {
    postMessage: (data: unknown) => post({ kind: 'rpc', from, to, data }),
    addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => void listeners.delete(listener),
    deliver(data) {
      const event = { data } as MessageEvent;
      for (const listener of listeners) {
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      }
    },
    close: () => listeners.clear(),
  };
}
