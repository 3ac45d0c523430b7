import { describe, expect, it } from 'vitest';
import { monthWeeks, nextReminderSlot, reminderDayAllowed, reminderMoment, reminderTimeOptions } from './reminder-calendar.ts';

// A local Monday 2026-03-02 10:07, so weekday checks do not depend on the machine's zone.
const now = new Date(2026, 2, 2, 10, 7, 30).getTime();

describe('reminder calendar', () => {
  it('weeks start on Monday: March 2026 begins on a Sunday, so its first week is six blanks and the 1st', () => {
    const weeks = monthWeeks(2026, 2);
    expect(weeks[0]!.map((day) => day?.getDate() ?? null)).toEqual([null, null, null, null, null, null, 1]);
    expect(weeks[1]![0]!.getDay()).toBe(1);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('times are 24 h in 15-minute steps', () => {
    const times = reminderTimeOptions();
    expect(times).toHaveLength(96);
    expect(times.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(times.at(-1)).toBe('23:45');
    expect(reminderMoment(new Date(2026, 2, 3), '13:45')).toBe(new Date(2026, 2, 3, 13, 45).getTime());
  });

  it('the dialog proposes the next quarter hour', () => {
    expect(nextReminderSlot(now)).toBe(new Date(2026, 2, 2, 10, 15).getTime());
    expect(nextReminderSlot(new Date(2026, 2, 2, 10, 15).getTime())).toBe(new Date(2026, 2, 2, 10, 30).getTime());
  });

  it('days offered: not past, at most three months ahead, weekends only unless skipped', () => {
    expect(reminderDayAllowed(new Date(2026, 2, 1), now)).toBe(false);
    expect(reminderDayAllowed(new Date(2026, 2, 2), now)).toBe(true);
    expect(reminderDayAllowed(new Date(2026, 5, 2), now)).toBe(true);
    expect(reminderDayAllowed(new Date(2026, 5, 3), now)).toBe(false);
    const saturday = new Date(2026, 2, 7);
    expect(reminderDayAllowed(saturday, now)).toBe(true);
    expect(reminderDayAllowed(saturday, now, { skipWeekends: true })).toBe(false);
    expect(reminderDayAllowed(new Date(2026, 2, 6), now, { skipWeekends: true })).toBe(true);
  });
});
