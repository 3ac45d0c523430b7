import { useMemo, useSyncExternalStore } from 'react';
import { usePrefs, useSettings } from '../../db/hooks.ts';
import { type AlarmSoundStatus, alarmSoundStatus, alarmSoundsMuted } from '../../domain/alarm-sound.ts';
import { readAlarmPrefs } from '../alarm-prefs.ts';
import { useCallActive } from '../use-call-active.ts';
import { soundOwnerStore } from './sound-owner-store.ts';
import type { AudioStatus } from './tone-player.ts';

/** This tab's alarm sound status (see alarmSoundStatus), live. */
export function useAlarmSoundStatus(audio: AudioStatus): AlarmSoundStatus {
  const rawPrefs = usePrefs();
  const settings = useSettings();
  const callActive = useCallActive();
  const { owner, ownerAudio } = useSyncExternalStore(soundOwnerStore.subscribe, soundOwnerStore.get);
  const audioState = useSyncExternalStore(audio.subscribe, audio.audioState);
  const prefs = useMemo(() => readAlarmPrefs(rawPrefs), [rawPrefs]);
  const anyLevelOn = ([1, 2] as const).some((level) => prefs.soundOn[level] && prefs.volume[level] > 0);
  return alarmSoundStatus({ owner, audio: audioState, ownerAudio, anyLevelOn, mutedOnCall: alarmSoundsMuted(settings?.MUTE_ALARMSOUNDS_ON_CALL === true, callActive) });
}
