import { describe, expect, test } from 'vitest';
import { DEFAULT_ANSWER_TARGETS, nextWaitChange, percentile, readAnswerTargets, shiftWindow, waitState } from './answer-targets.ts';

describe('answer-time targets', () => {
  test('answer-time targets: the centre settings give target, warning and shift; nonsense keeps the defaults', () => {
    expect(readAnswerTargets({})).toEqual(DEFAULT_ANSWER_TARGETS);
    expect(readAnswerTargets({ ANSWER_TARGET_S: '90', ANSWER_WARNING_S: '70', SHIFT_HOURS: '12', SHIFT_START_HOUR: '7' })).toEqual({ targetSeconds: 90, warningSeconds: 70, shiftHours: 12, shiftStartHour: 7 });
    // A warning at or after the target, a shift that does not divide the day, an hour off the clock.
    expect(readAnswerTargets({ ANSWER_TARGET_S: '40', ANSWER_WARNING_S: '40', SHIFT_HOURS: '7', SHIFT_START_HOUR: '24' })).toEqual({ targetSeconds: 40, warningSeconds: 30, shiftHours: 8, shiftStartHour: 6 });
  });

  test('answer-time targets, shift window: 8-hour shifts from 06:00 UTC, the night shift across midnight', () => {
    const day = shiftWindow(new Date('2026-11-28T13:59:59Z'), DEFAULT_ANSWER_TARGETS);
    expect(day).toEqual({ start: new Date('2026-11-28T06:00:00Z'), end: new Date('2026-11-28T14:00:00Z') });
    expect(shiftWindow(new Date('2026-11-28T14:00:00Z'), DEFAULT_ANSWER_TARGETS).start).toEqual(new Date('2026-11-28T14:00:00Z'));
    expect(shiftWindow(new Date('2026-11-29T03:00:00Z'), DEFAULT_ANSWER_TARGETS)).toEqual({ start: new Date('2026-11-28T22:00:00Z'), end: new Date('2026-11-29T06:00:00Z') });
  });

  test('answer-time targets, percentiles: nearest rank, the median of an even count is its lower middle, none is null', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 100];
    expect(percentile(waits, 50)).toBe(10);
    expect(percentile(waits, 95)).toBe(19);
    expect(percentile(waits, 100)).toBe(100);
    expect(percentile([42], 95)).toBe(42);
    expect(percentile([], 50)).toBeNull();
  });

  test('answer-time targets, warning state: an unanswered alarm warns from 45 s and is a breach after 60 s', () => {
    expect(waitState(44_999, DEFAULT_ANSWER_TARGETS)).toBe('waiting');
    expect(waitState(45_000, DEFAULT_ANSWER_TARGETS)).toBe('warning');
    expect(waitState(60_000, DEFAULT_ANSWER_TARGETS)).toBe('warning');
    expect(waitState(60_001, DEFAULT_ANSWER_TARGETS)).toBe('breach');
  });

  test('answer-time targets, warning state: the list looks again when the next unanswered alarm starts to warn or breaches', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    const arrivedSecondsAgo = (seconds: number) => ({ ServerAlarmTime: new Date(now - seconds * 1000).toISOString() });
    expect(nextWaitChange([arrivedSecondsAgo(10), arrivedSecondsAgo(50)], now, DEFAULT_ANSWER_TARGETS)).toBe(now + 10_001);
    expect(nextWaitChange([arrivedSecondsAgo(30)], now, DEFAULT_ANSWER_TARGETS)).toBe(now + 15_000);
    expect(nextWaitChange([arrivedSecondsAgo(61), { ServerAlarmTime: null }], now, DEFAULT_ANSWER_TARGETS)).toBeUndefined();
  });
});
