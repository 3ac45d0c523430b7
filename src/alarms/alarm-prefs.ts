import { VOLUME_DEFAULT } from '../domain/constants.ts';

/**
 * The local preferences the alarm screens read (core §3), stored by the engine in the prefs table under these keys
 * (setPref). The settings page writes the same keys. Defaults as CONST-06: custom alarm sound on, reminder
 * notification (marking reminders not yet due) off, reminder interval none (a due reminder sounds once: reminders
 * repeat only once the operator chooses an interval), extended logs on; alarm sound on with volume 1 (VALID-28),
 * played on the system's output device.
 * Repeating the sound while unanswered alarms wait is the centre's UNANSWERED_SOUND_REPEAT, not a preference.
 */
export const PREF_KEYS = {
  soundOn: { 1: 'alarmSoundLevel1', 2: 'alarmSoundLevel2' },
  volume: { 1: 'alarmVolumeLevel1', 2: 'alarmVolumeLevel2' },
  customSound: 'customAlarmSound',
  notifyReminder: 'notifyReminder',
  reminderSound: 'reminderSound',
  reminderInterval: 'reminderInterval',
  extendedLogs: 'extendedLogs',
  /** Where the alarm sounds play (qa-supervisor P3-9): an audio output's device id, 'default' the system's. */
  outputDevice: 'alarmSoundOutputDevice',
  /** Not a setting: the significant updates already seen (ALIST-31), so their dots stay gone after a reload. */
  seenSignificant: 'seenSignificant',
} as const;

export type SoundLevel = 1 | 2;

export interface AlarmPrefs {
  soundOn: Record<SoundLevel, boolean>;
  volume: Record<SoundLevel, number>;
  customSound: boolean;
  /** Mark alarms whose reminder is set but not yet due; due reminders always show. */
  notifyReminder: boolean;
  reminderSound: boolean;
  /** Seconds between reminder sounds; null plays one sound per reminder ("never" repeat). */
  reminderIntervalS: number | null;
  extendedLogs: boolean;
  outputDevice: string;
}

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function volume(value: unknown): number {
  return typeof value === 'number' && value >= 0 && value <= 1 ? value : VOLUME_DEFAULT;
}

export function readAlarmPrefs(prefs: Record<string, unknown> | undefined): AlarmPrefs {
  const p = prefs ?? {};
  const interval = p[PREF_KEYS.reminderInterval];
  return {
    soundOn: { 1: bool(p[PREF_KEYS.soundOn[1]], true), 2: bool(p[PREF_KEYS.soundOn[2]], true) },
    volume: { 1: volume(p[PREF_KEYS.volume[1]]), 2: volume(p[PREF_KEYS.volume[2]]) },
    customSound: bool(p[PREF_KEYS.customSound], true),
    notifyReminder: bool(p[PREF_KEYS.notifyReminder], false),
    // A due reminder sounds unless the operator turned the sound off.
    reminderSound: bool(p[PREF_KEYS.reminderSound], true),
    // None until chosen (CONST-06); 0 is the stored "never" (one sound per reminder).
    reminderIntervalS: typeof interval === 'number' && interval > 0 ? interval : null,
    extendedLogs: bool(p[PREF_KEYS.extendedLogs], true),
    outputDevice: typeof p[PREF_KEYS.outputDevice] === 'string' ? (p[PREF_KEYS.outputDevice] as string) : 'default',
  };
}
