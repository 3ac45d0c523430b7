import { LIMITS } from '../contract/limits.ts';

/**
 * Which text a failed login, two-factor or reset step shows (core §8). Returns an i18n key with namespace, plus
 * interpolation values; the server's own text is only shown where the spec says so (a rejected password).
 */
export interface LoginFailure {
  code: string;
  message: string;
  status?: number;
}

export interface MessageRef {
  key: string;
  values?: Record<string, string | number>;
}

const TWO_FACTOR: Record<string, string> = {
  TwoFactorTooManyFailedAttempts: 'AUTH_CODE_VALIDATION_FAILED_TOO_MANY_ATTEMPTS',
  AUTH_CODE_VALIDATION_FAILED_TOO_MANY_ATTEMPTS: 'AUTH_CODE_VALIDATION_FAILED_TOO_MANY_ATTEMPTS',
  TwoFactorInvalidOnetimeCode: 'AUTH_CODE_VALIDATION_FAILED_INVALID_ONE_TIME_CODE',
  AUTH_CODE_VALIDATION_FAILED_INVALID_ONE_TIME_CODE: 'AUTH_CODE_VALIDATION_FAILED_INVALID_ONE_TIME_CODE',
  AUTH_CODE_VALIDATION_FAILED: 'AUTH_CODE_VALIDATION_FAILED',
};

/** Codes whose text lives in common:messages (connection and session problems). */
const COMMON = new Set(['INTERNET_CONNECTION_ABORT', 'SERVICE_UNAVAILABLE', 'ENGINE_TIMEOUT']);

function codeOf(failure: LoginFailure): string {
  // The engine passes either the server's error code or a message key; look at both.
  return TWO_FACTOR[failure.code] || COMMON.has(failure.code) ? failure.code : failure.message;
}

export function loginFailureMessage(failure: LoginFailure, stage: 'credentials' | 'twoFactor' | 'reset'): MessageRef {
  const code = codeOf(failure);
  const twoFactor = TWO_FACTOR[code];
  if (twoFactor) return { key: `common:messages.${twoFactor}` };
  // LOGIN-17: any other two-factor 406.
  if (stage === 'twoFactor' && failure.status === 406) return { key: 'common:messages.AUTH_CODE_VALIDATION_FAILED' };
  if (code === 'ENGINE_TIMEOUT') return { key: 'common:messages.INTERNET_CONNECTION_ABORT' };
  if (COMMON.has(code)) return { key: `common:messages.${code}` };
  // LOGIN-19: a 400 naming untrustedsource while logged out is a login error.
  if (/untrustedsource|UNTRUSTED_SOURCE/i.test(`${failure.code} ${failure.message}`)) return { key: 'common:messages.UNTRUSTED_SOURCE' };
  // LOGIN-10
  if (code === 'INVALID_TWO_FACTOR_AUTH_TYPE' || /Invalid twoFactorAuthType/i.test(failure.message)) {
    return { key: 'common:messages.INVALID_TWO_FACTOR_AUTH_TYPE' };
  }
  // A 429 (too many attempts) is neither wrong credentials nor an internal error: say how long to wait.
  if (failure.code === 'RATE_LIMITED' || failure.status === 429) return { key: 'common:messages.RATE_LIMITED', values: { minutes: LIMITS.loginWindowMinutes } };
  if (failure.code === 'invalid_grant' || (stage === 'credentials' && (failure.status === 400 || failure.status === 401))) {
    return { key: 'login:errors.invalidCredentials' };
  }
  if (stage === 'reset' && failure.status === 400 && failure.message) return { key: 'login:errors.resetRefused', values: { message: failure.message } };
  if (failure.status !== undefined && failure.status >= 502) return { key: 'common:messages.SERVICE_UNAVAILABLE' };
  // LOGIN-18
  return { key: 'common:messages.LOGIN_INTERNAL_ERROR' };
}
