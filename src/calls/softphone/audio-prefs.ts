import type { ConsoleSettings } from '../../domain/settings.ts';
import { readBool } from '../../domain/settings.ts';
import type { Telephony } from '../../db/rows.ts';
import { softphoneCodecs } from './softphone-codecs.ts';
import type { VoiceCodec } from './voice-device.ts';

/** The softphone's local preferences (CALL-48, CONST-05: audio devices and options, codec list). */
export const AUDIO_PREF_KEYS = {
  ringtoneDevice: 'softphone.ringtoneDevice',
  speakerDevice: 'softphone.speakerDevice',
  disconnectSound: 'softphone.disconnectSound',
  autoGainControl: 'softphone.autoGainControl',
  noiseSuppression: 'softphone.noiseSuppression',
  codecs: 'softphone.codecs',
} as const;

export interface SoftphoneAudioPrefs {
  /** Output device ids; 'default' is the system's. */
  ringtoneDevice: string;
  speakerDevice: string;
  disconnectSound: boolean;
  autoGainControl: boolean;
  noiseSuppression: boolean;
  codecs: VoiceCodec[];
}

const text = (value: unknown): string => (typeof value === 'string' && value ? value : 'default');
const flag = (value: unknown): boolean => value !== false;

/** The stored preferences with their defaults: system devices, every option on, the server's codecs (opus first). */
export function readAudioPrefs(prefs: Record<string, unknown>, codecSetting: readonly string[] | undefined): SoftphoneAudioPrefs {
  return {
    ringtoneDevice: text(prefs[AUDIO_PREF_KEYS.ringtoneDevice]),
    speakerDevice: text(prefs[AUDIO_PREF_KEYS.speakerDevice]),
    disconnectSound: flag(prefs[AUDIO_PREF_KEYS.disconnectSound]),
    autoGainControl: flag(prefs[AUDIO_PREF_KEYS.autoGainControl]),
    noiseSuppression: flag(prefs[AUDIO_PREF_KEYS.noiseSuppression]),
    codecs: softphoneCodecs(prefs[AUDIO_PREF_KEYS.codecs], codecSetting),
  };
}

/** CALL-49: the softphone's audio settings show only for cloud telephony, unless the server denies them. */
export function audioSettingsShown(telephony: Telephony | undefined, settings: Pick<ConsoleSettings, 'raw'> | undefined): boolean {
  const denied = settings?.raw.SOFTPHONE_AUDIO_SETTINGS;
  return telephony === 'cloud' && (denied === undefined || denied === '' || readBool(denied));
}
