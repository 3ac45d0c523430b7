import type { TFunction } from 'i18next';
import { LIMITS } from '../contract/limits.ts';
import { isMessageKey } from '../contract/message-keys.ts';
import type { Failure } from '../sync-client/failure.ts';

/** A failure, or a stored sync error whose `messageKey` may be the server's text from an older build. */
type Described = Pick<Failure, 'serverText'> & { code: string; messageKey?: string };

/**
 * The text of a failed command: its message key's text (common:messages), else the text of its code when the code
 * is a message key too (NOT_OWNER_ALARM reads the same in every language, whatever the server wrote), else the
 * server's own text. Nothing at all gives "Undefined error" (ERR-10). Only message keys are looked up.
 */
export function messageText(t: TFunction, failure: Described): string {
  const key = [failure.messageKey, failure.code].find((candidate) => candidate !== undefined && isMessageKey(candidate));
  // RATE_LIMITED names the minutes to wait (the login window): a 429 reads as "try again in N min".
  if (key) return t(`common:messages.${key}`, { minutes: LIMITS.loginWindowMinutes });
  return failure.serverText || failure.messageKey || t('common:messages.UNDEFINED_ERROR');
}
