/** Console languages (core §1, calls §9). */
import { DEFAULT_LANGUAGE, DEFAULT_PHONE_PREFIX } from './constants.ts';

export const SUPPORTED_LANGUAGES = ['en-GB', 'sv-SE', 'nb-NO', 'fi-FI'] as const;
export type ConsoleLanguage = (typeof SUPPORTED_LANGUAGES)[number];

const BY_PREFIX: Readonly<Record<string, ConsoleLanguage>> = { en: 'en-GB', sv: 'sv-SE', nb: 'nb-NO', no: 'nb-NO', nn: 'nb-NO', fi: 'fi-FI' };

/** The console language for a tag such as "sv", "sv-FI" or "nb-NO"; undefined when not offered. */
export function matchLanguage(tag: string | null | undefined): ConsoleLanguage | undefined {
  const prefix = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return prefix ? BY_PREFIX[prefix] : undefined;
}

/**
 * The language to start with: the user's own (Me.Language) when offered; for respondent 0 the browser language
 * replaces the default en-GB; otherwise en-GB.
 */
export function initialLanguage(input: {
  respondentId: number | null | undefined;
  userLanguage?: string | null;
  browserLanguage?: string | null;
}): ConsoleLanguage {
  const own = matchLanguage(input.userLanguage);
  if (own && !(input.respondentId === 0 && own === DEFAULT_LANGUAGE)) return own;
  if (input.respondentId === 0) return matchLanguage(input.browserLanguage) ?? DEFAULT_LANGUAGE;
  return own ?? DEFAULT_LANGUAGE;
}

/**
 * The phone prefix the login form suggests: the country of the language (a Norwegian or Finnish
 * operator was offered +46); English has no one country here, so the centre's default.
 */
const PHONE_PREFIXES: Readonly<Record<ConsoleLanguage, string>> = {
  'en-GB': DEFAULT_PHONE_PREFIX,
  'sv-SE': '+46',
  'nb-NO': '+47',
  'fi-FI': '+358',
};

export function phonePrefixFor(language: ConsoleLanguage): string {
  return PHONE_PREFIXES[language];
}

/** A field holding only a suggested prefix counts as empty. */
export function isBarePhonePrefix(value: string): boolean {
  return Object.values(PHONE_PREFIXES).includes(value);
}

/** Each language named in itself, so an operator finds their own whatever the console speaks now. */
export const LANGUAGE_NAMES: Readonly<Record<ConsoleLanguage, string>> = {
  'en-GB': 'English',
  'sv-SE': 'Svenska',
  'nb-NO': 'Norsk bokmål',
  'fi-FI': 'Suomi',
};
