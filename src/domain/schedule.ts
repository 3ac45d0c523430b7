/**
 * Whether a schedule is active at a moment (calls §3, §5). Times are HH:mm on the local clock; RepeatDays counts
 * 0 = Monday to 6 = Sunday.
 */
import { localDayKey, toMillis } from './time.ts';

export interface ScheduleItem {
  StartDate?: string | null;
  EndDate?: string | null;
  /** Weekdays, 0 = Monday .. 6 = Sunday, as numbers or a comma list; none means every day. */
  RepeatDays?: readonly (number | string)[] | string | null;
  /** An exception item: while it matches, the schedule is not active. */
  ExceptionTime?: boolean | null;
  StartTime?: string | null;
  EndTime?: string | null;
}

export interface Schedule {
  StartTime?: string | null;
  EndTime?: string | null;
  ScheduleItems?: readonly ScheduleItem[] | null;
}

/** Minutes since local midnight of an HH:mm (or HH:mm:ss) text. */
function minutesOf(time: string | null | undefined): number | undefined {
  const match = /^(\d{1,2}):(\d{2})/.exec(time?.trim() ?? '');
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours <= 24 && minutes <= 59 ? hours * 60 + minutes : undefined;
}

/**
 * Within [start, end) on the local clock; an end before the start wraps past midnight; equal times or a missing
 * bound mean the whole day.
 */
function withinTimes(now: number, start: string | null | undefined, end: string | null | undefined): boolean {
  const from = minutesOf(start);
  const to = minutesOf(end);
  if (from === undefined || to === undefined || from === to) return true;
  const date = new Date(now);
  const minute = date.getHours() * 60 + date.getMinutes();
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/** Monday-based weekday, 0 = Monday .. 6 = Sunday. */
export function mondayWeekday(now: number): number {
  return (new Date(now).getDay() + 6) % 7;
}

function repeatDays(item: ScheduleItem): number[] {
  const raw = item.RepeatDays;
  const list = typeof raw === 'string' ? raw.split(',') : (raw ?? []);
  return list.map((day) => Number(String(day).trim())).filter((day) => Number.isInteger(day) && day >= 0 && day <= 6);
}

function withinDates(now: number, item: ScheduleItem): boolean {
  const today = localDayKey(now);
  const from = toMillis(item.StartDate);
  const to = toMillis(item.EndDate);
  return (from === undefined || today >= localDayKey(from)) && (to === undefined || today <= localDayKey(to));
}

function itemMatches(now: number, item: ScheduleItem, schedule: Schedule): boolean {
  const days = repeatDays(item);
  if (days.length > 0 && !days.includes(mondayWeekday(now))) return false;
  if (!withinDates(now, item)) return false;
  const hasOwnTimes = item.StartTime != null || item.EndTime != null;
  return hasOwnTimes
    ? withinTimes(now, item.StartTime, item.EndTime)
    : withinTimes(now, schedule.StartTime, schedule.EndTime);
}

/**
 * No times and no items: always active. Only StartTime/EndTime: active between them. Otherwise the regular items
 * decide (date range, weekday, time), and a matching exception item overrides them.
 */
export function isScheduleActive(schedule: Schedule, now: number): boolean {
  const items = schedule.ScheduleItems ?? [];
  const exceptions = items.filter((item) => item.ExceptionTime === true);
  const regular = items.filter((item) => item.ExceptionTime !== true);
  if (exceptions.some((item) => itemMatches(now, item, schedule))) return false;
  if (regular.length === 0) return withinTimes(now, schedule.StartTime, schedule.EndTime);
  return regular.some((item) => itemMatches(now, item, schedule));
}
