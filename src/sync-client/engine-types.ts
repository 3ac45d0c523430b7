import type { PasswordPolicy, Telephony } from '../db/rows.ts';
import type { StatusColour, StatusText } from '../domain/access.ts';
import type { MessageOf } from './messages.ts';

/**
 * The engine's API types that both sides import: the tab (engine-api.ts) and the engine (workers/sync). A leaf: it
 * imports no engine code, so the engine never imports the tab's view of itself.
 */

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

/** A fetched external-info document; contentType is the media type only, lower case (text/html, text/markdown). */
export interface ExternalDocument {
  text: string;
  contentType: string;
}

export interface EngineStatus {
  socket: 'open' | 'connecting' | 'closed';
  online: boolean;
  /** Online, but the server cannot be reached (no answer, or 502 and above): alarms are not arriving. */
  serverReachable: boolean;
  /** Result of navigator.storage.persist(); null until asked or where the browser cannot tell. */
  storagePersisted: boolean | null;
  /** Where the engine keeps data: IndexedDB, or memory where IndexedDB cannot be opened (nothing survives a reload). */
  storage: 'indexeddb' | 'memory';
  /** In memory: whose memory it is; a tab's replica of another engine's (its worker restarted) reads afresh. */
  memoryEngine?: string;
  /** A newer build or schema is running: the tab must reload. */
  reloadRequired: boolean;
  loggedIn: boolean;
  /** SHELL-14..16: red with sync errors, offline or the server unreachable, yellow with the push socket down, else green. */
  indicator: StatusColour;
  /** What the light says (`statusLight` in src/domain/access.ts). */
  indicatorText: StatusText;
}

export const initialEngineStatus: EngineStatus = {
  socket: 'closed',
  online: true,
  serverReachable: true,
  storagePersisted: null,
  storage: 'indexeddb',
  reloadRequired: false,
  loggedIn: false,
  indicator: 'green',
  indicatorText: 'green',
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

/** The engine's answer to a tab's `attach`: its protocol and schema (a tab of another build reloads) and its status. */
export interface AttachResult {
  protocol: number;
  schema: number;
  status: EngineStatus;
}

/** A committed write to one of the engine's memory databases, as a tab's replica hears it. */
export type DatabaseChangeMessage = MessageOf<'db-change'>;

/** Every row of every memory database, and the last change it holds: a tab's replica starts from it. */
export interface MemorySnapshot {
  engine: string;
  seq: number;
  databases: { name: string; tables: { name: string; keys: unknown[]; values: unknown[] }[] }[];
}
