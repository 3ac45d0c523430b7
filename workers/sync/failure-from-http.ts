import { ErrorCode } from '../../src/contract/errors.ts';
import { acceptErrorKey, bodyMentions, errorMessage, isSuccessStatus, twoFactorErrorKey, UNDEFINED_ERROR_TEXT } from '../../src/domain/http-errors.ts';
import { EngineErrorCode, type Failure, failure } from '../../src/sync-client/failure.ts';

/** A request that did not succeed, as http.ts reports it (status 0: no answer). */
export interface HttpOutcome {
  status: number;
  body: unknown;
}

/**
 * Where the request was made, which decides how some answers read (core §8): on the login screen a 401 is wrong
 * credentials, not a lost session; the two-factor step's 406 names the code's fault; a refused accept is "Unable to
 * take this alarm"; a refused password reset shows the server's reason.
 */
export type FailureContext = 'session' | 'login' | 'twoFactor' | 'reset' | 'accept';

const KNOWN_CODES = new Set<string>(Object.values(ErrorCode));

/** The code the server put in ApiError.error or errors[0].name, if any. */
export function serverErrorCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, errors } = body as { error?: unknown; errors?: { name?: unknown }[] };
  if (typeof error === 'string' && error) return error;
  const name = Array.isArray(errors) ? errors[0]?.name : undefined;
  return typeof name === 'string' && name ? name : undefined;
}

/** An answer that means "try the same write again later": no answer, 5xx, 408, 429, or 401 while renewing. */
export function isRetryable(status: number): boolean {
  return status === 0 || status >= 500 || status === 408 || status === 429 || status === 401;
}

/** The server's text, unless it wrote none. */
function serverText(body: unknown): string | undefined {
  const text = errorMessage(body);
  return text === UNDEFINED_ERROR_TEXT ? undefined : text;
}

/**
 * The one mapping of every failed HTTP outcome to the console's failure shape. Every path of the engine (commands,
 * the outbox, the login steps) uses it, so one answer always reads the same.
 */
export function failureFromHttp(outcome: HttpOutcome, context: FailureContext = 'session'): Failure {
  const mapped = mapFailure(outcome, context);
  return outcome.status > 0 ? { ...mapped, status: outcome.status } : mapped;
}

function mapFailure(outcome: HttpOutcome, context: FailureContext): Failure {
  const { status, body } = outcome;
  const login = context === 'login' || context === 'twoFactor' || context === 'reset';
  // A success status that failed: its answer did not match the contract.
  if (isSuccessStatus(status)) return failure(EngineErrorCode.INVALID_RESPONSE, 'GENERIC_ERROR_MESSAGE');
  if (status === 0) return failure(EngineErrorCode.OFFLINE, 'INTERNET_CONNECTION_ABORT');
  if (status >= 502) return failure(EngineErrorCode.SERVICE_UNAVAILABLE, 'SERVICE_UNAVAILABLE');
  // LOGIN-19 and core §8: a login from an untrusted network, on the login screen or in a session.
  if (status === 400 && bodyMentions(body, 'untrustedsource')) return failure(ErrorCode.untrustedsource, 'UNTRUSTED_SOURCE');
  if (status === 429) return failure(ErrorCode.RATE_LIMITED, 'RATE_LIMITED');
  if (context === 'twoFactor' && status === 406) {
    const key = twoFactorErrorKey(body);
    const code =
      key === 'AUTH_CODE_VALIDATION_FAILED_TOO_MANY_ATTEMPTS'
        ? ErrorCode.TwoFactorTooManyFailedAttempts
        : ErrorCode.TwoFactorInvalidOnetimeCode;
    return failure(code, key);
  }
  const named = serverErrorCode(body);
  const code = named && KNOWN_CODES.has(named) ? (named as ErrorCode) : undefined;
  // Wrong credentials, unless the server named another reason (a used one-time link, a revoked account).
  if (context === 'login' && (status === 400 || status === 401)) return failure(code ?? ErrorCode.invalid_grant, undefined, serverText(body));
  if (context === 'reset' && status === 400) return failure(code ?? ErrorCode.VALIDATION_FAILED, undefined, serverText(body));
  if (status === 401 && !login) return failure(ErrorCode.UNAUTHORIZED, 'LOGGED_OUT_OR_NOT_AUTHORIZED');
  const cantTake = context === 'accept' ? acceptErrorKey(status) : undefined;
  if (cantTake) return failure(EngineErrorCode.ALARM_CANT_TAKE, cantTake);
  const text = serverText(body);
  const fallbackKey = login ? 'LOGIN_INTERNAL_ERROR' : 'UNDEFINED_ERROR';
  // A code the contract names reads as its own message when the server wrote none.
  if (code) return failure(code, undefined, text);
  if (status === 404) return failure(ErrorCode.NOT_FOUND, text ? undefined : fallbackKey, text);
  return failure(EngineErrorCode.SERVER_REFUSED, text ? undefined : fallbackKey, text);
}
