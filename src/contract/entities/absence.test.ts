import { describe, expect, it } from 'vitest';
import {
  AbsenceCalendarSchema,
  AbsenceCreateSchema,
} from '../index.ts';

describe('absences', () => {
  it('reads a calendar with a group left out as empty', () => {
    const calendar = AbsenceCalendarSchema.parse({
      Ongoing: [{ Id: 1, Reason: 'Sjukhus', StartDate: '2026-11-20T00:00:00' }],
      Upcoming: null,
    });
    expect(calendar.Upcoming).toEqual([]);
    expect(calendar.Previous).toEqual([]);
    expect(calendar.Ongoing).toHaveLength(1);
  });

  it('ABS-07 takes the create form and refuses an end before the start', () => {
    const absence = { StartDate: '2026-12-01T10:00:00Z', Reason: 'Resa', createAlarm: false, HasEndDate: true };
    expect(AbsenceCreateSchema.safeParse({ ...absence, EndDate: '2026-12-03T10:00:00Z' }).success).toBe(true);
    expect(AbsenceCreateSchema.safeParse({ ...absence, EndDate: '2026-11-30T10:00:00Z' }).success).toBe(false);
    expect(AbsenceCreateSchema.safeParse({ ...absence, Reason: '' }).success).toBe(false);
  });
});
