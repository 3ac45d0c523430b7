import { describe, expect, it } from 'vitest';
import { addMonths, localDayKey, toMillis } from './time.ts';

describe('toMillis', () => {
  it('reads ISO strings, numbers and dates; undefined for missing or unreadable values', () => {
    expect(toMillis('2026-03-01T10:00:00Z')).toBe(Date.UTC(2026, 2, 1, 10));
    expect(toMillis(5_000)).toBe(5_000);
    expect(toMillis(new Date(Date.UTC(2026, 0, 1)))).toBe(Date.UTC(2026, 0, 1));
    expect(toMillis(undefined)).toBeUndefined();
    expect(toMillis('')).toBeUndefined();
    expect(toMillis('not a date')).toBeUndefined();
  });
  it('ALIST-31 the zero date 0001-01-01T00:00:00 means none', () => {
    expect(toMillis('0001-01-01T00:00:00')).toBeUndefined();
    expect(toMillis('0001-01-01T00:00:00Z')).toBeUndefined();
  });
});

describe('addMonths and localDayKey', () => {
  it('clamps the day to the target month', () => {
    expect(addMonths(new Date(2026, 0, 31, 9).getTime(), 1)).toBe(new Date(2026, 1, 28, 9).getTime());
    expect(addMonths(new Date(2026, 2, 2).getTime(), 36)).toBe(new Date(2029, 2, 2).getTime());
  });
  it('gives the local calendar day', () => {
    expect(localDayKey(new Date(2026, 2, 9, 23, 59).getTime())).toBe('2026-03-09');
  });
});
