/**
 * Whether a tab may leave what changed undrawn: it is hidden (behind another tab, or its window minimised) and
 * nothing in it has to react to each change while hidden. Browsers throttle hidden tabs anyway; an operator with
 * ten tabs open would otherwise have all ten render every push on the same cores. The alarm-sound owner keeps its
 * tab awake: it plays the sound and sends the delivery reports, hidden or not.
 */
export interface BackgroundGate {
  paused(): boolean;
  /** Called when paused() may have changed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Keeps the tab drawing while hidden, for as long as `awake` is on for `reason`. */
  keepAwake(reason: string, awake: boolean): void;
}

export interface VisibilityEffects {
  isHidden(): boolean;
  onVisibilityChange(listener: () => void): () => void;
}

export function createBackgroundGate(visibility: VisibilityEffects): BackgroundGate {
  const reasons = new Set<string>();
  const listeners = new Set<() => void>();
  let stopWatching: (() => void) | null = null;
  const notify = () => listeners.forEach((listener) => listener());
  return {
    paused: () => reasons.size === 0 && visibility.isHidden(),
    subscribe(listener) {
      listeners.add(listener);
      stopWatching ??= visibility.onVisibilityChange(notify);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stopWatching?.();
        stopWatching = null;
      };
    },
    keepAwake(reason, awake) {
      if (awake === reasons.has(reason)) return;
      if (awake) reasons.add(reason);
      else reasons.delete(reason);
      notify();
    },
  };
}

/** The part of the page's document the gate reads (typed here: this folder also compiles for the engine's worker). */
interface VisibleDocument {
  readonly visibilityState: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** Never paused where there is no document (the engine's worker, tests of other parts). */
function documentVisibility(page: VisibleDocument | undefined): VisibilityEffects {
  if (!page) return { isHidden: () => false, onVisibilityChange: () => () => undefined };
  return {
    isHidden: () => page.visibilityState === 'hidden',
    onVisibilityChange(listener) {
      page.addEventListener('visibilitychange', listener);
      return () => page.removeEventListener('visibilitychange', listener);
    },
  };
}

export const backgroundGate = createBackgroundGate(documentVisibility((globalThis as { document?: VisibleDocument }).document));
