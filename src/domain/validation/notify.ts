/** The notify-me form: hours 0-23, minutes 0-59, optionally typed as HHMM (calls §5). */
import { DEFAULT_NOTIFY_MINUTES } from '../constants.ts';
import { type Validation, invalid, valid } from './result.ts';

function wholeNumber(value: string | number): number | undefined {
  const text = String(value).trim();
  return /^\d{1,2}$/.test(text) ? Number(text) : undefined;
}

export function validateHours(value: string | number): Validation<number> {
  const n = wholeNumber(value);
  return n !== undefined && n <= 23 ? valid(n) : invalid('HOURS_INVALID_MESSAGE');
}

export function validateMinutes(value: string | number): Validation<number> {
  const n = wholeNumber(value);
  return n !== undefined && n <= 59 ? valid(n) : invalid('MINUTES_INVALID_MESSAGE');
}

export interface NotifyIn {
  hours: number;
  minutes: number;
}

/** Four digits HHMM (e.g. 0130 = 1 h 30 min), checked like the two fields. */
export function parseHhmm(value: string): Validation<NotifyIn> {
  const text = value.trim();
  if (!/^\d{4}$/.test(text)) return invalid('HOURS_INVALID_MESSAGE');
  const hours = validateHours(text.slice(0, 2));
  if (!hours.ok) return hours;
  const minutes = validateMinutes(text.slice(2));
  if (!minutes.ok) return minutes;
  return valid({ hours: hours.value, minutes: minutes.value });
}

/** The form's starting value: 30 minutes. */
export function defaultNotifyIn(): NotifyIn {
  return { hours: Math.floor(DEFAULT_NOTIFY_MINUTES / 60), minutes: DEFAULT_NOTIFY_MINUTES % 60 };
}

/** POST .../notifyin takes seconds. */
export function notifyInSeconds({ hours, minutes }: NotifyIn): number {
  return hours * 3600 + minutes * 60;
}
