/** The page's frames, and whether it gets any (a hidden page gets none). */
export interface FrameEffects {
  requestFrame(callback: () => void): void;
  hidden(): boolean;
}

export interface FrameBatch {
  /** Something changed: `show` runs now, or with the other changes of this frame at the next one. */
  request(): void;
  /** A change waiting for the next frame shows now (the page is being hidden: that frame may never come). */
  flush(): void;
  /** Drops a change waiting for the next frame. */
  cancel(): void;
}

/**
 * A burst of changes drawn once per frame: the first change of a frame shows at once (a lone push is drawn as soon as
 * it comes), the others of the same frame together at the next one, so that many pushes in one frame cost one render
 * (a flood's 2,000 alarms a minute rendered the list once per push). While the page is hidden it gets no frames and
 * every change shows at once: the alarm-sound owner must hear each new alarm, hidden or not.
 */
export function createFrameBatch(show: () => void, effects: FrameEffects): FrameBatch {
  /** A frame was asked for since the last change shown: changes until it comes wait for it. */
  let frameAsked = false;
  let waiting = false;

  const onFrame = () => {
    if (!waiting) {
      frameAsked = false;
      return;
    }
    waiting = false;
    effects.requestFrame(onFrame);
    show();
  };

  return {
    request() {
      if (effects.hidden()) {
        waiting = false;
        show();
      } else if (frameAsked) waiting = true;
      else {
        frameAsked = true;
        effects.requestFrame(onFrame);
        show();
      }
    },
    flush() {
      if (!waiting) return;
      waiting = false;
      show();
    },
    cancel() {
      waiting = false;
    },
  };
}

/** The parts of the page the frames come from (typed here: this folder also compiles for the engine's worker). */
interface FramingPage {
  document?: { readonly visibilityState: string };
  requestAnimationFrame?(callback: () => void): number;
}

/** A frame that has not come by then (a page the browser stopped drawing while it says it is seen) is not waited for. */
export const FRAME_FALLBACK_MS = 100;

/** The page's animation frames; where there is no page (the engine's worker, Node) no frames: every change at once. */
export function pageFrames(page: FramingPage = globalThis as FramingPage): FrameEffects {
  const { document: shown, requestAnimationFrame: frame } = page;
  if (!shown || !frame) return { requestFrame: () => undefined, hidden: () => true };
  return {
    requestFrame(callback) {
      let called = false;
      const once = () => {
        if (called) return;
        called = true;
        clearTimeout(fallback);
        callback();
      };
      const fallback = setTimeout(once, FRAME_FALLBACK_MS);
      frame.call(page, once);
    },
    hidden: () => shown.visibilityState === 'hidden',
  };
}
