import { describe, expect, it } from 'vitest';
import type { PlannedAlarm } from '../contract/index.ts';
import { cellValue, matchesFilter, nextSort, plannedActiveNow, planningRows, scheduleActiveAt, taskTypeText } from './planning-rules.ts';

const row = (over: Partial<PlannedAlarm>): PlannedAlarm => ({ AlarmId: 1, Active: true, ...over });
// Local times: 2026-11-23 is a Monday (RepeatDays 0).
const monday = (hhmm: string) => new Date(`2026-11-23T${hhmm}:00`);

describe('planning grid rules', () => {
  it('PLAN-15 shows a comma-separated TaskType joined with comma-space', () => {
    expect(taskTypeText('Medication,Visit , Alarm')).toBe('Medication, Visit, Alarm');
    expect(cellValue(row({ TaskType: 'A,B' }), 'product')).toBe('A, B');
    expect(cellValue(row({ TaskType: 'A,B', Product: 'Evening visit' }), 'product')).toBe('Evening visit');
    expect(taskTypeText(null)).toBe('');
  });

  it('PLAN-02 filters by contains, not contains, equals, not equal, starts with and ends with, ignoring case', () => {
    expect(matchesFilter('Storgatan 5', { operator: 'contains', value: 'GATAN' })).toBe(true);
    expect(matchesFilter('Storgatan 5', { operator: 'notContains', value: 'gatan' })).toBe(false);
    expect(matchesFilter('Oslo', { operator: 'equals', value: 'oslo' })).toBe(true);
    expect(matchesFilter('Oslo', { operator: 'notEqual', value: 'oslo' })).toBe(false);
    expect(matchesFilter('Oslo', { operator: 'startsWith', value: 'os' })).toBe(true);
    expect(matchesFilter('Oslo', { operator: 'endsWith', value: 'os' })).toBe(false);
    expect(matchesFilter('anything', { operator: 'equals', value: '  ' })).toBe(true);
  });

  it('PLAN-04 cycles a header through ascending, descending and none; another header starts ascending', () => {
    const asc = nextSort(null, 'city');
    expect(asc).toEqual({ column: 'city', direction: 'asc' });
    const desc = nextSort(asc, 'city');
    expect(desc).toEqual({ column: 'city', direction: 'desc' });
    expect(nextSort(desc, 'city')).toBeNull();
    expect(nextSort(desc, 'street')).toEqual({ column: 'street', direction: 'asc' });
  });

  it('filters then sorts the rows, keeping the stored order without a sort', () => {
    const rows = [row({ AlarmId: 1, City: 'Oslo' }), row({ AlarmId: 2, City: 'Bergen' }), row({ AlarmId: 3, City: 'Stockholm' })];
    const ids = (list: PlannedAlarm[]) => list.map((r) => r.AlarmId);
    expect(ids(planningRows(rows, {}, { column: 'city', direction: 'asc' }))).toEqual([2, 1, 3]);
    expect(ids(planningRows(rows, {}, { column: 'city', direction: 'desc' }))).toEqual([3, 1, 2]);
    expect(ids(planningRows(rows, { city: { operator: 'notContains', value: 'o' } }, null))).toEqual([2]);
    expect(ids(planningRows(rows, {}, null))).toEqual([1, 2, 3]);
    const shown = (r: PlannedAlarm) => `#${r.AlarmId}`;
    expect(ids(planningRows(rows, { city: { operator: 'equals', value: '#3' } }, null, shown))).toEqual([3]);
  });

  it('PLAN-33 a schedule with no times and no items is always active', () => {
    expect(scheduleActiveAt({}, monday('03:00'))).toBe(true);
    expect(scheduleActiveAt(null, monday('03:00'))).toBe(true);
  });

  it('PLAN-34 a schedule with only StartTime and EndTime is active between them, also over midnight', () => {
    expect(scheduleActiveAt({ StartTime: '08:00', EndTime: '16:00' }, monday('08:00'))).toBe(true);
    expect(scheduleActiveAt({ StartTime: '08:00', EndTime: '16:00' }, monday('16:00'))).toBe(false);
    expect(scheduleActiveAt({ StartTime: '22:00', EndTime: '06:00' }, monday('23:30'))).toBe(true);
    expect(scheduleActiveAt({ StartTime: '22:00', EndTime: '06:00' }, monday('12:00'))).toBe(false);
  });

  it('PLAN-35 checks items against date range, weekday (0 = Monday) and time', () => {
    const items = [{ RepeatDays: [0, 2], StartTime: '09:00', EndTime: '10:00' }];
    expect(scheduleActiveAt({ ScheduleItems: items }, monday('09:30'))).toBe(true);
    expect(scheduleActiveAt({ ScheduleItems: items }, monday('10:30'))).toBe(false);
    // Tuesday (1) is not among the days.
    expect(scheduleActiveAt({ ScheduleItems: items }, new Date('2026-11-24T09:30:00'))).toBe(false);
    const dated = [{ StartDate: '2026-12-01T00:00:00Z', StartTime: '00:00', EndTime: '23:59' }];
    expect(scheduleActiveAt({ ScheduleItems: dated }, monday('09:30'))).toBe(false);
  });

  it('PLAN-36 exception items that apply override the other items', () => {
    const schedule = {
      ScheduleItems: [
        { RepeatDays: [0], StartTime: '08:00', EndTime: '16:00' },
        { RepeatDays: [0], ExceptionTime: true, StartTime: '12:00', EndTime: '13:00' },
      ],
    };
    expect(scheduleActiveAt(schedule, monday('09:00'))).toBe(false);
    expect(scheduleActiveAt(schedule, monday('12:30'))).toBe(true);
  });

  it('an inactive planned alarm is never active now; a schedule sent with the row decides otherwise', () => {
    expect(plannedActiveNow(row({ Active: false }), monday('09:00'))).toBe(false);
    expect(plannedActiveNow(row({ Schedule: { StartTime: '10:00', EndTime: '11:00' } }), monday('09:00'))).toBe(false);
    expect(plannedActiveNow(row({}), monday('09:00'))).toBe(true);
  });
});
