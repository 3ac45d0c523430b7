import { describe, expect, it } from 'vitest';
import { autoHangUp } from './auto-hang-up.ts';

describe('autoHangUp', () => {
  const at = new Date(2026, 10, 28, 18, 55, 21);
  it('qa-handling P2-13 the time is in the console\'s 24-hour format; the seconds left count only in the last minute', () => {
    expect(autoHangUp(at.toISOString(), at.getTime() - 15 * 60_000)).toEqual({ time: '18:55', secondsLeft: null });
    expect(autoHangUp(at.toISOString(), at.getTime() - 60_000)).toEqual({ time: '18:55', secondsLeft: 60 });
    expect(autoHangUp(at.toISOString(), at.getTime() - 1_500)).toEqual({ time: '18:55', secondsLeft: 2 });
    expect(autoHangUp(at.toISOString(), at.getTime() + 3_000)).toEqual({ time: '18:55', secondsLeft: 0 });
    expect(autoHangUp(null, 0)).toBeNull();
    expect(autoHangUp('soon', 0)).toBeNull();
  });
});
