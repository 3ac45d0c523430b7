/** The audio alarm ids an alarm may name as its own sound (UseSound, core §9, CONST-08); 0 names none. */
export const AUDIO_ALARM_IDS = [1, 2, 3, 4, 5] as const;

export type AudioAlarmId = (typeof AUDIO_ALARM_IDS)[number];

export function isAudioAlarmId(value: unknown): value is AudioAlarmId {
  return AUDIO_ALARM_IDS.includes(value as AudioAlarmId);
}
