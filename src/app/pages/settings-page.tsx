import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PREF_KEYS, readAlarmPrefs, type SoundLevel } from '../../alarms/alarm-prefs.ts';
import { createTonePlayer } from '../../alarms/sound/tone-player.ts';
import { SoftphoneAudioSettings } from '../../calls/softphone/audio-settings.tsx';
import { usePrefs } from '../../db/hooks.ts';
import { REMINDER_INTERVAL_OPTIONS_S, VOLUME_MAX, VOLUME_MIN, VOLUME_STEP } from '../../domain/constants.ts';
import { validateVolume } from '../../domain/validation/volume.ts';
import type { CommandResult } from '../../sync-client/failure.ts';
import { useSend } from '../../sync-client/engine-context.tsx';
import { Button } from '../../ui/button.tsx';
import { CheckField } from '../../ui/check-field.tsx';
import { Loading } from '../route-guards.tsx';

/**
 * /dashboard/settings: the local preferences of core §3 (alarm sounds and volumes per level, custom sound,
 * reminders, extended logs), saved through the engine into the prefs table the alarm screens read.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const raw = usePrefs();
  const send = useSend();
  if (!raw) return <Loading />;
  const prefs = readAlarmPrefs(raw);
  const save = (key: string, value: unknown) => send('setPref', { key, value });

  return (
    <section className="page" aria-labelledby="settings-title">
      <h1 id="settings-title" className="page-title">
        {t('settings.title')}
      </h1>
      <fieldset className="settings-group">
        <legend>{t('settings.sounds')}</legend>
        {([1, 2] as const).map((level) => (
          <LevelSettings key={level} level={level} on={prefs.soundOn[level]} volume={prefs.volume[level]} save={save} />
        ))}
        <CheckField label={t('settings.customSound')} checked={prefs.customSound} onChange={(value) => void save(PREF_KEYS.customSound, value)} />
      </fieldset>
      <fieldset className="settings-group">
        <legend>{t('settings.reminders')}</legend>
        <CheckField label={t('settings.notifyReminder')} checked={prefs.notifyReminder} onChange={(value) => void save(PREF_KEYS.notifyReminder, value)} />
        <CheckField label={t('settings.reminderSound')} checked={prefs.reminderSound} onChange={(value) => void save(PREF_KEYS.reminderSound, value)} />
        <ReminderInterval value={prefs.reminderIntervalS} onChange={(value) => void save(PREF_KEYS.reminderInterval, value)} />
      </fieldset>
      <fieldset className="settings-group">
        <legend>{t('settings.logs')}</legend>
        <CheckField label={t('settings.extendedLogs')} checked={prefs.extendedLogs} onChange={(value) => void save(PREF_KEYS.extendedLogs, value)} />
      </fieldset>
      <SoftphoneAudioSettings />
    </section>
  );
}

/** The test button's own player: the settings page is not the tab that owns the alarm sound. */
const tones = createTonePlayer();

type Save = (key: string, value: unknown) => Promise<CommandResult>;

/**
 * A level's sound and volume. VALID-26: the volume is a slider, 0 to 1 in steps of 0.1, so no invalid value can be
 * typed; while the sound is on it cannot be silent (0.1 at least). It shows the saved volume again when a change is
 * refused, and a test button plays the level's sound at it.
 */
function LevelSettings({ level, on, volume, save }: { level: SoundLevel; on: boolean; volume: number; save: Save }) {
  const { t } = useTranslation();
  const id = useId();
  const min = on ? VOLUME_STEP : VOLUME_MIN;
  const [shown, setShown] = useState(volume);
  useEffect(() => setShown(volume), [volume]);
  const change = async (value: string) => {
    const check = validateVolume(value, min);
    if (!check.ok) return;
    setShown(check.value);
    const result = await save(PREF_KEYS.volume[level], check.value);
    if (!result.ok) setShown(volume);
  };
  const switchSound = (value: boolean) => {
    void save(PREF_KEYS.soundOn[level], value);
    if (value && volume < VOLUME_STEP) void change(String(VOLUME_STEP));
  };
  return (
    <div className="settings-level">
      <CheckField label={t('settings.soundOn', { level })} checked={on} onChange={switchSound} />
      <div className="field">
        <label htmlFor={id}>{t('settings.volume', { level })}</label>
        <div className="settings-volume">
          <input
            id={id}
            type="range"
            min={min}
            max={VOLUME_MAX}
            step={VOLUME_STEP}
            value={Math.max(shown, min)}
            aria-valuetext={t('settings.volumePercent', { percent: Math.round(shown * 100) })}
            onChange={(event) => void change(event.target.value)}
          />
          <output htmlFor={id}>{t('settings.volumePercent', { percent: Math.round(shown * 100) })}</output>
          <Button onClick={() => tones.play(level === 1 ? 'level1' : 'level2', shown)}>{t('settings.testSound', { level })}</Button>
        </div>
      </div>
    </div>
  );
}

/** "Never" is stored as 0; unset is none too (CONST-06): reminders repeat only once an interval is chosen. */
function ReminderInterval({ value, onChange }: { value: number | null; onChange: (value: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('settings.reminderInterval')}</label>
      <select id={id} value={value ?? 0} onChange={(event) => onChange(Number(event.target.value))}>
        <option value="0">{t('settings.none')}</option>
        {REMINDER_INTERVAL_OPTIONS_S.map((seconds) => (
          <option key={seconds} value={seconds}>
            {t('settings.seconds', { count: seconds })}
          </option>
        ))}
      </select>
    </div>
  );
}
