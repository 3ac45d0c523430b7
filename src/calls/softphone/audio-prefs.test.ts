import { describe, expect, it } from 'vitest';
import { AUDIO_PREF_KEYS, audioSettingsShown, readAudioPrefs } from './audio-prefs.ts';

const settings = (raw: Record<string, string>) => ({ raw });

describe('readAudioPrefs', () => {
  it('CALL-48 CALL-50 defaults: system devices, disconnect sound, gain control and noise suppression on, opus first', () => {
    expect(readAudioPrefs({}, undefined)).toEqual({
      ringtoneDevice: 'default',
      speakerDevice: 'default',
      disconnectSound: true,
      autoGainControl: true,
      noiseSuppression: true,
      codecs: ['opus'],
    });
  });
  it('reads the stored choices', () => {
    const stored = {
      [AUDIO_PREF_KEYS.ringtoneDevice]: 'ring-1',
      [AUDIO_PREF_KEYS.speakerDevice]: 'spk-2',
      [AUDIO_PREF_KEYS.disconnectSound]: false,
      [AUDIO_PREF_KEYS.noiseSuppression]: false,
      [AUDIO_PREF_KEYS.codecs]: ['pcmu', 'opus'],
    };
    expect(readAudioPrefs(stored, ['opus'])).toEqual({
      ringtoneDevice: 'ring-1',
      speakerDevice: 'spk-2',
      disconnectSound: false,
      autoGainControl: true,
      noiseSuppression: false,
      codecs: ['pcmu', 'opus'],
    });
  });
});

describe('audioSettingsShown', () => {
  it('CALL-49 only for cloud telephony and when the server does not deny them', () => {
    expect(audioSettingsShown('cloud', settings({}))).toBe(true);
    expect(audioSettingsShown('cloud', settings({ SOFTPHONE_AUDIO_SETTINGS: 'True' }))).toBe(true);
    expect(audioSettingsShown('cloud', settings({ SOFTPHONE_AUDIO_SETTINGS: 'False' }))).toBe(false);
    expect(audioSettingsShown('basicTel', settings({}))).toBe(false);
    expect(audioSettingsShown(undefined, undefined)).toBe(false);
  });
});
