/** The page's `arc:alarm-sound` event names the alarms a new-alarm sound was played for (the chaos run counts them per browser). */
export const ALARM_SOUND_EVENT = 'arc:alarm-sound';

export function announceAlarmSound(alarmIds: readonly number[]): void {
  window.dispatchEvent(new CustomEvent(ALARM_SOUND_EVENT, { detail: { alarmIds } }));
}
