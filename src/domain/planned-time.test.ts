import { describe, expect, it } from 'vitest';
import { plannedTimeProblem } from './planned-time.ts';

const now = new Date(2026, 0, 15, 12, 0).getTime();

describe('plannedTimeProblem', () => {
  it('PLAN-10 refuses a planned time in the past', () => {
    expect(plannedTimeProblem(now - 60_000, now)).toBe('past');
    expect(plannedTimeProblem(now, now)).toBeUndefined();
    expect(plannedTimeProblem(now + 60_000, now)).toBeUndefined();
  });

  it('PLAN-11 allows at most 36 months ahead', () => {
    expect(plannedTimeProblem(new Date(2029, 0, 15, 12, 0), now)).toBeUndefined();
    expect(plannedTimeProblem(new Date(2029, 0, 15, 12, 1), now)).toBe('tooFar');
  });

  it('refuses a missing or unreadable time', () => {
    expect(plannedTimeProblem('', now)).toBe('missing');
    expect(plannedTimeProblem('not a time', now)).toBe('missing');
  });
});
