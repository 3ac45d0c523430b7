import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PREF_KEYS, readAlarmPrefs, type SoundLevel } from '../../alarms/alarm-prefs.ts';
import { usePrefs } from '../../db/hooks.ts';
import { REMINDER_INTERVAL_OPTIONS_S, VOLUME_MAX, VOLUME_MIN, VOLUME_STEP } from '../../domain/constants.ts';
import { validateVolume } from '../../domain/validation/volume.ts';
import { useEngine } from '../../sync-client/engine-context.tsx';
import { CheckField } from '../../ui/check-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { Loading } from '../route-guards.tsx';

/**
 * /dashboard/settings: the local preferences of core §3 (alarm sounds and volumes per level, custom sound,
 * reminders, extended logs), saved through the engine into the prefs table the alarm screens read.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const raw = usePrefs();
  const engine = useEngine();
  if (!raw) return <Loading />;
  const prefs = readAlarmPrefs(raw);
  const save = (key: string, value: unknown) => void engine.setPref(key, value);

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
        <CheckField label={t('settings.customSound')} checked={prefs.customSound} onChange={(value) => save(PREF_KEYS.customSound, value)} />
      </fieldset>
      <fieldset className="settings-group">
        <legend>{t('settings.reminders')}</legend>
        <CheckField label={t('settings.notifyReminder')} checked={prefs.notifyReminder} onChange={(value) => save(PREF_KEYS.notifyReminder, value)} />
        <CheckField label={t('settings.reminderSound')} checked={prefs.reminderSound} onChange={(value) => save(PREF_KEYS.reminderSound, value)} />
        <ReminderInterval value={prefs.reminderIntervalS} onChange={(value) => save(PREF_KEYS.reminderInterval, value)} />
      </fieldset>
      <fieldset className="settings-group">
        <legend>{t('settings.logs')}</legend>
        <CheckField label={t('settings.extendedLogs')} checked={prefs.extendedLogs} onChange={(value) => save(PREF_KEYS.extendedLogs, value)} />
      </fieldset>
    </section>
  );
}

function LevelSettings({ level, on, volume, save }: { level: SoundLevel; on: boolean; volume: number; save: (key: string, value: unknown) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(String(volume));
  const [invalid, setInvalid] = useState(false);
  const commit = () => {
    // VALID-26: 0 to 1 in steps of 0.1; a decimal comma is accepted as typed in sv, nb and fi.
    const check = validateVolume(draft.replace(',', '.'));
    setInvalid(!check.ok);
    if (check.ok) save(PREF_KEYS.volume[level], check.value);
  };
  return (
    <div className="settings-level">
      <CheckField label={t('settings.soundOn', { level })} checked={on} onChange={(value) => save(PREF_KEYS.soundOn[level], value)} />
      <TextField
        label={t('settings.volume', { level })}
        type="number"
        min={VOLUME_MIN}
        max={VOLUME_MAX}
        step={VOLUME_STEP}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        error={invalid ? t('messages.VOLUME_INVALID') : null}
      />
    </div>
  );
}

/** "Never" is stored as 0: an unset interval means the 30 s default. */
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
