import type { Device } from '@twilio/voice-sdk';
import type { SoftphoneAudioPrefs } from './audio-prefs.ts';

/** The part of the SDK's AudioHelper the preferences reach. */
type AudioHelper = Pick<NonNullable<Device['audio']>, 'disconnect' | 'setAudioConstraints' | 'isOutputSelectionSupported' | 'speakerDevices' | 'ringtoneDevices'>;

/**
 * Applies the operator's audio preferences (CALL-48) to the owner tab's Device: the disconnect sound, the
 * microphone's gain control and noise suppression, and, where the browser can choose outputs, the speaker and
 * ringtone devices (the SDK's own output selection). A device that has gone falls back to the system's.
 */
export function applyAudioPrefs(audio: AudioHelper | null, prefs: SoftphoneAudioPrefs): void {
  if (!audio) return;
  audio.disconnect(prefs.disconnectSound);
  void audio.setAudioConstraints({ autoGainControl: prefs.autoGainControl, noiseSuppression: prefs.noiseSuppression }).catch(() => undefined);
  if (!audio.isOutputSelectionSupported) return;
  for (const [collection, id] of [
    [audio.speakerDevices, prefs.speakerDevice],
    [audio.ringtoneDevices, prefs.ringtoneDevice],
  ] as const) {
    void collection.set(id).catch(() => collection.set('default').catch(() => undefined));
  }
}
