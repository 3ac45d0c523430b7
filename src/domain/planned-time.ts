import { addMonths, toMillis, type TimeInput } from './time.ts';

/** A planned time is at most this many months ahead (PLAN-11). */
export const PLANNED_TIME_MAX_MONTHS = 36;

export type PlannedTimeProblem = 'missing' | 'past' | 'tooFar';

/** Why a new planned time is refused, or undefined when it is allowed: not in the past (PLAN-10), at most 36 months ahead (PLAN-11). */
export function plannedTimeProblem(value: TimeInput, now: number): PlannedTimeProblem | undefined {
  const at = toMillis(value);
  if (at === undefined) return 'missing';
  if (at < now) return 'past';
  if (at > addMonths(now, PLANNED_TIME_MAX_MONTHS)) return 'tooFar';
  return undefined;
}
