import { z } from 'zod';

/**
 * Error codes a server puts in ApiError.error (or errors[].name). The first group comes from the spec's
 * catalogues (core §8, calls §8); the second is what the reference server adds for its own checks.
 */
export const ErrorCode = {
  // From the spec.
  /** Only the owner can change an alarm; others must take over (ROLE-09). */
  NOT_OWNER_ALARM: 'NOT_OWNER_ALARM',
  /** Reason and action must be registered before the alarm is cleared. */
  CONDITIONS_NOT_MET: 'CONDITIONS_NOT_MET',
  /** Login from an untrusted IP address (a 400). */
  untrustedsource: 'untrustedsource',
  /** Two-factor 406s. */
  TwoFactorInvalidOnetimeCode: 'TwoFactorInvalidOnetimeCode',
  TwoFactorTooManyFailedAttempts: 'TwoFactorTooManyFailedAttempts',
  AlarmNotFound: 'AlarmNotFound',
  MediaServerNoResponse: 'MediaServerNoResponse',
  MissingData: 'MissingData',
  UnknownError: 'UnknownError',
  /** Camera errors (errors[0].name is used as the message key). */
  STREAM_NOT_AVAILABLE: 'STREAM_NOT_AVAILABLE',
  VIEWING_PERMITTED_FALSE: 'VIEWING_PERMITTED_FALSE',
  NOT_ALLOWED_TO_VIEW_CAMERA: 'NOT_ALLOWED_TO_VIEW_CAMERA',
  /** Reference server: the camera's viewing window (ViewingWindowLong after the alarm, ViewingWindowLongEnd) has passed. */
  VIEWING_WINDOW_CLOSED: 'VIEWING_WINDOW_CLOSED',
  /** Reference server: the operator (or the media ticket) already has as many camera streams open as allowed. */
  CAMERA_STREAM_LIMIT: 'CAMERA_STREAM_LIMIT',
  /** Reference server: every camera encoder the server may run is in use; another try may find one free. */
  CAMERA_ENCODERS_BUSY: 'CAMERA_ENCODERS_BUSY',
  /** Cloud telephony not enabled for the account. */
  TWILIO_ERROR_ON_INIT: 'TWILIO_ERROR_ON_INIT',
  /** The transmitter has no callback number: a device command cannot reach it (CMD-49). */
  NO_TRANSMITTER_CALLBACK: 'NO_TRANSMITTER_CALLBACK',
  // Reference server.
  /** Wrong user name or password (OAuth's code). */
  invalid_grant: 'invalid_grant',
  /** A request did not match its contract schema; `errors` lists the fields. */
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  /** Authenticated, but the permission or read-only mode forbids it. */
  FORBIDDEN: 'FORBIDDEN',
  /** Accept, reason, action and clear are an operator's: the account has neither AlarmOperator nor SimplifiedOperator (ROLE-01). */
  NOT_OPERATOR: 'NOT_OPERATOR',
  NOT_FOUND: 'NOT_FOUND',
  /** The alarm is no longer active (e.g. accept or change on a cleared alarm). */
  ALARM_NOT_ACTIVE: 'ALARM_NOT_ACTIVE',
  /** The alarm is already taken by another respondent and force was not set (accept 406). */
  ALARM_TAKEN: 'ALARM_TAKEN',
  /** The same Idempotency-Key was reused with a different request. */
  IDEMPOTENCY_CONFLICT: 'IDEMPOTENCY_CONFLICT',
  /** A retried write was applied by an earlier attempt whose answer is lost (its server instance stopped): done, not repeated. */
  ALREADY_APPLIED: 'ALREADY_APPLIED',
  /** An absence overlaps an ongoing or upcoming one and was not confirmed. */
  ABSENCE_OVERLAP: 'ABSENCE_OVERLAP',
  /** Deleting an absence that has started, asked from a list shown before its start: it can only be ended. */
  ABSENCE_STARTED: 'ABSENCE_STARTED',
  INVALID_API_KEY: 'INVALID_API_KEY',
  /** A password reset to the current password. */
  PASSWORD_UNCHANGED: 'PASSWORD_UNCHANGED',
  /** A hosted dictionary text with a key the bundle lacks, or `{{…}}`/`$t(…)` parts other than its bundled text's; `errors` names the keys. */
  DICTIONARY_TEXT_REFUSED: 'DICTIONARY_TEXT_REFUSED',
  /** No such call of the operator, or it has ended (take, unhold, hold, conference, details: CALL-26). */
  CALL_NOT_FOUND: 'CALL_NOT_FOUND',
  /** A document destination that is neither an e-mail address nor a callback number (VALID-16: plus, 1-9, then 5-14 digits, or a sip/sips address). */
  DOCUMENT_DESTINATION_INVALID: 'DOCUMENT_DESTINATION_INVALID',
  RATE_LIMITED: 'RATE_LIMITED',
  /** This server instance is shutting down: the push socket opens on another one (a load balancer retries there). */
  DRAINING: 'DRAINING',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The HTTP status the reference server answers with for each code, so server and console agree. */
export const ERROR_HTTP_STATUS: Record<ErrorCode, number> = {
  NOT_OWNER_ALARM: 403,
  CONDITIONS_NOT_MET: 409,
  untrustedsource: 400,
  TwoFactorInvalidOnetimeCode: 406,
  TwoFactorTooManyFailedAttempts: 406,
  AlarmNotFound: 404,
  MediaServerNoResponse: 502,
  MissingData: 400,
  UnknownError: 500,
  STREAM_NOT_AVAILABLE: 404,
  VIEWING_PERMITTED_FALSE: 403,
  NOT_ALLOWED_TO_VIEW_CAMERA: 403,
  VIEWING_WINDOW_CLOSED: 403,
  CAMERA_STREAM_LIMIT: 409,
  CAMERA_ENCODERS_BUSY: 503,
  TWILIO_ERROR_ON_INIT: 403,
  NO_TRANSMITTER_CALLBACK: 409,
  invalid_grant: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_OPERATOR: 403,
  NOT_FOUND: 404,
  ALARM_NOT_ACTIVE: 404,
  ALARM_TAKEN: 406,
  IDEMPOTENCY_CONFLICT: 409,
  ALREADY_APPLIED: 409,
  ABSENCE_OVERLAP: 409,
  ABSENCE_STARTED: 409,
  INVALID_API_KEY: 401,
  PASSWORD_UNCHANGED: 400,
  DICTIONARY_TEXT_REFUSED: 400,
  CALL_NOT_FOUND: 404,
  DOCUMENT_DESTINATION_INVALID: 400,
  RATE_LIMITED: 429,
  DRAINING: 503,
  INTERNAL_ERROR: 500,
};

/**
 * Error body (OAuth style plus the backend's variants). The console shows, in order, the joined
 * errors[].description, error_description, Message (ERR-09). `error` is usually an ErrorCode but any string is
 * accepted from other backends.
 */
export const ApiErrorSchema = z.looseObject({
  error: z.string(),
  error_description: z.string().optional(),
  errors: z.array(z.object({ name: z.string().optional(), description: z.string() })).optional(),
  Message: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Builds an ApiError body for a code (server side), with an optional human description. */
export function apiError(code: ErrorCode, description?: string, errors?: ApiError['errors']): ApiError {
  return {
    error: code,
    ...(description === undefined ? {} : { error_description: description }),
    ...(errors === undefined ? {} : { errors }),
  };
}
