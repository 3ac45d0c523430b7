import type { TFunction } from 'i18next';

/**
 * A text the server sent with a code (qa-supervisor P2-15), in the operator's language: `key` is the code's
 * translation key (undefined when the server sent no code: an older server's text, shown as it came); a code this
 * console does not know falls back to the server's English text.
 */
export function serverText(t: TFunction, key: string | undefined, text: string | null | undefined, params: Record<string, string> = {}): string {
  const english = text ?? '';
  return key === undefined ? english : t(key, { ...params, defaultValue: english });
}
