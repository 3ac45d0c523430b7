/**
 * The alarm list as this browser last drew it, kept in localStorage so that the next start can draw it in the
 * first frames, before React, the translations, IndexedDB or the engine are there (warm start). Texts as
 * they were shown (already translated and formatted); cleared when nobody is logged in any more.
 */
export interface StartPictureRecord {
  /** 2: neutral rows and an "as of" line (1 drew the rows' states as if live, so it is not drawn). */
  version: 2;
  /** The language the texts are in (the page's lang while the snapshot shows). */
  language: string;
  /** "As of {time}, updating…": says what the picture is and how old, with {time} where savedAt's time goes. */
  asOf: string;
  listLabel: string;
  /** The tabs' labels, without their counts: a count kept is not the count now. */
  tabs: string[];
  /** Index of the selected tab. */
  selectedTab: number;
  rows: StartPictureRow[];
  savedAt: number;
}

/**
 * A row as text, without its state or status: an alarm taken or cleared while the console was closed must not be
 * drawn as unanswered.
 */
export interface StartPictureRow {
  title: string;
  subtitle: string;
  time: string;
}

/** Where the record's asOf line takes the time the list was kept. */
export const AS_OF_TIME = '{time}';

export const START_PICTURE_KEY = 'arc-start-picture';
/** More rows than a tall window shows at once. */
export const START_PICTURE_ROWS = 30;

const isText = (value: unknown): value is string => typeof value === 'string';

function isRow(value: unknown): value is StartPictureRow {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return isText(row.title) && isText(row.subtitle) && isText(row.time);
}

/**
 * The oldest picture drawn (security NL7): a console closed longer than this has a login the server has ended
 * (ARC_SESSION_IDLE_S, 30 min by default), so a list this old would show a past shift's alarms to whoever opens the
 * browser next. A visible list is kept every 2 s, so a running console's picture is never this old.
 */
const START_PICTURE_MAX_AGE_MS = 30 * 60_000;

/** The stored record, or null when there is none or it is not one this build wrote (never throws). */
function readStoredRecord(storage: Storage | undefined): StartPictureRecord | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(START_PICTURE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    const valid =
      record.version === 2 &&
      isText(record.language) &&
      isText(record.asOf) &&
      isText(record.listLabel) &&
      Array.isArray(record.tabs) &&
      record.tabs.every(isText) &&
      typeof record.selectedTab === 'number' &&
      Array.isArray(record.rows) &&
      record.rows.length <= START_PICTURE_ROWS &&
      record.rows.every(isRow) &&
      typeof record.savedAt === 'number';
    return valid ? (record as unknown as StartPictureRecord) : null;
  } catch {
    return null;
  }
}

/**
 * The record to draw, or null when there is none, it is not one this build wrote, or it is older than
 * START_PICTURE_MAX_AGE_MS (or dated ahead of the clock): such a record is forgotten at once.
 */
export function readStartPicture(storage: Storage | undefined = globalThis.localStorage, now = Date.now()): StartPictureRecord | null {
  const record = readStoredRecord(storage);
  if (!record) return null;
  const age = now - record.savedAt;
  if (age >= 0 && age < START_PICTURE_MAX_AGE_MS) return record;
  clearStartPicture(storage);
  return null;
}

/** Stores the record; without storage (private mode, full) the next start simply draws without it. */
export function saveStartPicture(record: StartPictureRecord, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(START_PICTURE_KEY, JSON.stringify(record));
  } catch {
    // nothing to keep it in
  }
}

/** Forgets the list: nobody is logged in on this browser any more, so its alarms are not shown at the next start. */
export function clearStartPicture(storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(START_PICTURE_KEY);
  } catch {
    // nothing stored
  }
}
