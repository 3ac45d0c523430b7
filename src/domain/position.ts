/** Latest Known Position (core §2, §3). */
import { type TimeInput, toMillis } from './time.ts';

export interface PositionLike {
  Type?: string | null;
  Latitude?: number | null;
  Longitude?: number | null;
  ServerTime?: string | null;
}

/** The newest position by ServerTime, ignoring Home entries. */
export function latestPosition<P extends PositionLike>(positions: readonly P[]): P | undefined {
  let best: P | undefined;
  let bestTime = -Infinity;
  for (const position of positions) {
    if (position.Type?.toLowerCase() === 'home') continue;
    const time = toMillis(position.ServerTime) ?? -Infinity;
    if (best === undefined || time > bestTime) {
      best = position;
      bestTime = time;
    }
  }
  return best;
}

/** Five decimals are about a metre: more only repeats the device's noise (15 decimals shown). */
export const COORDINATE_DEFAULT_DIGITS = 5;

/** A position older than this (15 minutes) may no longer say where the person is. */
export const POSITION_STALE_MS = 15 * 60_000;

/** A coordinate rounded to the configured number of decimals, else to COORDINATE_DEFAULT_DIGITS. */
export function roundCoordinate(value: number, digits?: number | null): number {
  if (digits == null || !Number.isInteger(digits) || digits < 0) digits = COORDINATE_DEFAULT_DIGITS;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export interface TimeDifference {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True when the position was reported before the alarm. */
  before: boolean;
}

/** Whether a position reported at `positionTime` is too old to trust as where the person is now. */
export function isPositionStale(positionTime: TimeInput, now: number): boolean {
  const at = toMillis(positionTime);
  return at === undefined || now - at > POSITION_STALE_MS;
}

/** How far the position's time is from the alarm time, in days, hours, minutes and seconds. */
export function timeDifference(alarmTime: TimeInput, positionTime: TimeInput): TimeDifference | undefined {
  const from = toMillis(alarmTime);
  const to = toMillis(positionTime);
  if (from === undefined || to === undefined) return undefined;
  let rest = Math.floor(Math.abs(to - from) / 1000);
  const days = Math.floor(rest / 86_400);
  rest -= days * 86_400;
  const hours = Math.floor(rest / 3600);
  rest -= hours * 3600;
  const minutes = Math.floor(rest / 60);
  return { days, hours, minutes, seconds: rest - minutes * 60, before: to < from };
}
