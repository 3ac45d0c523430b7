import type { ErrorCode } from '../contract/errors.ts';
import type { MessageKey } from '../contract/message-keys.ts';

/**
 * The engine's own failure codes, beside the server's (ErrorCode): what went wrong before or around a request.
 * Views switch on `code`; the text is `serverText` when the server wrote one the spec shows, else `messageKey`.
 */
export const EngineErrorCode = {
  /** No answer from the engine in time (its worker died); the tab reconnects. */
  TIMEOUT: 'TIMEOUT',
  /** The leading tab's engine changed while the command was on its way. */
  ENGINE_RESTARTED: 'ENGINE_RESTARTED',
  /** No answer from the server (offline, or the request timed out). */
  OFFLINE: 'OFFLINE',
  /** 502 and above. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** The answer did not match the contract. */
  INVALID_RESPONSE: 'INVALID_RESPONSE',
  /** No session in this engine (logged out, or the session ended). */
  NOT_LOGGED_IN: 'NOT_LOGGED_IN',
  /** Two-factor answered with a method the console does not know (LOGIN-10). */
  INVALID_TWO_FACTOR_AUTH_TYPE: 'INVALID_TWO_FACTOR_AUTH_TYPE',
  /** A login step was asked for out of order. */
  LOGIN_STEP_MISSING: 'LOGIN_STEP_MISSING',
  /** The server refused with a code of its own the contract does not name (see serverText). */
  SERVER_REFUSED: 'SERVER_REFUSED',
  /** A command failed inside the engine (a bug): logged, and the tab shows a generic error. */
  ENGINE_ERROR: 'ENGINE_ERROR',
  /** A command's argument did not match the schema beside its handler (a bug, or a tab of another build). */
  INVALID_ARGS: 'INVALID_ARGS',
  /** A message named a command the engine does not have (a tab of another build). */
  UNKNOWN_COMMAND: 'UNKNOWN_COMMAND',
  /** An external-info document could not be fetched (FAILED_LOAD_DATA). */
  EXTERNAL_LOAD_FAILED: 'EXTERNAL_LOAD_FAILED',
  /** A write the operator asked to retry or drop is no longer stored. */
  WRITE_NOT_FOUND: 'WRITE_NOT_FOUND',
  /** A page capability's owner (another tab) gave no answer in time. */
  CAPABILITY_TIMEOUT: 'CAPABILITY_TIMEOUT',
  /** The tab that owned a page capability left before it answered. */
  OWNER_GONE: 'OWNER_GONE',
  /** A page capability's command threw in the owning tab. */
  CAPABILITY_FAILED: 'CAPABILITY_FAILED',
  /** This tab's side of a page capability is closed (the tab is leaving, or it never joined). */
  CLOSED: 'CLOSED',
  /** The softphone could not place a call: no tab owns it, or its device is not ready. */
  SOFTPHONE_UNAVAILABLE: 'SOFTPHONE_UNAVAILABLE',
  /** The softphone refused a command (a call is already up: CALL_BUSY; the call is gone; no call); `messageKey` says why. */
  SOFTPHONE_REFUSED: 'SOFTPHONE_REFUSED',
  /** A device or service answered an alarm command with Success false (its Message is the serverText). */
  COMMAND_REFUSED: 'COMMAND_REFUSED',
  /** An accept or take-over the server refused with 404 or 406: "Unable to take this alarm" (ALIST-19). */
  ALARM_CANT_TAKE: 'ALARM_CANT_TAKE',
  /** Autoregister while an operator is logged in, without their confirmation (security NL2). */
  SESSION_EXISTS: 'SESSION_EXISTS',
} as const;
export type EngineErrorCode = (typeof EngineErrorCode)[keyof typeof EngineErrorCode];

export type FailureCode = ErrorCode | EngineErrorCode;

export interface Failure {
  ok: false;
  code: FailureCode;
  messageKey?: MessageKey;
  /** The server's own text, shown where the spec shows it (a refused password, a refused write). */
  serverText?: string;
  /** The HTTP status of a refusal, for the texts that name it (a one-time link's error); views switch on `code`. */
  status?: number;
}

export type CommandResult<T = void> = { ok: true; value: T } | Failure;

/** A write that may wait (the outbox's policy) is stored and will be sent once the server answers: a success, with no answer yet. */
export interface Queued {
  ok: true;
  queued: true;
}

export const QUEUED: Queued = { ok: true, queued: true };

/** The answer of a write that may wait: the server's answer, queued, or a failure. Only these writes answer `queued`. */
export type MayWaitResult<T = void> = { ok: true; value: T; queued?: undefined } | Queued | Failure;

/** Any command's answer, as the transports between tab and engine carry it. */
export type AnyCommandResult = MayWaitResult<unknown>;

export function failure(code: FailureCode, messageKey?: MessageKey, serverText?: string): Failure {
  return { ok: false, code, ...(messageKey ? { messageKey } : {}), ...(serverText ? { serverText } : {}) };
}
