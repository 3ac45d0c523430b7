/** How long alarms have waited for an operator, and which one has waited longest. */
import { type TimeInput, toMillis } from './time.ts';

export interface Waited {
  days: number;
  hours: number;
  minutes: number;
}

/** Whole days, hours and minutes since the alarm arrived; undefined for a missing time. A skewed clock reads as 0. */
export function waitedSince(arrived: TimeInput, now: number): Waited | undefined {
  const ms = toMillis(arrived);
  if (ms === undefined) return undefined;
  const totalMinutes = Math.max(0, Math.floor((now - ms) / 60_000));
  return { days: Math.floor(totalMinutes / 1440), hours: Math.floor((totalMinutes % 1440) / 60), minutes: totalMinutes % 60 };
}

/**
 * The list with its longest-waiting row moved to the top. Newer alarms arrive above older ones in a newest-first
 * list, so without this the alarm that has waited longest is the first to scroll out of view.
 */
export function pinLongestWaiting<T>(rows: readonly T[], waiting: (row: T) => boolean, arrivedAt: (row: T) => number | undefined): { rows: T[]; pinned: T | undefined } {
  let pinned: T | undefined;
  let oldest = Infinity;
  for (const row of rows) {
    const at = arrivedAt(row);
    if (waiting(row) && at !== undefined && at < oldest) {
      oldest = at;
      pinned = row;
    }
  }
  if (pinned === undefined) return { rows: [...rows], pinned };
  return { rows: [pinned, ...rows.filter((row) => row !== pinned)], pinned };
}
