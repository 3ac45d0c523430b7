import { LIMITS } from '../contract/limits.ts';
import { EngineErrorCode, type Failure } from '../sync-client/failure.ts';

/**
 * Which text a failed login, two-factor or reset step shows (core §8), by the failure's code (the engine's one
 * mapper, workers/sync/failure-from-http.ts, decided it). Returns an i18n key with namespace, plus interpolation
 * values; the server's own text is only shown where the spec says so (a rejected password).
 */
export interface MessageRef {
  key: string;
  values?: Record<string, string | number>;
}

export function loginFailureMessage(failure: Failure, stage: 'credentials' | 'twoFactor' | 'reset'): MessageRef {
  switch (failure.code) {
    // LOGIN-15..17: the two-factor code's fault, as the server named it.
    case 'TwoFactorTooManyFailedAttempts':
    case 'TwoFactorInvalidOnetimeCode':
      return { key: `common:messages.${failure.messageKey ?? 'AUTH_CODE_VALIDATION_FAILED'}` };
    case EngineErrorCode.TIMEOUT:
    case EngineErrorCode.ENGINE_RESTARTED:
    case EngineErrorCode.OFFLINE:
      return { key: 'common:messages.INTERNET_CONNECTION_ABORT' };
    case EngineErrorCode.SERVICE_UNAVAILABLE:
      return { key: 'common:messages.SERVICE_UNAVAILABLE' };
    // LOGIN-19: a login from an untrusted network.
    case 'untrustedsource':
      return { key: 'common:messages.UNTRUSTED_SOURCE' };
    // LOGIN-10
    case EngineErrorCode.INVALID_TWO_FACTOR_AUTH_TYPE:
      return { key: 'common:messages.INVALID_TWO_FACTOR_AUTH_TYPE' };
    // A 429 (too many attempts) is neither wrong credentials nor an internal error: say how long to wait.
    case 'RATE_LIMITED':
      return { key: 'common:messages.RATE_LIMITED', values: { minutes: LIMITS.loginWindowMinutes } };
    case 'invalid_grant':
      return { key: 'login:errors.invalidCredentials' };
    case 'PASSWORD_UNCHANGED':
      return { key: 'common:messages.PASSWORD_UNCHANGED' };
  }
  if (stage === 'reset' && failure.serverText) return { key: 'login:errors.resetRefused', values: { message: failure.serverText } };
  // LOGIN-18
  return { key: 'common:messages.LOGIN_INTERNAL_ERROR' };
}
