import { describe, expect, it } from 'vitest';
import {
  DATE_PICKER_WEEK_STARTS_ON,
  datePickerAllows,
  datePickerBounds,
  reminderCommentAtLimit,
  remindInSeconds,
  validateReminderComment,
  validateReminderTime,
} from './reminder.ts';

// A local Monday 2026-03-02 10:00, so step and weekday checks do not depend on the machine's zone.
const now = new Date(2026, 2, 2, 10, 0, 0).getTime();
const local = (month: number, day: number, hour = 10, minute = 0) => new Date(2026, month, day, hour, minute).getTime();

describe('reminder comment', () => {
  it('PLAN-18 at most 200 characters; reaching 200 shows SCHEDULED_REMINDER_ERROR_COMMENT', () => {
    expect(validateReminderComment('x'.repeat(200)).ok).toBe(true);
    expect(validateReminderComment('x'.repeat(201))).toEqual({ ok: false, error: 'SCHEDULED_REMINDER_ERROR_COMMENT' });
    expect(reminderCommentAtLimit('x'.repeat(199))).toBe(false);
    expect(reminderCommentAtLimit('x'.repeat(200))).toBe(true);
  });
  it('PLAN-19 a reminder comment must not contain quotes', () => {
    expect(validateReminderComment('call "Anna"')).toEqual({ ok: false, error: 'REMINDER_COMMENT_QUOTES' });
    expect(validateReminderComment("Anna's meds")).toEqual({ ok: false, error: 'REMINDER_COMMENT_QUOTES' });
    expect(validateReminderComment('call Anna')).toEqual({ ok: true, value: 'call Anna' });
  });
});

describe('reminder time', () => {
  it('PLAN-20 a reminder time must be in the future, else SCHEDULED_REMINDER_ERROR', () => {
    expect(validateReminderTime(now, now)).toEqual({ ok: false, error: 'SCHEDULED_REMINDER_ERROR' });
    expect(validateReminderTime(local(2, 2, 9, 45), now)).toEqual({ ok: false, error: 'SCHEDULED_REMINDER_ERROR' });
    expect(validateReminderTime(local(2, 2, 10, 15), now)).toEqual({ ok: true, value: local(2, 2, 10, 15) });
    expect(validateReminderTime(null, now)).toEqual({ ok: false, error: 'SCHEDULED_REMINDER_ERROR' });
  });
  it('VALID-31 a reminder is at most three months ahead', () => {
    expect(validateReminderTime(local(5, 2), now).ok).toBe(true);
    expect(validateReminderTime(local(5, 2, 10, 15), now)).toEqual({ ok: false, error: 'REMINDER_TOO_FAR_AHEAD' });
  });
  it('VALID-32 reminder times use 15-minute steps', () => {
    expect(validateReminderTime(local(2, 2, 10, 20), now)).toEqual({ ok: false, error: 'REMINDER_TIME_STEP' });
    expect(validateReminderTime(local(2, 2, 10, 45), now).ok).toBe(true);
  });
  it('API-38 RemindIn is whole seconds from now', () => {
    expect(remindInSeconds(now + 15 * 60_000, now)).toBe(900);
  });
});

describe('date picker', () => {
  it('VALID-30 VALID-31 the picker runs from now to three months ahead by default', () => {
    expect(datePickerBounds(now)).toEqual({ min: now, max: local(5, 2) });
    expect(datePickerAllows(now - 1, now)).toBe(false);
    expect(datePickerAllows(local(5, 2), now)).toBe(true);
    expect(datePickerAllows(local(5, 3), now)).toBe(false);
  });
  it('VALID-33 the week starts on Monday', () => {
    expect(DATE_PICKER_WEEK_STARTS_ON).toBe(1);
  });
  it('VALID-34 weekends can be skipped', () => {
    const saturday = local(2, 7);
    expect(datePickerAllows(saturday, now)).toBe(true);
    expect(datePickerAllows(saturday, now, { skipWeekends: true })).toBe(false);
    expect(datePickerAllows(local(2, 8), now, { skipWeekends: true })).toBe(false);
    expect(datePickerAllows(local(2, 9), now, { skipWeekends: true })).toBe(true);
  });
});
