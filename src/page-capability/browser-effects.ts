import type { CapabilityChannel, CapabilityEffects } from './effects.ts';

/**
 * The page's own Web Locks, BroadcastChannel, visibility and focus; null where the browser lacks Web Locks or
 * BroadcastChannel (old browsers, test DOMs): then every tab owns its capabilities alone.
 */
export function browserEffects(): CapabilityEffects | null {
  if (typeof navigator === 'undefined' || !navigator.locks || typeof BroadcastChannel === 'undefined') return null;
  const locks = navigator.locks;
  const listen = (target: EventTarget, type: string) => (listener: () => void) => {
    target.addEventListener(type, listener);
    return () => target.removeEventListener(type, listener);
  };
  return {
    locks: { request: (name, options, callback) => locks.request(name, options, callback) },
    openChannel(name) {
      const channel = new BroadcastChannel(name);
      const wrapped: CapabilityChannel = { onmessage: null, postMessage: (message) => channel.postMessage(message), close: () => channel.close() };
      channel.onmessage = (event) => wrapped.onmessage?.(event);
      return wrapped;
    },
    page: {
      isVisible: () => document.visibilityState === 'visible',
      hasFocus: () => document.hasFocus(),
      onVisibilityChange: listen(document, 'visibilitychange'),
      onFocus: listen(window, 'focus'),
    },
    randomId: () => crypto.randomUUID(),
  };
}
