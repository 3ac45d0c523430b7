import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDtmfQueue, DTMF_TONE_MS } from './dtmf-queue.ts';

describe('DTMF queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('CALL-36 keys pressed while a tone plays wait for it and go as the next run, none lost', () => {
    const runs: string[] = [];
    const queue = createDtmfQueue((digits) => runs.push(digits), () => Date.now());
    queue.push('0');
    queue.push('1');
    queue.push('3');
    expect(runs).toEqual(['0']);
    vi.advanceTimersByTime(DTMF_TONE_MS);
    expect(runs).toEqual(['0', '13']);
    queue.push('4');
    vi.advanceTimersByTime(2 * DTMF_TONE_MS - 1);
    expect(runs).toEqual(['0', '13']);
    vi.advanceTimersByTime(1);
    expect(runs).toEqual(['0', '13', '4']);
  });

  it('a key pressed after the run has ended goes at once; clear drops what waits for an ended call', () => {
    const runs: string[] = [];
    const queue = createDtmfQueue((digits) => runs.push(digits), () => Date.now());
    queue.push('8');
    vi.advanceTimersByTime(DTMF_TONE_MS);
    queue.push('7');
    expect(runs).toEqual(['8', '7']);
    queue.push('1');
    queue.clear();
    vi.advanceTimersByTime(10 * DTMF_TONE_MS);
    expect(runs).toEqual(['8', '7']);
  });
});
