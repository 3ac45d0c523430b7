/**
 * Server settings (GET api/settings, core §3, calls §9): a list of key/defaultvalue string pairs, read into one
 * typed record. Booleans are true only for "true" or "True"; numbers are parsed; every key of both documents has
 * a field, and unknown keys stay readable through `raw`.
 */
import { DEFAULT_ABSENCE_REASON_SET, DEFAULT_CODEC, DEFAULT_PLANNING_TEMPLATE, REMINDER_INTERVAL_DEFAULT_S } from './constants.ts';

export interface SettingPair {
  key: string;
  defaultvalue?: string | null;
}

export type AlarmListLook = 'alarmcentric' | 'objectcentric' | 'objectcentrictext' | 'anonymous';
export type AlarmSortBy = 'priority' | 'time' | 'alphabetically';

export interface AlarmFlag {
  key: string;
  name: string;
}

export interface ConsoleSettings {
  READONLY: boolean;
  /** date-fns format of date-times; undefined means the default (constants DEFAULT_DATE_TIME_FORMAT). */
  DATE_FORMAT: string | undefined;
  /** Report interval, milliseconds (the spec gives no unit: read as the engine's timers take it). */
  REPORT: number | undefined;
  /** Respondent-group refresh in seconds (see respondentRefreshMs). */
  RESPONDENT_REFRESH: number | undefined;
  /** Alarm and call polling interval, milliseconds. */
  ALARM_REFRESH_FAST: number | undefined;
  ADMINURL: string | undefined;
  UseOldAdmin: boolean;
  /** Accept limit in milliseconds; 0 means no limit. */
  LIMIT_ACCEPT: number;
  SINGLELIST: boolean;
  ALARMLISTLOOK: AlarmListLook;
  ALARMLISTALLOWSORT: boolean;
  ALARMLISTSORTBY: AlarmSortBy;
  /** Only an explicit non-true value ("False") makes the default sort descending. */
  ALARMLISTDEFAULTSORTASCENDING: boolean;
  TIMESTAMPS: string | undefined;
  TELEPHONE_PREFIX: string | undefined;
  DTMFSENDDIGIT: string | undefined;
  USING_PLANNING_VIEW: boolean;
  ENABLE_FETCH_ON_REMINDER: boolean;
  AG_GRID_LICENSE: string | undefined;
  MAKE_CALL_NOTES: boolean;
  CENTRAL_CONSOLE_LOGGING: boolean;
  PLANNING_VIEW_ALARM_TEMPLATE: string;
  USER_ABSENCES: boolean;
  /** The absence-reason dataset name (GET api/dataset/absencereason/{set}). */
  USER_ABSENCES_SET: string;
  TWILLIO_CODEC_LIST: string[];
  USE_NEW_TEMPLATES: boolean;
  /** Respondent groups whose alarms handled by other respondents are hidden. */
  HIDE_OTHER_RESPONDENTS_HANDLING_ALARM: string[];
  UPLOAD_BROWSER_LOG: boolean;
  EXTERNAL_LOGGING: boolean;
  EXTERNAL_LOGGING_ENHANCED: boolean;
  /** Respondent groups allowed to see medical notes. */
  ALLOW_MEDICAL_NOTES: string[];
  AVAILABLE_ALARM_FLAGS: AlarmFlag[];
  MUTE_ALARMSOUNDS_ON_CALL: boolean;
  /** Seconds between repeats of the alarm sound while unanswered alarms wait; 0 turns it off (default 30). */
  UNANSWERED_SOUND_REPEAT: number;
  CALLRESOURCE_NO_MESSAGE: boolean;
  /** Commands this operator ran on an alarm show as used (CMD-33). */
  COMMAND_STATE_CHANGE: boolean;
  /** Inactivity countdown, seconds (default 30). */
  InactivityModalTimeout: number | undefined;
  /** Inactivity interval before the modal opens; undefined turns the check off. */
  InactivityCheckInterval: number | undefined;
  /** Every pair as sent, for keys this record does not name. */
  raw: Readonly<Record<string, string>>;
}

export function readBool(value: string | null | undefined): boolean {
  return value === 'true' || value === 'True';
}

export function readNumber(value: string | null | undefined): number | undefined {
  if (value == null || value.trim() === '') return undefined;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : undefined;
}

/** A trimmed string, or undefined when absent or blank. */
export function readString(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A comma- or semicolon-separated list, trimmed, blanks dropped. */
export function readList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(/[,;]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** AVAILABLE_ALARM_FLAGS: "key:name,key:name"; an entry without a colon is its own name. */
export function parseAlarmFlags(value: string | null | undefined): AlarmFlag[] {
  return readList(value).map((entry) => {
    const colon = entry.indexOf(':');
    if (colon < 0) return { key: entry, name: entry };
    const key = entry.slice(0, colon).trim();
    return { key, name: entry.slice(colon + 1).trim() || key };
  });
}

const LOOKS: readonly AlarmListLook[] = ['alarmcentric', 'objectcentric', 'objectcentrictext', 'anonymous'];
const SORTS: readonly AlarmSortBy[] = ['priority', 'time', 'alphabetically'];

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T {
  const lower = value?.toLowerCase();
  return allowed.find((item) => item === lower) ?? fallback;
}

export function parseSettings(list: readonly SettingPair[]): ConsoleSettings {
  const raw: Record<string, string> = {};
  for (const { key, defaultvalue } of list) raw[key] = defaultvalue ?? '';
  const bool = (key: string) => readBool(raw[key]);
  const num = (key: string) => readNumber(raw[key]);
  const str = (key: string) => readString(raw[key]);
  const codecs = readList(raw.TWILLIO_CODEC_LIST);
  return {
    READONLY: bool('READONLY'),
    DATE_FORMAT: str('DATE_FORMAT'),
    REPORT: num('REPORT'),
    RESPONDENT_REFRESH: num('RESPONDENT_REFRESH'),
    ALARM_REFRESH_FAST: num('ALARM_REFRESH_FAST'),
    ADMINURL: str('ADMINURL'),
    UseOldAdmin: bool('UseOldAdmin'),
    LIMIT_ACCEPT: Math.max(0, num('LIMIT_ACCEPT') ?? 0),
    SINGLELIST: bool('SINGLELIST'),
    ALARMLISTLOOK: oneOf(str('ALARMLISTLOOK'), LOOKS, 'alarmcentric'),
    ALARMLISTALLOWSORT: bool('ALARMLISTALLOWSORT'),
    ALARMLISTSORTBY: oneOf(str('ALARMLISTSORTBY'), SORTS, 'time'),
    ALARMLISTDEFAULTSORTASCENDING: raw.ALARMLISTDEFAULTSORTASCENDING === undefined || bool('ALARMLISTDEFAULTSORTASCENDING'),
    TIMESTAMPS: str('TIMESTAMPS'),
    TELEPHONE_PREFIX: str('TELEPHONE_PREFIX'),
    DTMFSENDDIGIT: str('DTMFSENDDIGIT'),
    USING_PLANNING_VIEW: bool('USING_PLANNING_VIEW'),
    ENABLE_FETCH_ON_REMINDER: bool('ENABLE_FETCH_ON_REMINDER'),
    AG_GRID_LICENSE: str('AG_GRID_LICENSE'),
    MAKE_CALL_NOTES: bool('MAKE_CALL_NOTES'),
    CENTRAL_CONSOLE_LOGGING: bool('CENTRAL_CONSOLE_LOGGING'),
    PLANNING_VIEW_ALARM_TEMPLATE: str('PLANNING_VIEW_ALARM_TEMPLATE') ?? DEFAULT_PLANNING_TEMPLATE,
    USER_ABSENCES: bool('USER_ABSENCES'),
    USER_ABSENCES_SET: str('USER_ABSENCES_SET') ?? DEFAULT_ABSENCE_REASON_SET,
    TWILLIO_CODEC_LIST: codecs.length > 0 ? codecs : [DEFAULT_CODEC],
    USE_NEW_TEMPLATES: bool('USE_NEW_TEMPLATES'),
    HIDE_OTHER_RESPONDENTS_HANDLING_ALARM: readList(raw.HIDE_OTHER_RESPONDENTS_HANDLING_ALARM),
    UPLOAD_BROWSER_LOG: bool('UPLOAD_BROWSER_LOG'),
    EXTERNAL_LOGGING: bool('EXTERNAL_LOGGING'),
    EXTERNAL_LOGGING_ENHANCED: bool('EXTERNAL_LOGGING_ENHANCED'),
    ALLOW_MEDICAL_NOTES: readList(raw.ALLOW_MEDICAL_NOTES),
    AVAILABLE_ALARM_FLAGS: parseAlarmFlags(raw.AVAILABLE_ALARM_FLAGS),
    MUTE_ALARMSOUNDS_ON_CALL: bool('MUTE_ALARMSOUNDS_ON_CALL'),
    // On unless the centre turns it off (one beep that then falls silent is easily missed), at the spec's interval.
    UNANSWERED_SOUND_REPEAT: Math.max(0, num('UNANSWERED_SOUND_REPEAT') ?? REMINDER_INTERVAL_DEFAULT_S),
    CALLRESOURCE_NO_MESSAGE: bool('CALLRESOURCE_NO_MESSAGE'),
    COMMAND_STATE_CHANGE: bool('COMMAND_STATE_CHANGE'),
    InactivityModalTimeout: num('InactivityModalTimeout'),
    InactivityCheckInterval: num('InactivityCheckInterval'),
    raw,
  };
}

/** RESPONDENT_REFRESH is in seconds: the group refresh timer runs every value × 1000 ms. */
export function respondentRefreshMs(settings: Pick<ConsoleSettings, 'RESPONDENT_REFRESH'>): number | undefined {
  const seconds = settings.RESPONDENT_REFRESH;
  return seconds !== undefined && seconds > 0 ? seconds * 1000 : undefined;
}

/** Medical notes show only when ALLOW_MEDICAL_NOTES lists the alarm's respondent group (by id or name). */
export function medicalNotesAllowed(
  settings: Pick<ConsoleSettings, 'ALLOW_MEDICAL_NOTES'>,
  respondentGroup: string | number | null | undefined,
): boolean {
  if (respondentGroup == null) return false;
  const group = String(respondentGroup).toLowerCase();
  return settings.ALLOW_MEDICAL_NOTES.some((item) => item.toLowerCase() === group);
}
