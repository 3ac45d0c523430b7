import { useLayoutEffect, useRef } from 'react';

/**
 * A signal aborted when the component goes: unmounted, or hidden while the page the operator went to is still
 * loading (React keeps a hidden page mounted but runs its layout cleanups). An answer that arrives after that must
 * not act on the screen they left (navigate them back, say). Read `.current` when the answer arrives.
 */
export function useUnmountSignal(): { readonly current: AbortSignal } {
  const signal = useRef(new AbortController().signal);
  useLayoutEffect(() => {
    const controller = new AbortController();
    signal.current = controller.signal;
    return () => controller.abort();
  }, []);
  return signal;
}
