import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackgroundGate } from '../db/background-gate.ts';
import { useNow } from './use-now.ts';

function hiddenPage() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const gate = createBackgroundGate({
    isHidden: () => hidden,
    onVisibilityChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
  const show = (visible: boolean) => {
    hidden = !visible;
    listeners.forEach((listener) => listener());
  };
  return { gate, show };
}

describe('useNow', () => {
  afterEach(() => vi.useRealTimers());

  it('the clock stands while the tab is hidden and reads the time again as it shows', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
    const page = hiddenPage();
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useNow(60_000, undefined, page.gate);
    });
    const start = result.current;
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(start + 60_000);

    act(() => page.show(false));
    const hiddenRenders = renders;
    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(renders).toBe(hiddenRenders);
    expect(result.current).toBe(start + 60_000);

    act(() => page.show(true));
    expect(result.current).toBe(start + 6 * 60_000);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(start + 7 * 60_000);
  });

  it('the sound owner keeps its clock while hidden', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
    const page = hiddenPage();
    page.gate.keepAwake('alarm-sound', true);
    const { result } = renderHook(() => useNow(60_000, undefined, page.gate));
    const start = result.current;
    act(() => page.show(false));
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(result.current).toBe(start + 2 * 60_000);
  });
});
