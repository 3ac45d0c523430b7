import type { TFunction } from 'i18next';
import { LIMITS } from '../contract/limits.ts';
import type { Failure } from '../sync-client/failure.ts';

/**
 * The text of a failed command: the message key's text (common:messages), else the text of a code the console
 * knows (NOT_OWNER_ALARM reads the same in every language, whatever the server wrote), else the server's own text.
 * Nothing at all gives "Undefined error" (ERR-10).
 */
const MISSING = '\u0000';

/** A failure, or a stored sync error whose `messageKey` may be the server's text from an older build. */
type Described = Pick<Failure, 'serverText'> & { code: string; messageKey?: string };

export function messageText(t: TFunction, failure: Described): string {
  for (const candidate of [failure.messageKey, failure.code]) {
    if (candidate && /^[A-Za-z_][\w]*$/.test(candidate)) {
      const key = `common:messages.${candidate}`;
      // RATE_LIMITED names the minutes to wait (the login window): a 429 reads as "try again in N min".
      const text = t(key, { defaultValue: MISSING, minutes: LIMITS.loginWindowMinutes });
      if (text !== MISSING) return text;
    }
  }
  return failure.serverText || failure.messageKey || t('common:messages.UNDEFINED_ERROR');
}
