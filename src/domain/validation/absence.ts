/**
 * Absences (core §4, §5, calls §4, §5): the create form, overlap detection and the upcoming/ongoing/previous
 * phases.
 */
import { ABSENCE_TIME_STEP_MIN } from '../constants.ts';
import { type TimeInput, toMillis } from '../time.ts';
import { type Validation, invalid, valid } from './result.ts';
import { isOnMinuteStep } from './reminder.ts';

export interface AbsenceForm {
  StartDate: TimeInput;
  EndDate?: TimeInput;
  HasEndDate: boolean;
  Reason: string | null | undefined;
  Comment?: string | null;
  createAlarm: boolean;
}

export interface ValidAbsence {
  start: number;
  /** undefined: open-ended. */
  end: number | undefined;
  reason: string;
  comment: string;
  /** Only an absence with an end date may send an alarm. */
  createAlarm: boolean;
}

/** The send-alarm checkbox is enabled only with an end date. */
export function sendAlarmEnabled(hasEndDate: boolean): boolean {
  return hasEndDate;
}

/**
 * Start required, on a 5-minute step; end (when HasEndDate) on a step and not before the start; a reason other
 * than the placeholder.
 */
export function validateAbsence(form: AbsenceForm, reasonPlaceholder = ''): Validation<ValidAbsence> {
  const start = toMillis(form.StartDate);
  if (start === undefined) return invalid('ABSENCE_START_REQUIRED');
  if (!isOnMinuteStep(start, ABSENCE_TIME_STEP_MIN)) return invalid('ABSENCE_TIME_STEP');
  let end: number | undefined;
  if (form.HasEndDate) {
    end = toMillis(form.EndDate);
    if (end === undefined) return invalid('ABSENCE_END_BEFORE_START');
    if (!isOnMinuteStep(end, ABSENCE_TIME_STEP_MIN)) return invalid('ABSENCE_TIME_STEP');
    if (end < start) return invalid('ABSENCE_END_BEFORE_START');
  }
  const reason = form.Reason?.trim() ?? '';
  if (reason === '' || reason === reasonPlaceholder) return invalid('ABSENCE_REASON_REQUIRED');
  return valid({
    start,
    end,
    reason,
    comment: form.Comment ?? '',
    createAlarm: form.createAlarm && sendAlarmEnabled(form.HasEndDate),
  });
}

export interface AbsenceInterval {
  start: number;
  /** undefined: open-ended. */
  end: number | undefined;
}

export interface AbsenceRowTimes {
  StartDate?: string | null;
  StartTime?: string | null;
  EndDate?: string | null;
  EndTime?: string | null;
}

/** A date and an optional HH:mm as local time; a date that already carries a time is read as it is. */
function joinDateTime(date: string | null | undefined, time: string | null | undefined): number | undefined {
  if (!date) return undefined;
  if (date.includes('T') || !time) return toMillis(date.includes('T') ? date : `${date}T00:00:00`);
  return toMillis(`${date}T${time.length === 5 ? `${time}:00` : time}`);
}

/** The interval of an absence row (StartDate/StartTime, EndDate/EndTime). */
export function absenceInterval(row: AbsenceRowTimes): AbsenceInterval | undefined {
  const start = joinDateTime(row.StartDate, row.StartTime);
  if (start === undefined) return undefined;
  return { start, end: joinDateTime(row.EndDate, row.EndTime) };
}

/**
 * Two absences overlap when each starts before the other ends; an open end never ends. A new absence overlapping an
 * ongoing or upcoming one needs the operator's confirmation (the server answers ABSENCE_OVERLAP).
 */
export function absencesOverlap(a: AbsenceInterval, b: AbsenceInterval): boolean {
  return a.start < (b.end ?? Infinity) && b.start < (a.end ?? Infinity);
}

export type AbsencePhase = 'upcoming' | 'ongoing' | 'previous';

/**
 * The ongoing or upcoming absences (at `now`) that a new one overlaps: the server refuses the new one on them
 * (ABSENCE_OVERLAP) and the console names them in its warning (qa-supervisor P3-13).
 */
export function overlappingAbsences<T>(rows: readonly T[], candidate: AbsenceInterval, intervalOf: (row: T) => AbsenceInterval | undefined, now: number): T[] {
  return rows.filter((row) => {
    const interval = intervalOf(row);
    return interval !== undefined && absencePhase(interval, now) !== 'previous' && absencesOverlap(candidate, interval);
  });
}

export function absencePhase(interval: AbsenceInterval, now: number): AbsencePhase {
  if (now < interval.start) return 'upcoming';
  if (interval.end === undefined || now < interval.end) return 'ongoing';
  return 'previous';
}

/** An ongoing absence can be terminated, an upcoming one deleted, a previous one neither. */
export function absenceAction(phase: AbsencePhase): 'terminate' | 'delete' | undefined {
  if (phase === 'ongoing') return 'terminate';
  if (phase === 'upcoming') return 'delete';
  return undefined;
}

export type AbsencesByPhase<T> = Record<AbsencePhase, T[]>;

/**
 * Sorts absences into their phases at `now`, whatever phase they were listed under when fetched: an absence
 * starts and ends while a dialog is open (qa-supervisor P2-3). Upcoming and ongoing ones by start, previous ones
 * latest first; a row without a start is left out.
 */
export function absencesByPhase<T extends AbsenceRowTimes>(rows: readonly T[], now: number): AbsencesByPhase<T> {
  const timed = rows.flatMap((row) => {
    const interval = absenceInterval(row);
    return interval ? [{ row, interval }] : [];
  });
  timed.sort((a, b) => a.interval.start - b.interval.start);
  const phases: AbsencesByPhase<T> = { upcoming: [], ongoing: [], previous: [] };
  for (const { row, interval } of timed) phases[absencePhase(interval, now)].push(row);
  phases.previous.reverse();
  return phases;
}

/** The next moment after `now` at which one of the absences changes phase (starts or ends); undefined when none will. */
export function nextAbsencePhaseChange(rows: readonly AbsenceRowTimes[], now: number): number | undefined {
  const moments = rows.flatMap((row) => {
    const interval = absenceInterval(row);
    return interval ? [interval.start, interval.end ?? Infinity] : [];
  });
  const next = Math.min(...moments.filter((at) => at > now));
  return Number.isFinite(next) ? next : undefined;
}
