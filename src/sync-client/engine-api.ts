import type { ObjectSearchResult, PasswordPolicy, Telephony } from '../db/rows.ts';

/**
 * The typed command interface between a tab and the sync engine. Commands only: data comes back through IndexedDB
 * (src/db/hooks.ts) and through the status and event streams of EngineClient.
 */

/** `message` is the server's text when it gave one, else a message key of the contract (e.g. INTERNET_CONNECTION_ABORT). */
export type CommandResult<T = void> =
  | { ok: true; value: T }
  | { ok: false; code: string; message: string; status?: number; queued?: boolean };

export type LoginStep =
  | { step: 'done'; returnTo?: string }
  /** After a successful forced password reset: the login data is cleared and the form restored (LOGIN-14). */
  | { step: 'credentials' }
  | { step: 'twoFactor'; method: 'sms' | 'google' }
  | { step: 'resetPassword'; policy: PasswordPolicy };

export interface LoginInput {
  username: string;
  password: string;
  telephony: Telephony;
  phone?: string;
}

export interface UserSearchQuery {
  q?: string;
  nationalidnumber?: string;
}

/** A new absence (the contract's AbsenceCreate) and the alarm it is created from. */
export interface AbsenceInput {
  alarmId: number | null;
  /** ISO date-times. */
  StartDate: string;
  EndDate?: string | null;
  Reason: string;
  Comment: string;
  createAlarm: boolean;
  HasEndDate: boolean;
}

/** A fetched external-info document; contentType is the media type only, lower case (text/html, text/markdown). */
export interface ExternalDocument {
  text: string;
  contentType: string;
}

export interface EngineApi {
  login(input: LoginInput): Promise<CommandResult<LoginStep>>;
  submitTwoFactor(input: { code: string; rememberMe: boolean }): Promise<CommandResult<LoginStep>>;
  resetPassword(input: { password: string }): Promise<CommandResult<LoginStep>>;
  /** One-time link (API-17); a link sent with a separate password needs it (the server answers invalid_grant). */
  urlLogin(input: { p: string; password?: string }): Promise<CommandResult<{ template: string; alarmId: number | null }>>;
  /** ROUTE-04: query parameters expires_in, telephone, telephony, token, token_type, url, username. */
  autoRegister(query: Record<string, string>): Promise<CommandResult<LoginStep>>;
  /** `reason`: why the console ends the session (every tab's login page says it), e.g. inactivity (issue 10 #22). */
  logout(reason?: 'INACTIVITY_LOGOUT'): Promise<CommandResult>;

  joinGroups(ids: number[]): Promise<CommandResult>;
  /** `force` is the take-over. Both must reach the server at once: they fail fast when offline. */
  accept(alarmId: number, options?: { force?: boolean }): Promise<CommandResult>;
  acknowledge(alarmId: number): Promise<CommandResult>;
  setReason(alarmId: number, text: string): Promise<CommandResult>;
  setAction(alarmId: number, text: string): Promise<CommandResult>;
  notifyIn(alarmId: number, seconds: number): Promise<CommandResult>;
  /** `remindIn` in seconds from now (the contract's RemindIn). */
  setReminder(alarmId: number, reminder: { remindIn: number; message: string }): Promise<CommandResult>;
  clear(alarmId: number): Promise<CommandResult>;
  addNote(userId: number, note: { noteType: number; alarmId: number | null; note: string }): Promise<CommandResult>;
  callNote(alarmId: number, callSid: string, item: string): Promise<CommandResult>;
  deliveryReport(alarmId: number): Promise<CommandResult>;
  changeUser(alarmId: number, userId: number): Promise<CommandResult>;
  /** Search results are not stored: they come back directly. */
  searchUsers(query: UserSearchQuery): Promise<CommandResult<ObjectSearchResult[]>>;
  /** Asks the object's device for its position (only offered when PositioningEnabled). */
  locateUser(userId: number): Promise<CommandResult>;
  /** The user-info (profile) request: the server raises an alarm the operator owns; open it with the answer. */
  requestUserInfo(userId: number, request: { FlagId: string; TextMessage?: string }): Promise<CommandResult<{ alarmId: number; template: string }>>;

  /**
   * Absences (ABS-03..06): live writes. An overlap is refused with code ABSENCE_OVERLAP until resent with
   * `force`; on success the user's calendar (table `absences`) is reloaded before the answer.
   */
  createAbsence(userId: number, absence: AbsenceInput, options?: { force?: boolean }): Promise<CommandResult>;
  /** Ends an ongoing absence now, or deletes an upcoming one. */
  endAbsence(userId: number, absenceId: number, alarmId: number | null): Promise<CommandResult>;
  /** GETs an external-info document (same-origin or absolute http(s) address) for the widget; not stored. */
  fetchExternalContent(url: string): Promise<CommandResult<ExternalDocument>>;

  /** The engine loads details, history and attachments of the open alarm and keeps them fresh; null closes it. */
  openAlarm(alarmId: number | null): Promise<CommandResult>;
  refresh(): Promise<CommandResult>;
  dismissSyncErrors(): Promise<CommandResult>;
  markViewed(alarmId: number): Promise<CommandResult>;
  /** A write the server refused stays in the outbox (useOutbox) until the operator retries or drops it. */
  retryWrite(key: string): Promise<CommandResult>;
  discardWrite(key: string): Promise<CommandResult>;
  setPref(key: string, value: unknown): Promise<CommandResult>;
}

export type EngineCommand = keyof EngineApi;

export interface EngineStatus {
  socket: 'open' | 'connecting' | 'closed';
  online: boolean;
  /** Online, but the server cannot be reached (no answer, or 502 and above): alarms are not arriving. */
  serverReachable: boolean;
  /** Result of navigator.storage.persist(); null until asked or where the browser cannot tell. */
  storagePersisted: boolean | null;
  /** A newer build or schema is running: the tab must reload. */
  reloadRequired: boolean;
  loggedIn: boolean;
  /** SHELL-14..16: red with sync errors, offline or the server unreachable, yellow with a phone selected and the socket down, else green. */
  indicator: 'red' | 'yellow' | 'green';
}

export const initialEngineStatus: EngineStatus = {
  socket: 'closed',
  online: true,
  serverReachable: true,
  storagePersisted: null,
  reloadRequired: false,
  loggedIn: false,
  indicator: 'green',
};

/** One-off happenings the views react to (messages, navigation); state lives in IndexedDB and EngineStatus. */
export type EngineEvent =
  /** The session ended; `message` is a session message key (LOGGED_IN_ON_OTHER_DEVICE, ACCOUNT_REVOKED, ...) or null for a plain logout. */
  | { type: 'loggedOut'; message: string | null }
  /** The open alarm was removed or moved away (PUSH-13, PUSH-18/19): show ALARM_TRANSFERRED and go to the dashboard. */
  | { type: 'alarmTransferred'; alarmId: number }
  /** A reminder push (PLAN-28). */
  | { type: 'reminder'; alarmId: number; globalAlarmId: string; message: string | null }
  | { type: 'callUpdate'; callSid: string | null };

export interface Subscribable<T> {
  subscribe(listener: (value: T) => void): () => void;
}

export interface EngineClient {
  api: EngineApi;
  status: Subscribable<EngineStatus> & { current(): EngineStatus };
  events: Subscribable<EngineEvent>;
}
