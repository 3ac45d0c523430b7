import { describe, expect, it } from 'vitest';
import { isScheduleActive, mondayWeekday } from './schedule.ts';

// 2026-03-02 is a Monday.
const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute).getTime();

describe('isScheduleActive', () => {
  it('PLAN-33 a schedule with no times and no items is always active', () => {
    expect(isScheduleActive({}, at(2, 3))).toBe(true);
    expect(isScheduleActive({ StartTime: null, EndTime: null, ScheduleItems: [] }, at(7, 23, 59))).toBe(true);
  });

  it('PLAN-34 with only StartTime and EndTime it is active between them (end excluded)', () => {
    const s = { StartTime: '08:00', EndTime: '17:00' };
    expect(isScheduleActive(s, at(2, 7, 59))).toBe(false);
    expect(isScheduleActive(s, at(2, 8))).toBe(true);
    expect(isScheduleActive(s, at(2, 16, 59))).toBe(true);
    expect(isScheduleActive(s, at(2, 17))).toBe(false);
  });

  it('PLAN-34 a window ending before it starts runs past midnight', () => {
    const night = { StartTime: '22:00', EndTime: '06:00' };
    expect(isScheduleActive(night, at(2, 23))).toBe(true);
    expect(isScheduleActive(night, at(3, 5, 59))).toBe(true);
    expect(isScheduleActive(night, at(3, 12))).toBe(false);
  });

  it('PLAN-35 items are checked against weekday (0 = Monday .. 6 = Sunday), date range and time', () => {
    expect(mondayWeekday(at(2, 12))).toBe(0);
    expect(mondayWeekday(at(8, 12))).toBe(6);
    const s = {
      ScheduleItems: [{ StartDate: '2026-03-01', EndDate: '2026-03-31', RepeatDays: [0, 2], StartTime: '09:00', EndTime: '10:00' }],
    };
    expect(isScheduleActive(s, at(2, 9, 30))).toBe(true); // Monday
    expect(isScheduleActive(s, at(4, 9, 30))).toBe(true); // Wednesday
    expect(isScheduleActive(s, at(3, 9, 30))).toBe(false); // Tuesday
    expect(isScheduleActive(s, at(2, 10, 30))).toBe(false); // outside the time
    expect(isScheduleActive(s, new Date(2026, 3, 6, 9, 30).getTime())).toBe(false); // a Monday after EndDate
  });

  it('PLAN-35 RepeatDays may come as a comma list; an item without times uses the schedule times', () => {
    const s = { StartTime: '08:00', EndTime: '12:00', ScheduleItems: [{ RepeatDays: '5,6' }] };
    expect(isScheduleActive(s, at(7, 9))).toBe(true); // Saturday
    expect(isScheduleActive(s, at(7, 13))).toBe(false);
    expect(isScheduleActive(s, at(6, 9))).toBe(false); // Friday
  });

  it('PLAN-36 a matching exception item overrides the other items', () => {
    const s = {
      ScheduleItems: [
        { RepeatDays: [0, 1, 2, 3, 4], StartTime: '08:00', EndTime: '17:00' },
        { ExceptionTime: true, StartDate: '2026-03-03', EndDate: '2026-03-03', StartTime: '12:00', EndTime: '13:00' },
      ],
    };
    expect(isScheduleActive(s, at(3, 11))).toBe(true);
    expect(isScheduleActive(s, at(3, 12, 30))).toBe(false);
    expect(isScheduleActive(s, at(4, 12, 30))).toBe(true);
  });
});
