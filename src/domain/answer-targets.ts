/**
 * Answer-time targets (EN 50518 practice: about 98 % of alarms taken within 60 s). The centre sets them as
 * settings; the server measures against them and the console warns by them, so both read them here.
 */
import { type TimeInput, toMillis } from './time.ts';
export interface AnswerTargets {
  /** An alarm taken within this many seconds of joining the list is within target. */
  targetSeconds: number;
  /** An unanswered alarm warns from this many seconds on. */
  warningSeconds: number;
  /** Shift length in hours, a divisor of 24 so that every day has the same shifts. */
  shiftHours: number;
  /** Hour of the day (UTC) the first shift starts. */
  shiftStartHour: number;
}

export const DEFAULT_ANSWER_TARGETS: AnswerTargets = { targetSeconds: 60, warningSeconds: 45, shiftHours: 8, shiftStartHour: 6 };

/** The settings that hold the targets (server/README.md documents them). */
export const ANSWER_TARGET_SETTINGS = {
  targetSeconds: 'ANSWER_TARGET_S',
  warningSeconds: 'ANSWER_WARNING_S',
  shiftHours: 'SHIFT_HOURS',
  shiftStartHour: 'SHIFT_START_HOUR',
} as const satisfies Record<keyof AnswerTargets, string>;

const HOUR_MS = 3_600_000;

function wholeNumber(value: string | undefined, fallback: number, valid: (n: number) => boolean): number {
  const n = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(n) && valid(n) ? n : fallback;
}

/** The targets from the centre's settings; a missing or nonsensical value keeps its default. */
export function readAnswerTargets(raw: Readonly<Record<string, string | undefined>>): AnswerTargets {
  const d = DEFAULT_ANSWER_TARGETS;
  const targetSeconds = wholeNumber(raw[ANSWER_TARGET_SETTINGS.targetSeconds], d.targetSeconds, (n) => n > 0);
  return {
    targetSeconds,
    // A warning after the breach would never show: it is then the target's three quarters.
    warningSeconds: wholeNumber(raw[ANSWER_TARGET_SETTINGS.warningSeconds], Math.min(d.warningSeconds, Math.floor(targetSeconds * 0.75)), (n) => n > 0 && n < targetSeconds),
    shiftHours: wholeNumber(raw[ANSWER_TARGET_SETTINGS.shiftHours], d.shiftHours, (n) => n > 0 && 24 % n === 0),
    shiftStartHour: wholeNumber(raw[ANSWER_TARGET_SETTINGS.shiftStartHour], d.shiftStartHour, (n) => n >= 0 && n < 24),
  };
}

/** The shift `now` falls in: shifts of `shiftHours` follow one another from `shiftStartHour` (UTC) every day. */
export function shiftWindow(now: Date, targets: Pick<AnswerTargets, 'shiftHours' | 'shiftStartHour'>): { start: Date; end: Date } {
  const length = targets.shiftHours * HOUR_MS;
  const offset = targets.shiftStartHour * HOUR_MS;
  const start = Math.floor((now.getTime() - offset) / length) * length + offset;
  return { start: new Date(start), end: new Date(start + length) };
}

/** Nearest-rank percentile (0 < p ≤ 100) of values sorted ascending; null for none. */
export function percentile(sortedAscending: readonly number[], p: number): number | null {
  if (sortedAscending.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sortedAscending.length));
  return sortedAscending[rank - 1] ?? null;
}

export function isWithinTarget(waitMs: number, targets: Pick<AnswerTargets, 'targetSeconds'>): boolean {
  return waitMs <= targets.targetSeconds * 1000;
}

export type WaitState = 'waiting' | 'warning' | 'breach';

/** How an unanswered alarm that has waited `waitedMs` stands against the targets. */
export function waitState(waitedMs: number, targets: Pick<AnswerTargets, 'targetSeconds' | 'warningSeconds'>): WaitState {
  if (!isWithinTarget(waitedMs, targets)) return 'breach';
  return waitedMs >= targets.warningSeconds * 1000 ? 'warning' : 'waiting';
}

/** The next moment after `now` an unanswered alarm of these starts to warn or becomes a breach; undefined for none. */
export function nextWaitChange(alarms: readonly { ServerAlarmTime?: TimeInput }[], now: number, targets: Pick<AnswerTargets, 'targetSeconds' | 'warningSeconds'>): number | undefined {
  let next: number | undefined;
  for (const alarm of alarms) {
    const arrived = toMillis(alarm.ServerAlarmTime);
    if (arrived === undefined) continue;
    const at = [arrived + targets.warningSeconds * 1000, arrived + targets.targetSeconds * 1000 + 1].find((moment) => moment > now);
    if (at !== undefined && (next === undefined || at < next)) next = at;
  }
  return next;
}
