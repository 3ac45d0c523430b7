import type { ListedAlarm } from '../../db/rows.ts';
import { coalesceAlarmSounds } from '../../domain/alarm-sound.ts';
import type { AlarmPrefs } from '../alarm-prefs.ts';
import type { TonePlayer } from './tone-player.ts';

/**
 * Plays what these alarms call for, each sound once (see coalesceAlarmSounds). During a call that mutes alarm sounds
 * (MUTE_ALARMSOUNDS_ON_CALL) the acute alarms that still sound get the short call tone instead, at the loudest of
 * their volumes: heard, without drowning the caller.
 */
export function playAlarmSounds(player: TonePlayer, prefs: AlarmPrefs, alarms: readonly ListedAlarm[], duringCall = false): void {
  const sounds = coalesceAlarmSounds(alarms, prefs);
  if (!duringCall) for (const { sound, volume } of sounds) player.play(sound, volume);
  else if (sounds.length > 0) player.play('call-short', Math.max(...sounds.map(({ volume }) => volume)));
}
