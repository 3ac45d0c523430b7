import type { Alarm } from '../../src/db/rows.ts';
import { toMillis } from '../../src/domain/time.ts';

/**
 * Merging a full alarm list (core §4): inactive alarms the server no longer lists are kept for a while after their
 * LastUpdated, so a just-cleared alarm does not vanish under the operator's eyes; every other missing alarm is
 * dropped. The spec does not give the period; 30 minutes is ours.
 */
export const INACTIVE_KEEP_MS = 30 * 60 * 1000;

export function alarmIdsToDrop(local: readonly Alarm[], server: readonly Alarm[], now: number, keepMs: number): number[] {
  const listed = new Set(server.map((alarm) => alarm.AlarmId));
  return local
    .filter((alarm) => !listed.has(alarm.AlarmId))
    .filter((alarm) => alarm.Active || now - (toMillis(alarm.LastUpdated) ?? 0) > keepMs)
    .map((alarm) => alarm.AlarmId);
}
