/**
 * Reading failed HTTP answers (core §8, calls §8): success, the message to show, two-factor and accept keys, load
 * errors. Pure; the engine's failureFromHttp and load-errors.ts act on them.
 */
import { alarmTemplatePath, ROUTES } from '../contract/console-routes.ts';
import { MESSAGE_KEYS, type MessageKey } from '../contract/message-keys.ts';

/** The English fallback when a failure carries no text (ERR-10). */
export const UNDEFINED_ERROR_TEXT = MESSAGE_KEYS.UNDEFINED_ERROR;

export type TwoFactorErrorKey = Extract<
  MessageKey,
  'AUTH_CODE_VALIDATION_FAILED_TOO_MANY_ATTEMPTS' | 'AUTH_CODE_VALIDATION_FAILED_INVALID_ONE_TIME_CODE' | 'AUTH_CODE_VALIDATION_FAILED'
>;

/** Any 2xx status is success (ERR-04). */
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

/** After a 404 on an alarm page: back to the template page named by fromId/fromTemplate, else the dashboard. */
export function notFoundReturnPath(query: { fromId?: string | null; fromTemplate?: string | null }): string {
  const { fromId, fromTemplate } = query;
  if (fromId && fromTemplate) return alarmTemplatePath(fromTemplate, fromId);
  return ROUTES.dashboard;
}

/** An accept answered 404 or 406: "Unable to take this alarm." Other failures read as any other (failureFromHttp). */
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
