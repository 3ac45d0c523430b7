import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSoundOwner } from './use-sound-owner.ts';

/** An exclusive lock manager: one holder at a time, waiters granted in order. */
function fakeLocks() {
  let held = false;
  const queue: (() => void)[] = [];
  const grantNext = () => {
    const next = queue.shift();
    if (next) next();
    else held = false;
  };
  return {
    request(_name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>) {
      return new Promise<void>((resolve, reject) => {
        const run = () => {
          held = true;
          void callback().then(() => {
            resolve();
            grantNext();
          });
        };
        if (!held) run();
        else {
          queue.push(run);
          options.signal?.addEventListener('abort', () => {
            const index = queue.indexOf(run);
            if (index >= 0) queue.splice(index, 1);
            reject(new DOMException('aborted', 'AbortError'));
          });
        }
      });
    },
  };
}

describe('useSoundOwner', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ALIST-27 only one tab plays alarm sounds; the next takes over when it closes', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: fakeLocks() });
    const first = renderHook(() => useSoundOwner());
    const second = renderHook(() => useSoundOwner());
    await act(async () => undefined);
    expect(first.result.current).toBe(true);
    expect(second.result.current).toBe(false);
    first.unmount();
    await act(async () => undefined);
    expect(second.result.current).toBe(true);
  });
});
