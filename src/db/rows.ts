import type { Failure } from '../sync-client/failure.ts';
import type {
  AbsenceCalendar,
  AlarmHistoryItem,
  Attachments,
  Note,
  ExternalCustomerInfo,
  ExternalUserInfo,
  LinkedContact,
  Position,
  Respondent,
} from '../contract/index.ts';

/**
 * Row types of the console's IndexedDB tables. Entity rows are the contract's types as the server sends them; the
 * wrappers below exist only where the server answers a list for one key (history of a user, notes of a user).
 */
export type {
  AbsenceCalendar,
  ListedAlarm,
  AlarmDetails,
  AlarmHistoryItem,
  Attachments,
  Call,
  Me,
  Note,
  ObjectSearchResult,
  PasswordPolicy,
  Permissions,
  PlannedAlarm,
  Position,
  Respondent,
  RespondentGroup,
  Setting,
  UserDetails,
} from '../contract/index.ts';

/** Telephony integrations of the login page (core §2). */
export type Telephony = 'none' | 'external' | 'basicTel' | 'basicCallto' | 'cloud' | 'local';

/** The session values of core §3, kept per user under key 'current'. */
export interface SessionRow {
  key: 'current';
  username: string;
  respondentId: number | null;
  tokenType: string;
  accessToken: string;
  adminAccessToken: string | null;
  /** Seconds, as the last token answer gave it. */
  expiresIn: number;
  /** Epoch ms when the current access token stops being valid. */
  expiresAt: number;
  /** Epoch ms of the first login; the session ends when it has passed (SESSION-11). */
  initialExpiry: number;
  /** Epoch ms of the last successful renewal; null when never renewed (SESSION-07). */
  renewedAt: number | null;
  renewalToken: string | null;
  telephony: Telephony;
  phone: string | null;
  phoneSelected: boolean;
  readOnly: boolean;
  simpleLogin: boolean;
  simpleLoginAuth: boolean;
  /** The alarm page a one-time link opened, so its guest can go back to it (qa-supervisor P3-11); null otherwise. */
  linkAlarmPath: string | null;
  /** Absent (null) or > 0 is a valid admin; 0 is a simplified admin (SESSION-05, -06). */
  adminId: number | null;
  deviceToken: string | null;
  /** Set once POST api/me/register answered: 'allowed' or 'denied' (SESSION-31, -33). */
  registration: 'allowed' | 'denied' | null;
}

export interface HistoryRow {
  UserId: number;
  items: AlarmHistoryItem[];
}
export interface PositionsRow {
  UserId: number;
  items: Position[];
}
export interface AttachmentsRow {
  AlarmId: number;
  value: Attachments;
}
/** Respondents listed for one group; groupKey 0 holds GET api/respondents (all). */
export interface RespondentsRow {
  groupKey: number;
  items: Respondent[];
}
/** The notes of one type of a user, newest first, as far as the pages fetched so far go (NOTE-03, NOTE-05). */
export interface NotesRow {
  UserId: number;
  noteType: number;
  items: Note[];
  /** loading: a fetch is under way; error: the last fetch failed (the items fetched before stay). */
  status?: 'loading' | 'loaded' | 'error';
  /** How many pages of NOTES_PAGE_SIZE have been fetched. */
  pages?: number;
  /** The last page fetched was short: there is nothing more to fetch. */
  complete?: boolean;
}
export interface AbsencesRow {
  UserId: number;
  calendar: AbsenceCalendar;
}
/** meta keys of the answer-time figures the engine loaded: values are the contract's ShiftShare and AnswerReport. */
export const SHIFT_SHARE_KEY = 'shiftShare';
export const ANSWER_REPORT_KEY = 'answerReport';
/** meta key of the flood state the server last pushed (value `StoredFlood`). */
export const FLOOD_KEY = 'flood';
export interface StoredFlood {
  on: boolean;
  /** Alarms that joined the list in the operator's groups in the last minute. */
  ratePerMinute: number;
  /** Unanswered alarms waiting in those groups. */
  waiting: number;
}
/** meta key of the absence-reason dataset the engine loaded (ABS-13), value `StoredAbsenceReasons`. */
export const ABSENCE_REASONS_KEY = 'absenceReasons';
export interface StoredAbsenceReasons {
  /** The reason set (USER_ABSENCES_SET, else "default"). */
  set: string;
  names: string[];
}
export interface ViewedRow {
  AlarmId: number;
  /** Epoch ms; marks older than 7 days are dropped. */
  viewedAt: number;
}
/** A command this user ran on an alarm (CMD-33, CMD-34); the database is per user, so the user is implied. */
export interface UsedCommandRow {
  AlarmId: number;
  CommandId: number;
  usedAt: number;
}

/** A media file fetched with GET api/media/file, as a data URL; '' when the server had none (not asked again). */
export interface MediaFileRow {
  filename: string;
  dataUrl: string;
}

/** A source of the person row, named when its last load failed. */
export type PersonSource = 'linkedContact' | 'customer' | 'dynamics';
/** The person around an open alarm (workers/sync/person-loader.ts); null where the source has nothing. */
export interface PersonRow {
  AlarmId: number;
  /** The alarm's person when loaded: another person (change object) loads again. */
  UserId: number | null;
  /** Epoch ms of the load. */
  loadedAt: number;
  linkedContact: LinkedContact | null;
  customer: ExternalCustomerInfo | null;
  dynamics: ExternalUserInfo | null;
  failed: PersonSource[];
}

/**
 * The incident report of an alarm as the operator typed it (WIDGET-32): kept here on every keystroke, so nothing
 * typed is lost across reloads or offline; `savedText` is what the server last accepted (or was queued to get).
 */
export interface ReportDraftRow {
  AlarmId: number;
  /** The server's report id, null until the report was created there. */
  reportId: number | string | null;
  text: string;
  savedText: string;
  /** Epoch ms of the last typed change and of the last save sent (null: never). */
  editedAt: number;
  savedAt: number | null;
}
export interface SyncErrorRow {
  id?: number;
  /** Epoch ms; views list newest first. */
  at: number;
  code: string;
  message: string;
  status?: number;
  /** A server outage summarised in one entry (from this time until `at`); not an error to dismiss. */
  outageFrom?: number;
}

/** A write waiting for, or refused by, the server. See workers/sync/outbox.ts for the policy. */
export interface OutboxRow {
  /** The Idempotency-Key sent with every attempt of this write. */
  key: string;
  /** Contract endpoint name (endpoints[...] in src/contract). */
  endpoint: string;
  params: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  /** The alarm the write belongs to, so views can show "waiting to send" beside it. */
  alarmId: number | null;
  /** Set by older builds, which stored live writes too; such a row is dropped at start, never replayed. */
  live?: boolean;
  /** pending: waiting to be sent; sending: an attempt is in flight; failed: refused, kept for the operator. */
  state: 'pending' | 'sending' | 'failed';
  createdAt: number;
  attempts: number;
  /** Why the server refused it (the failure shape of src/sync-client/failure.ts). */
  error: Failure | null;
  /**
   * Set by older builds on a logout queued offline: the token of the session it ends, sent with it instead of the
   * current session's. Logouts now wait in the session directory (QueuedLogoutRow).
   */
  auth?: { tokenType: string; accessToken: string };
}

export interface MetaRow {
  key: string;
  value: unknown;
}
export interface PrefRow {
  key: string;
  value: unknown;
}

/** meta `adminToken`: the admin-portal token (SESSION-12); meta `adminTokenError` when it could not be had. */
export interface StoredAdminToken {
  accessToken: string;
  tokenType: string;
  expiresIn: number;
  fetchedAt: number;
}
export interface AdminTokenError {
  status: number;
  /** When the last renewal failed (epoch ms). */
  at: number;
  /** Failed renewals in a row, so an engine that resumes the session keeps counting (SESSION-14). */
  failures: number;
}
