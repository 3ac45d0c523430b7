import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationSettings } from '../../alarms/notify/notification-settings.tsx';
import { PREF_KEYS, readAlarmPrefs, type SoundLevel } from '../../alarms/alarm-prefs.ts';
import type { SoundName } from '../../alarms/sound/sound-patterns.ts';
import { tabPlayer } from '../../alarms/sound/tab-player.ts';
import { useSoundOutput } from '../../alarms/sound/use-sound-output.ts';
import { SoftphoneAudioSettings } from '../../calls/softphone/audio-settings.tsx';
import { usePrefs } from '../../db/hooks.ts';
import { AUDIO_ALARM_IDS } from '../../domain/audio-alarm-id.ts';
import { REMINDER_INTERVAL_OPTIONS_S, VOLUME_MAX, VOLUME_MIN, VOLUME_STEP } from '../../domain/constants.ts';
import { validateVolume } from '../../domain/validation/volume.ts';
import type { CommandResult } from '../../sync-client/failure.ts';
import { useSend } from '../../sync-client/engine-context.tsx';
import { Button } from '../../ui/button.tsx';
import { CheckField } from '../../ui/check-field.tsx';
import { DeviceSelect, useOutputDevices } from '../../ui/output-device-select.tsx';
import { Loading } from '../route-guards.tsx';

/**
 * /dashboard/settings: the local preferences of core §3 (alarm sounds and volumes per level, custom sound, the
 * alarm sounds' output device, reminders, extended logs), saved through the engine into the prefs table the alarm
 * screens read. Each sound can be tried here.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const raw = usePrefs();
  const send = useSend();
  const prefs = readAlarmPrefs(raw);
  useSoundOutput(tabPlayer, prefs.outputDevice);
  if (!raw) return <Loading />;
  const save = (key: string, value: unknown) => send('setPref', { key, value });
  // The reminder and an alarm's own sound play at the louder level volume, as in the list.
  const loudest = Math.max(prefs.volume[1], prefs.volume[2]);

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
        <div className="settings-volume">
          {AUDIO_ALARM_IDS.map((audioId) => (
            <TrySound key={audioId} sound={`audio-${audioId}`} volume={loudest} label={t('settings.testAudioSound', { id: audioId })} />
          ))}
        </div>
        {tabPlayer.canChooseOutput() ? <SoundOutput value={prefs.outputDevice} onChange={(id) => void save(PREF_KEYS.outputDevice, id)} /> : null}
      </fieldset>
      <NotificationSettings />
      <fieldset className="settings-group">
        <legend>{t('settings.reminders')}</legend>
        <CheckField label={t('settings.notifyReminder')} checked={prefs.notifyReminder} onChange={(value) => void save(PREF_KEYS.notifyReminder, value)} />
        <CheckField label={t('settings.reminderSound')} checked={prefs.reminderSound} onChange={(value) => void save(PREF_KEYS.reminderSound, value)} />
        <ReminderInterval value={prefs.reminderIntervalS} onChange={(value) => void save(PREF_KEYS.reminderInterval, value)} />
        <TrySound sound="reminder" volume={loudest} label={t('settings.testReminderSound')} />
      </fieldset>
      <fieldset className="settings-group">
        <legend>{t('settings.logs')}</legend>
        <CheckField label={t('settings.extendedLogs')} checked={prefs.extendedLogs} onChange={(value) => void save(PREF_KEYS.extendedLogs, value)} />
      </fieldset>
      <SoftphoneAudioSettings />
    </section>
  );
}

/** Plays a sound as an alarm would (from its file, to the chosen output), whichever tab plays the alarms. */
function TrySound({ sound, volume, label }: { sound: SoundName; volume: number; label: string }) {
  return <Button onClick={() => tabPlayer.play(sound, volume)}>{label}</Button>;
}

/** qa-supervisor P3-9: the alarm sounds may go to another output than the softphone's, e.g. a loudspeaker. */
function SoundOutput({ value, onChange }: { value: string; onChange(id: string): void }) {
  const { t } = useTranslation();
  return <DeviceSelect label={t('settings.outputDevice')} value={value} outputs={useOutputDevices()} onChange={onChange} />;
}

type Save = (key: string, value: unknown) => Promise<CommandResult>;

/**
 * A level's sound and volume. VALID-26: the volume is a slider, 0 to 1 in steps of 0.1, so no invalid value can be
 * typed; while the sound is on it cannot be silent (0.1 at least), and the page says why (qa-supervisor P3-9). Label
 * and read-out both speak in %. It shows the saved volume again when a change is refused, and a test button plays
 * the level's sound at it.
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
            aria-describedby={on ? `${id}-minimum` : undefined}
            onChange={(event) => void change(event.target.value)}
          />
          <output htmlFor={id}>{t('settings.volumePercent', { percent: Math.round(shown * 100) })}</output>
          <TrySound sound={level === 1 ? 'level1' : 'level2'} volume={shown} label={t('settings.testSound', { level })} />
        </div>
        {on ? (
          <p id={`${id}-minimum`} className="field-hint">
            {t('settings.volumeMinimum', { percent: Math.round(VOLUME_STEP * 100) })}
          </p>
        ) : null}
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
