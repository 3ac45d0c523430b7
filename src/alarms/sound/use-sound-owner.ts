import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { backgroundGate } from '../../db/background-gate.ts';
import type { CapabilityEffects } from '../../page-capability/effects.ts';
import { useCapability } from '../../page-capability/use-capability.ts';
import { alarmSoundCapability } from './alarm-sound-capability.ts';
import type { AlarmSoundPlayer } from './file-player.ts';
import { soundOwnerStore } from './sound-owner-store.ts';
import { tabPlayer } from './tab-player.ts';
import type { AudioStatus } from './tone-player.ts';

/**
 * An operator often keeps the console open in several tabs (one per screen); every tab sees every new alarm, but
 * the sound must ring once: in the tab that owns the alarm-sound capability (a visible one, preferably the one
 * focused last; the next takes over when it closes). Without Web Locks (old browsers, test DOMs) every tab plays.
 * Answers whether this tab plays, and reports it with the owner's audio state to the shell (soundOwnerStore). The
 * other tabs, when hidden, leave pushes undrawn until shown (backgroundGate). `anyTabVisible` tells whether any tab
 * of the console in this browser is visible (the owner alerts a hidden console by system notification).
 */
export function useSoundOwner(audio: AudioStatus, effects?: CapabilityEffects | null, sounds: Pick<AlarmSoundPlayer, 'preload'> = tabPlayer): { isOwner: boolean; anyTabVisible(): boolean } {
  const audioState = useSyncExternalStore(audio.subscribe, audio.audioState);
  const state = useMemo(() => ({ audio: audioState }), [audioState]);
  const { isOwner, state: shared, anyTabVisible } = useCapability(alarmSoundCapability, { candidate: true, state, handlers: {}, effects });
  const ownerAudio = isOwner ? undefined : shared?.audio;
  useEffect(() => soundOwnerStore.set({ owner: isOwner, ownerAudio }), [isOwner, ownerAudio]);
  useEffect(() => () => soundOwnerStore.clear(), []);
  // Only the tab that plays loads the sound files (from when it owns): the others never fetch them.
  useEffect(() => {
    if (isOwner) sounds.preload();
  }, [isOwner, sounds]);
  // The owner sounds new alarms and reports their delivery even when hidden: its tab keeps drawing them.
  useEffect(() => {
    backgroundGate.keepAwake('alarm-sound', isOwner);
    return () => backgroundGate.keepAwake('alarm-sound', false);
  }, [isOwner]);
  return { isOwner, anyTabVisible };
}
