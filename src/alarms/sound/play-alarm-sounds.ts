import type { Alarm } from '../../db/rows.ts';
import { coalesceAlarmSounds } from '../../domain/alarm-sound.ts';
import type { AlarmPrefs } from '../alarm-prefs.ts';
import type { TonePlayer } from './tone-player.ts';

/** Plays what these alarms call for, each sound once (see coalesceAlarmSounds). */
export function playAlarmSounds(player: TonePlayer, prefs: AlarmPrefs, alarms: readonly Alarm[]): void {
  for (const { sound, volume } of coalesceAlarmSounds(alarms, prefs)) player.play(sound, volume);
}
