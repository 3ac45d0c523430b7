import { describe, expect, it } from 'vitest';
import { nextReminderDue, reminderMark } from './reminder-mark.ts';

const at = Date.parse('2026-03-01T10:00:00Z');
const alarm = { NotifyAfter: '2026-03-01T10:00:00Z' };

describe('reminder mark', () => {
  it('a reminder is due at its time, whatever the preferences; before that it is only marked as upcoming when asked', () => {
    expect(reminderMark(alarm, at - 1, false)).toBe('none');
    expect(reminderMark(alarm, at - 1, true)).toBe('upcoming');
    expect(reminderMark(alarm, at, false)).toBe('due');
    expect(reminderMark(alarm, at + 60_000, true)).toBe('due');
  });
  it('PLAN-27 no reminder without a NotifyAfter time; the zero date means none', () => {
    expect(reminderMark({ NotifyAfter: null }, at, true)).toBe('none');
    expect(reminderMark({ NotifyAfter: '0001-01-01T00:00:00' }, at, true)).toBe('none');
  });
  it('the next moment a reminder falls due, so the list can change at that moment', () => {
    const alarms = [{ NotifyAfter: '2026-03-01T10:05:00Z' }, { NotifyAfter: '2026-03-01T09:00:00Z' }, { NotifyAfter: '2026-03-01T10:02:00Z' }, { NotifyAfter: null }];
    expect(nextReminderDue(alarms, at)).toBe(Date.parse('2026-03-01T10:02:00Z'));
    expect(nextReminderDue(alarms, Date.parse('2026-03-01T10:05:00Z'))).toBeUndefined();
  });
});
