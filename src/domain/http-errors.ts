/**
 * What a failed HTTP answer means to the console (core §8, calls §8). Pure: the caller passes status and parsed
 * body and acts on the tagged result (modal, event, message, navigation).
 */
import { alarmTemplatePath, ROUTES } from '../contract/console-routes.ts';
import { MESSAGE_KEYS, type MessageKey } from '../contract/message-keys.ts';

/** The English fallback when a failure carries no text (ERR-10). */
export const UNDEFINED_ERROR_TEXT = MESSAGE_KEYS.UNDEFINED_ERROR;

export interface HttpErrorInput {
  /** 0 when there was no response at all. */
  status: number;
  /** Parsed JSON body, a text body, or nothing. */
  body?: unknown;
  onLoginScreen?: boolean;
  loggedIn?: boolean;
  /** The request was the two-factor step (POST /api/2fa): every 406 is a code failure. */
  twoFactor?: boolean;
}

export type TwoFactorErrorKey = Extract<
  MessageKey,
  'AUTH_CODE_VALIDATION_FAILED_TOO_MANY_ATTEMPTS' | 'AUTH_CODE_VALIDATION_FAILED_INVALID_ONE_TIME_CODE' | 'AUTH_CODE_VALIDATION_FAILED'
>;

export type HttpErrorResult =
  /** Status 0: connection-lost modal, status indicator red. */
  | { kind: 'connectionAbort'; key: 'INTERNET_CONNECTION_ABORT' }
  /** 502 and above. */
  | { kind: 'serviceUnavailable'; key: 'SERVICE_UNAVAILABLE' }
  /** 400 untrustedsource: `event` (session ends with the message) when logged in, else a login error. */
  | { kind: 'untrustedSource'; key: 'UNTRUSTED_SOURCE'; event: boolean }
  /** 401: raise the unauthorized event, unless `ignored` (on the login screen). */
  | { kind: 'unauthorized'; key: 'LOGGED_OUT_OR_NOT_AUTHORIZED'; ignored: boolean }
  /** 404: show the message, then go back (see notFoundReturnPath). */
  | { kind: 'notFound'; message: string }
  | { kind: 'twoFactor'; key: TwoFactorErrorKey }
  /** Anything else: the server's message, or "Undefined error". */
  | { kind: 'message'; message: string };

export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

/** True when the body (any shape) mentions the code, case-insensitively. */
export function bodyMentions(body: unknown, code: string): boolean {
  if (body == null) return false;
  const text = typeof body === 'string' ? body : safeStringify(body);
  return text.toLowerCase().includes(code.toLowerCase());
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The descriptions of errors[] (ApiError), in order. */
export function errorDescriptions(body: unknown): string[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors
    .map((item) => (isRecord(item) ? nonEmptyString(item.description) : undefined))
    .filter((text): text is string => text !== undefined);
}

/**
 * The message to show: the joined error descriptions, else error_description, else Message, else data, else the
 * body itself when it is text; "Undefined error" when none is there.
 */
export function errorMessage(body: unknown): string {
  const descriptions = errorDescriptions(body);
  if (descriptions.length > 0) return descriptions.join(', ');
  if (isRecord(body)) {
    const data = body.data;
    const found =
      nonEmptyString(body.error_description) ??
      nonEmptyString(body.Message) ??
      nonEmptyString(data) ??
      (isRecord(data) || Array.isArray(data) ? safeStringify(data) : undefined);
    if (found !== undefined) return found;
    return UNDEFINED_ERROR_TEXT;
  }
  return nonEmptyString(body) ?? UNDEFINED_ERROR_TEXT;
}

const TWO_FACTOR_CODES: readonly (readonly [string, TwoFactorErrorKey])[] = [
  ['TwoFactorTooManyFailedAttempts', 'AUTH_CODE_VALIDATION_FAILED_TOO_MANY_ATTEMPTS'],
  ['TwoFactorInvalidOnetimeCode', 'AUTH_CODE_VALIDATION_FAILED_INVALID_ONE_TIME_CODE'],
];

export function twoFactorErrorKey(body: unknown): TwoFactorErrorKey {
  return TWO_FACTOR_CODES.find(([code]) => bodyMentions(body, code))?.[1] ?? 'AUTH_CODE_VALIDATION_FAILED';
}

export function mapHttpError(input: HttpErrorInput): HttpErrorResult {
  const { status, body } = input;
  if (status === 0) return { kind: 'connectionAbort', key: 'INTERNET_CONNECTION_ABORT' };
  if (status >= 502) return { kind: 'serviceUnavailable', key: 'SERVICE_UNAVAILABLE' };
  if (status === 400 && bodyMentions(body, 'untrustedsource')) {
    return { kind: 'untrustedSource', key: 'UNTRUSTED_SOURCE', event: input.loggedIn === true };
  }
  if (status === 401) {
    return { kind: 'unauthorized', key: 'LOGGED_OUT_OR_NOT_AUTHORIZED', ignored: input.onLoginScreen === true };
  }
  if (status === 404) return { kind: 'notFound', message: errorMessage(body) };
  if (status === 406 && (input.twoFactor === true || TWO_FACTOR_CODES.some(([code]) => bodyMentions(body, code)))) {
    return { kind: 'twoFactor', key: twoFactorErrorKey(body) };
  }
  return { kind: 'message', message: errorMessage(body) };
}

/** After a 404 on an alarm page: back to the template page named by fromId/fromTemplate, else the dashboard. */
export function notFoundReturnPath(query: { fromId?: string | null; fromTemplate?: string | null }): string {
  const { fromId, fromTemplate } = query;
  if (fromId && fromTemplate) return alarmTemplatePath(fromTemplate, fromId);
  return ROUTES.dashboard;
}

/** An accept answered 404 or 406: "Unable to take this alarm." Other failures follow mapHttpError. */
export function acceptErrorKey(status: number): Extract<MessageKey, 'ALARM_CANT_TAKE'> | undefined {
  return status === 404 || status === 406 ? 'ALARM_CANT_TAKE' : undefined;
}

export type LoadErrorResult =
  /** A request rejected as blocked by de-duplication: ignored silently. */
  | { kind: 'ignored' }
  /** Data is already shown: keep it and report a sync error. */
  | { kind: 'syncError'; status: number; message: string }
  /** Nothing to show: a server error takes the place of the data. */
  | { kind: 'serverError'; status: number; message: string };

/**
 * Alarm list, users and history loads (core §8): a blocked request is ignored; with data already loaded a sync
 * error with the status text and code, else a server error.
 */
export function listLoadError(input: {
  status: number;
  statusText?: string;
  blocked?: boolean;
  hasData: boolean;
}): LoadErrorResult {
  if (input.blocked) return { kind: 'ignored' };
  const message = input.statusText?.trim() ? `${input.statusText} (${input.status})` : String(input.status);
  return { kind: input.hasData ? 'syncError' : 'serverError', status: input.status, message };
}

export type DetailsLoadErrorResult = LoadErrorResult & { stopPending: boolean };

/**
 * Alarm details and attachments loads (calls §8, the checklist's decision): not found gives a server error;
 * otherwise the pending requests stop, and with details already shown a sync error carries the server's first
 * error description, else a server error with the status.
 */
export function detailsLoadError(input: {
  status: number;
  body?: unknown;
  blocked?: boolean;
  hasDetails: boolean;
}): DetailsLoadErrorResult {
  if (input.blocked) return { kind: 'ignored', stopPending: false };
  if (input.status === 404) {
    return { kind: 'serverError', status: 404, message: errorMessage(input.body), stopPending: false };
  }
  if (input.hasDetails) {
    const first = errorDescriptions(input.body)[0] ?? errorMessage(input.body);
    return { kind: 'syncError', status: input.status, message: first, stopPending: true };
  }
  return { kind: 'serverError', status: input.status, message: String(input.status), stopPending: true };
}
