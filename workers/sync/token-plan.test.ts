import { describe, expect, it } from 'vitest';
import { isValidAdmin, nextRefreshDelayMs, planOnEntry, sessionEnded } from './token-plan.ts';

describe('token plan', () => {
  it('SESSION-04 schedules the next refresh at half of expires_in', () => {
    expect(nextRefreshDelayMs(3600)).toBe(1_800_000);
  });

  it('SESSION-05 SESSION-06 renews only for a valid admin', () => {
    expect(isValidAdmin(null)).toBe(true);
    expect(isValidAdmin(12)).toBe(true);
    expect(isValidAdmin(0)).toBe(false);
  });

  it('SESSION-07 renews at once under 300000 ms left or without a renewal stamp', () => {
    expect(planOnEntry(0, 299_999, 1)).toEqual({ kind: 'renewNow' });
    expect(planOnEntry(0, 3_600_000, null)).toEqual({ kind: 'renewNow' });
  });

  it('SESSION-08 otherwise refreshes in half the remaining time minus 20 s', () => {
    expect(planOnEntry(0, 3_600_000, 1)).toEqual({ kind: 'refreshIn', ms: 1_780_000 });
  });

  it('SESSION-11 ends the session once the initial expiry has passed', () => {
    expect(sessionEnded(999, 1000)).toBe(false);
    expect(sessionEnded(1000, 1000)).toBe(true);
  });
});
