import { describe, expect, it } from 'vitest';
import {
  absenceAction,
  absenceInterval,
  absencePhase,
  absencesByPhase,
  absencesOverlap,
  nextAbsencePhaseChange,
  overlappingAbsences,
  sendAlarmEnabled,
  validateAbsence,
} from './absence.ts';

const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute).getTime();
const form = { StartDate: at(2, 10), EndDate: at(3, 10), HasEndDate: true, Reason: 'Sjukhus', Comment: '', createAlarm: true };

describe('validateAbsence', () => {
  it('ABS-08 the start is required', () => {
    expect(validateAbsence({ ...form, StartDate: null })).toEqual({ ok: false, error: 'ABSENCE_START_REQUIRED' });
  });
  it('ABS-09 the end must not be before the start (equal is allowed)', () => {
    expect(validateAbsence({ ...form, EndDate: at(2, 9, 55) })).toEqual({ ok: false, error: 'ABSENCE_END_BEFORE_START' });
    expect(validateAbsence({ ...form, EndDate: at(2, 10) }).ok).toBe(true);
  });
  it('ABS-10 a reason is required; the placeholder is not a reason', () => {
    expect(validateAbsence({ ...form, Reason: '' })).toEqual({ ok: false, error: 'ABSENCE_REASON_REQUIRED' });
    expect(validateAbsence({ ...form, Reason: 'Välj orsak' }, 'Välj orsak')).toEqual({ ok: false, error: 'ABSENCE_REASON_REQUIRED' });
  });
  it('ABS-11 times are on 5-minute steps', () => {
    expect(validateAbsence({ ...form, StartDate: at(2, 10, 3) })).toEqual({ ok: false, error: 'ABSENCE_TIME_STEP' });
    expect(validateAbsence({ ...form, StartDate: at(2, 10, 5) }).ok).toBe(true);
  });
  it('ABS-12 the send-alarm flag needs an end date', () => {
    expect(sendAlarmEnabled(false)).toBe(false);
    expect(sendAlarmEnabled(true)).toBe(true);
    const open = validateAbsence({ ...form, HasEndDate: false, EndDate: null });
    expect(open).toEqual({ ok: true, value: { start: at(2, 10), end: undefined, reason: 'Sjukhus', comment: '', createAlarm: false } });
  });
});

describe('overlap and phases', () => {
  const rows = [
    { Id: 1, StartDate: '2026-03-01', StartTime: '08:00', EndDate: '2026-03-02', EndTime: '09:00' },
    { Id: 2, StartDate: '2026-03-05', StartTime: '08:00', EndDate: null, EndTime: null },
  ];
  it('ABS-16 a row interval joins StartDate/StartTime and EndDate/EndTime', () => {
    expect(absenceInterval(rows[0]!)).toEqual({ start: at(1, 8), end: at(2, 9) });
    expect(absenceInterval(rows[1]!)).toEqual({ start: at(5, 8), end: undefined });
  });
  it('ABS-06 a new absence overlaps one that starts before it ends and ends after it starts (an open end never ends)', () => {
    const [first, open] = rows.map((row) => absenceInterval(row)!);
    expect(absencesOverlap({ start: at(2, 8), end: at(2, 12) }, first!)).toBe(true);
    expect(absencesOverlap({ start: at(2, 9), end: at(4, 12) }, first!)).toBe(false);
    expect(absencesOverlap({ start: at(2, 9), end: at(4, 12) }, open!)).toBe(false);
    expect(absencesOverlap({ start: at(20, 9), end: undefined }, open!)).toBe(true);
    expect(absencesOverlap({ start: 0, end: 10 }, { start: 10, end: 20 })).toBe(false);
  });
  it('qa-supervisor P3-13 names the ongoing and upcoming absences a new one overlaps, never a previous one', () => {
    const rows = [
      { id: 'previous', start: at(1, 8), end: at(1, 20) },
      { id: 'ongoing', start: at(2, 8), end: at(2, 20) },
      { id: 'upcoming', start: at(5, 8), end: undefined },
    ];
    const overlapped = overlappingAbsences(rows, { start: at(1, 9), end: undefined }, (row) => row, at(2, 9));
    expect(overlapped.map((row) => row.id)).toEqual(['ongoing', 'upcoming']);
  });
  it('ABS-03 an absence is upcoming, then ongoing, then previous', () => {
    const interval = { start: at(2, 10), end: at(3, 10) };
    expect(absencePhase(interval, at(2, 9))).toBe('upcoming');
    expect(absencePhase(interval, at(2, 10))).toBe('ongoing');
    expect(absencePhase(interval, at(3, 10))).toBe('previous');
    expect(absencePhase({ start: at(2, 10), end: undefined }, at(30, 10))).toBe('ongoing');
  });
  it('ABS-04 ABS-05 ongoing absences can be terminated, upcoming ones deleted', () => {
    expect(absenceAction('ongoing')).toBe('terminate');
    expect(absenceAction('upcoming')).toBe('delete');
    expect(absenceAction('previous')).toBeUndefined();
  });
  const timed = [
    { Id: 3, StartDate: '2026-03-02', StartTime: '10:00', EndDate: '2026-03-02', EndTime: '12:00' },
    { Id: 4, StartDate: '2026-03-01', StartTime: '10:00', EndDate: '2026-03-01', EndTime: '12:00' },
    { Id: 5, StartDate: '2026-03-02', StartTime: '11:00', EndDate: null, EndTime: null },
    { Id: 6, StartDate: null, StartTime: null, EndDate: null, EndTime: null },
  ];
  const ids = (rows: { Id: number }[]) => rows.map((row) => row.Id);
  it('qa-supervisor P2-3: absences are sorted into phases by the time now, so one that has started is ongoing', () => {
    const before = absencesByPhase(timed, at(2, 9));
    expect({ upcoming: ids(before.upcoming), ongoing: ids(before.ongoing), previous: ids(before.previous) }).toEqual({ upcoming: [3, 5], ongoing: [], previous: [4] });
    const started = absencesByPhase(timed, at(2, 10));
    expect({ upcoming: ids(started.upcoming), ongoing: ids(started.ongoing), previous: ids(started.previous) }).toEqual({ upcoming: [5], ongoing: [3], previous: [4] });
    const later = absencesByPhase(timed, at(2, 12));
    expect({ upcoming: ids(later.upcoming), ongoing: ids(later.ongoing), previous: ids(later.previous) }).toEqual({ upcoming: [], ongoing: [5], previous: [3, 4] });
  });
  it('qa-supervisor P2-3: the next phase change is the next start or end after now', () => {
    expect(nextAbsencePhaseChange(timed, at(2, 9))).toBe(at(2, 10));
    expect(nextAbsencePhaseChange(timed, at(2, 10))).toBe(at(2, 11));
    expect(nextAbsencePhaseChange(timed, at(2, 11))).toBe(at(2, 12));
    expect(nextAbsencePhaseChange(timed, at(2, 12))).toBeUndefined();
  });
});
