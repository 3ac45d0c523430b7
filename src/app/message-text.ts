import type { TFunction } from 'i18next';
import { LIMITS } from '../contract/limits.ts';

/**
 * The text of a failed command: the engine's `message` is a message key (translated from common:messages) or the
 * server's own text; the code is tried too. Nothing at all gives "Undefined error" (ERR-10).
 */
const MISSING = '\u0000';

export function messageText(t: TFunction, failure: { code?: string; message?: string }): string {
  for (const candidate of [failure.message, failure.code]) {
    if (candidate && /^[A-Za-z_][\w]*$/.test(candidate)) {
      const key = `common:messages.${candidate}`;
      // RATE_LIMITED names the minutes to wait (the login window): a 429 reads as "try again in N min".
      const text = t(key, { defaultValue: MISSING, minutes: LIMITS.loginWindowMinutes });
      if (text !== MISSING) return text;
    }
  }
  return failure.message || t('common:messages.UNDEFINED_ERROR');
}
