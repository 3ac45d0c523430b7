import { type TimeInput, toMillis } from './time.ts';

/**
 * Merging a full alarm list (core §4): inactive alarms the server no longer lists are kept for a while after their
 * LastUpdated, so a just-cleared alarm does not vanish under the operator's eyes; every other missing alarm is
 * dropped. The spec does not give the period; 30 minutes is ours.
 */
export const INACTIVE_KEEP_MS = 30 * 60 * 1000;

/** What the rule reads of an alarm. */
export interface MergeableAlarm {
  AlarmId: number;
  Active: boolean;
  LastUpdated?: TimeInput;
}

/** The ids of local alarms to drop after the server answered its full list `server`. */
export function alarmIdsToDrop(local: readonly MergeableAlarm[], server: readonly { AlarmId: number }[], now: number, keepMs = INACTIVE_KEEP_MS): number[] {
  const listed = new Set(server.map((alarm) => alarm.AlarmId));
  return local
    .filter((alarm) => !listed.has(alarm.AlarmId))
    .filter((alarm) => alarm.Active || now - (toMillis(alarm.LastUpdated) ?? 0) > keepMs)
    .map((alarm) => alarm.AlarmId);
}
