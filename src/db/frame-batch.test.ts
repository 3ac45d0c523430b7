import { describe, expect, it, vi } from 'vitest';
import { createFrameBatch, FRAME_FALLBACK_MS, pageFrames } from './frame-batch.ts';

/** A page whose frames come when the test says. */
function framedPage() {
  const page = { hidden: false, frames: [] as (() => void)[] };
  const nextFrame = () => page.frames.splice(0).forEach((callback) => callback());
  return { page, nextFrame, effects: { requestFrame: (callback: () => void) => void page.frames.push(callback), hidden: () => page.hidden } };
}

describe('frame batch', () => {
  it('flood mode: the first change of a frame shows at once, the others of that frame once together at the next frame', () => {
    const { effects, nextFrame } = framedPage();
    const show = vi.fn();
    const batch = createFrameBatch(show, effects);
    batch.request();
    expect(show).toHaveBeenCalledTimes(1);
    batch.request();
    batch.request();
    batch.request();
    expect(show).toHaveBeenCalledTimes(1);
    nextFrame();
    expect(show).toHaveBeenCalledTimes(2);
    // A frame with no change closes the burst: the next change shows at once again.
    nextFrame();
    expect(show).toHaveBeenCalledTimes(2);
    batch.request();
    expect(show).toHaveBeenCalledTimes(3);
  });

  it('flood mode: a hidden page gets no frames, so every change shows at once; a change waiting when it hides shows on flush', () => {
    const { page, effects } = framedPage();
    const show = vi.fn();
    const batch = createFrameBatch(show, effects);
    batch.request();
    batch.request();
    expect(show).toHaveBeenCalledTimes(1);
    page.hidden = true;
    batch.flush();
    expect(show).toHaveBeenCalledTimes(2);
    batch.flush();
    batch.request();
    batch.request();
    expect(show).toHaveBeenCalledTimes(4);
  });

  it('a cancelled change is not shown at the next frame', () => {
    const { effects, nextFrame } = framedPage();
    const show = vi.fn();
    const batch = createFrameBatch(show, effects);
    batch.request();
    batch.request();
    batch.cancel();
    nextFrame();
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('without a page (the engine, Node) there are no frames: every change shows at once', () => {
    const show = vi.fn();
    const batch = createFrameBatch(show, pageFrames({}));
    batch.request();
    batch.request();
    expect(show).toHaveBeenCalledTimes(2);
  });

  it('a frame that does not come on a page that says it is seen holds a change back no longer than the fallback', () => {
    vi.useFakeTimers();
    try {
      const show = vi.fn();
      const batch = createFrameBatch(show, pageFrames({ document: { visibilityState: 'visible' }, requestAnimationFrame: () => 0 }));
      batch.request();
      batch.request();
      expect(show).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(FRAME_FALLBACK_MS);
      expect(show).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
