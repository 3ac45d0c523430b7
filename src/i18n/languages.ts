import { DEFAULT_LANGUAGE } from '../domain/constants.ts';
import { type ConsoleLanguage, matchLanguage, SUPPORTED_LANGUAGES } from '../domain/language.ts';

/** The console's languages (core §1): en-GB is the default, the others are offered in the pickers. */
export const LANGUAGES = SUPPORTED_LANGUAGES;
export type Language = ConsoleLanguage;
export { DEFAULT_LANGUAGE };

/** Namespaces under public/locales/{lng}/: `common` (shell, shared messages), `login`, `alarm`, `users`. */
export const NAMESPACES = ['common', 'login', 'alarm', 'users', 'cameras', 'commands', 'testAlarms', 'planning', 'support'] as const;

type Namespace = (typeof NAMESPACES)[number];

/** What the first screen (the login form or the alarm list) needs before it is drawn. */
export const FIRST_NAMESPACES: readonly Namespace[] = ['common', 'login', 'alarm'];

/** Where the picked language is remembered between visits (a UI preference, not server data). */
export const LANGUAGE_STORAGE_KEY = 'arc-language';

/** A stored choice or a tag such as "sv" or "sv-FI" as a supported language; en-GB when none fits. */
export function toLanguage(value: string | null | undefined): Language {
  return matchLanguage(value) ?? (DEFAULT_LANGUAGE as Language);
}
