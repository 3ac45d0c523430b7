import type { TFunction } from 'i18next';

/** "92 %" in the reader's language (one decimal where it counts: 97.5 %); a dash when nothing was counted. */
export function formatShare(within: number, count: number, language: string): string {
  if (count === 0) return '–';
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(within / count);
}

/** "45 s", "4 min 10 s": a wait as an operator reads it. */
export function formatWait(t: TFunction, seconds: number | null): string {
  if (seconds === null) return '–';
  const whole = Math.round(seconds);
  return whole < 60 ? t('targets.seconds', { seconds: whole }) : t('targets.minutes', { minutes: Math.floor(whole / 60), seconds: whole % 60 });
}

/** "14:00": the hour in the reader's language and time zone. */
export function formatHour(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}
