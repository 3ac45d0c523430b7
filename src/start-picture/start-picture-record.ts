/**
 * The alarm list as this browser last drew it, kept in localStorage so that the next start can draw it in the
 * first frames, before React, the translations, IndexedDB or the engine are there (warm start). Texts as
 * they were shown (already translated and formatted); cleared when nobody is logged in any more.
 */
export interface StartPictureRecord {
  version: 1;
  /** The language the texts are in (the page's lang while the snapshot shows). */
  language: string;
  /** "Opening the console…": says what the picture is while it shows. */
  opening: string;
  listLabel: string;
  tabs: StartPictureTab[];
  /** Index of the selected tab. */
  selectedTab: number;
  rows: StartPictureRow[];
  savedAt: number;
}

export interface StartPictureTab {
  label: string;
  /** The count beside the label, as shown ("" for none). */
  count: string;
}

export interface StartPictureRow {
  /** The row's state classes (colours by state and priority), the list's own. */
  className: string;
  title: string;
  subtitle: string;
  time: string;
  status: string;
}

export const START_PICTURE_KEY = 'arc-start-picture';
/** More rows than a tall window shows at once. */
export const START_PICTURE_ROWS = 30;

const isText = (value: unknown): value is string => typeof value === 'string';

function isTab(value: unknown): value is StartPictureTab {
  if (typeof value !== 'object' || value === null) return false;
  const tab = value as Record<string, unknown>;
  return isText(tab.label) && isText(tab.count);
}

function isRow(value: unknown): value is StartPictureRow {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return isText(row.className) && isText(row.title) && isText(row.subtitle) && isText(row.time) && isText(row.status);
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
      record.version === 1 &&
      isText(record.language) &&
      isText(record.opening) &&
      isText(record.listLabel) &&
      Array.isArray(record.tabs) &&
      record.tabs.every(isTab) &&
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
