import type { TFunction } from 'i18next';
import type { Waited } from '../../domain/waiting.ts';

/** "4 min", "1 h 5 min", "2 d 3 h": short enough for a row, precise where it matters (the first hour). */
export function waitedText(t: TFunction<'alarm'>, waited: Waited): string {
  if (waited.days > 0) return t('list.waited.days', { days: waited.days, hours: waited.hours });
  if (waited.hours > 0) return t('list.waited.hours', { hours: waited.hours, minutes: waited.minutes });
  return waited.minutes === 0 ? t('list.waited.underMinute') : t('list.waited.minutes', { minutes: waited.minutes });
}
