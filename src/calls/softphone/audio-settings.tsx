import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefs, useSession, useSettings } from '../../db/hooks.ts';
import { useSend } from '../../sync-client/engine-context.tsx';
import { CheckField } from '../../ui/check-field.tsx';
import { DeviceSelect, useOutputDevices } from '../../ui/output-device-select.tsx';
import { AUDIO_PREF_KEYS, audioSettingsShown, readAudioPrefs } from './audio-prefs.ts';

/** CALL-60: the disconnect-sound toggle settles for 500 ms before it can be switched again. */
export const DISCONNECT_TOGGLE_SETTLE_MS = 500;
const CODEC_CHOICES = ['opus,pcmu', 'pcmu,opus', 'opus', 'pcmu'] as const;

/**
 * The cloud softphone's audio settings (CALL-48..50) on the settings page: ringtone and speaker device, disconnect
 * sound, auto gain control, noise suppression and codec list, stored as local preferences that the tab owning the
 * softphone applies. Shown only for cloud telephony, unless the server denies them (CALL-49).
 */
export function SoftphoneAudioSettings() {
  const { t } = useTranslation();
  const session = useSession();
  const settings = useSettings();
  const raw = usePrefs();
  const send = useSend();
  const outputs = useOutputDevices();
  const [settling, setSettling] = useState(false);
  useEffect(() => {
    if (!settling) return;
    const timer = setTimeout(() => setSettling(false), DISCONNECT_TOGGLE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [settling]);
  if (!raw || !audioSettingsShown(session?.telephony, settings)) return null;
  const prefs = readAudioPrefs(raw, settings?.TWILLIO_CODEC_LIST);
  const save = (key: string, value: unknown) => void send('setPref', { key, value });

  return (
    <fieldset className="settings-group">
      <legend>{t('softphone.settings.title')}</legend>
      <DeviceSelect label={t('softphone.settings.ringtoneDevice')} value={prefs.ringtoneDevice} outputs={outputs} onChange={(id) => save(AUDIO_PREF_KEYS.ringtoneDevice, id)} />
      <DeviceSelect label={t('softphone.settings.speakerDevice')} value={prefs.speakerDevice} outputs={outputs} onChange={(id) => save(AUDIO_PREF_KEYS.speakerDevice, id)} />
      <CheckField
        label={t('softphone.settings.disconnectSound')}
        checked={prefs.disconnectSound}
        disabled={settling}
        onChange={(value) => {
          setSettling(true);
          save(AUDIO_PREF_KEYS.disconnectSound, value);
        }}
      />
      <CheckField label={t('softphone.settings.autoGainControl')} checked={prefs.autoGainControl} onChange={(value) => save(AUDIO_PREF_KEYS.autoGainControl, value)} />
      <CheckField label={t('softphone.settings.noiseSuppression')} checked={prefs.noiseSuppression} onChange={(value) => save(AUDIO_PREF_KEYS.noiseSuppression, value)} />
      <CodecSelect value={prefs.codecs.join(',')} onChange={(value) => save(AUDIO_PREF_KEYS.codecs, value.split(','))} />
    </fieldset>
  );
}

function CodecSelect({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('softphone.settings.codecs')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {CODEC_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {choice.split(',').map((codec) => codec.toUpperCase()).join(', ')}
          </option>
        ))}
      </select>
    </div>
  );
}
