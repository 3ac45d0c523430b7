import { describe, expect, it } from 'vitest';
import { callTimerText } from './call-timer.ts';

describe('callTimerText', () => {
  it('counts whole seconds from the start of media', () => {
    expect(callTimerText(null, null, 5_000)).toBe('');
    expect(callTimerText(1_000, null, 1_999)).toBe('0:00');
    expect(callTimerText(1_000, null, 66_000)).toBe('1:05');
    expect(callTimerText(0, null, 3_723_000)).toBe('1:02:03');
  });
  it('stops at the end of the call and keeps showing that time', () => {
    expect(callTimerText(1_000, 11_000, 99_000)).toBe('0:10');
  });
});
