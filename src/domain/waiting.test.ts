import { describe, expect, it } from 'vitest';
import { pinLongestWaiting, waitedSince } from './waiting.ts';

const now = Date.parse('2026-03-01T12:00:00Z');

describe('waiting', () => {
  it('counts whole minutes, hours and days since the alarm arrived', () => {
    expect(waitedSince('2026-03-01T11:59:30Z', now)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(waitedSince('2026-03-01T11:56:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 4 });
    expect(waitedSince('2026-03-01T10:55:00Z', now)).toEqual({ days: 0, hours: 1, minutes: 5 });
    expect(waitedSince('2026-02-27T11:00:00Z', now)).toEqual({ days: 2, hours: 1, minutes: 0 });
    expect(waitedSince('2026-03-01T12:05:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(waitedSince('0001-01-01T00:00:00', now)).toBeUndefined();
  });

  it('the longest-waiting unanswered alarm is pinned first; the rest keep their order', () => {
    const rows = [
      { id: 1, at: 300, waiting: true },
      { id: 2, at: 100, waiting: false },
      { id: 3, at: 200, waiting: true },
      { id: 4, at: 250, waiting: true },
    ];
    const result = pinLongestWaiting(rows, (row) => row.waiting, (row) => row.at);
    expect(result.rows.map((row) => row.id)).toEqual([3, 1, 2, 4]);
    expect(result.pinned?.id).toBe(3);
    expect(pinLongestWaiting(rows, () => false, (row) => row.at)).toEqual({ rows, pinned: undefined });
  });
});
