import type { AlarmFlag } from './settings.ts';

/**
 * An alarm's flags as an operator reads them (qa-supervisor P3-7): each key the centre names in
 * AVAILABLE_ALARM_FLAGS by its name ("2" reads "Key holder update"), any other as it came. Flags arrive as a list
 * or as one comma-separated text.
 */
export function alarmFlagNames(flags: string | readonly (string | number)[] | null | undefined, available: readonly AlarmFlag[]): string[] {
  if (!flags) return [];
  const keys = typeof flags === 'string' ? flags.split(',') : flags.map(String);
  return keys
    .map((key) => key.trim())
    .filter((key) => key !== '')
    .map((key) => available.find((flag) => flag.key === key)?.name ?? key);
}
