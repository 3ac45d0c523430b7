import { format } from 'date-fns';
import { timestampShowsTimeOnly } from '../domain/alarm-list.ts';
import { DEFAULT_DATE_TIME_FORMAT, TIME_ONLY_FORMAT } from '../domain/constants.ts';
import { toMillis, type TimeInput } from '../domain/time.ts';

/** Display options from the settings: DATE_FORMAT and TIMESTAMPS (core §2, §9). */
export interface TimeFormat {
  dateFormat: string | undefined;
  timestamps: string | undefined;
}

export function timeFormatFrom(settings: { DATE_FORMAT: string | undefined; TIMESTAMPS: string | undefined } | undefined): TimeFormat {
  return { dateFormat: settings?.DATE_FORMAT, timestamps: settings?.TIMESTAMPS };
}

/**
 * DATE_FORMAT may be written in the backend's moment-style tokens (YYYY-MM-DD HH:mm, as the spec quotes it);
 * date-fns spells year and day of month in lower case.
 */
export function toDateFnsPattern(pattern: string): string {
  return pattern.replace(/Y/g, 'y').replace(/D/g, 'd');
}

/** A date-time as the operator reads it; '' for a missing or zero date. */
export function formatDateTime(value: TimeInput, options: TimeFormat, now: number = Date.now()): string {
  const ms = toMillis(value);
  if (ms === undefined) return '';
  if (timestampShowsTimeOnly(ms, now, options.timestamps)) return format(ms, TIME_ONLY_FORMAT);
  try {
    return format(ms, options.dateFormat ? toDateFnsPattern(options.dateFormat) : DEFAULT_DATE_TIME_FORMAT);
  } catch {
    // A DATE_FORMAT date-fns cannot read must not blank the list.
    return format(ms, DEFAULT_DATE_TIME_FORMAT);
  }
}

/** The time of day alone (HH:mm), for a row whose wait already says how long ago it was. */
export function formatClock(value: TimeInput): string {
  const ms = toMillis(value);
  return ms === undefined ? '' : format(ms, TIME_ONLY_FORMAT);
}
