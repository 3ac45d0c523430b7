import type { TFunction } from 'i18next';

/**
 * The text of a failed command: the engine's `message` is a message key (translated from common:messages) or the
 * server's own text; the code is tried too. Nothing at all gives "Undefined error" (ERR-10).
 */
const MISSING = '\u0000';

export function messageText(t: TFunction, failure: { code?: string; message?: string }): string {
  for (const candidate of [failure.message, failure.code]) {
    if (candidate && /^[A-Za-z_][\w]*$/.test(candidate)) {
      const key = `common:messages.${candidate}`;
      const text = t(key, { defaultValue: MISSING });
      if (text !== MISSING) return text;
    }
  }
  return failure.message || t('common:messages.UNDEFINED_ERROR');
}
