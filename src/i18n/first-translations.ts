import { FIRST_NAMESPACES, LANGUAGE_STORAGE_KEY, type Language, toLanguage } from './languages.ts';

/** Where the bundled texts are: /locales/{lng}/{ns}.json (precached by the service worker). */
export const LOCALE_PATH = '/locales/{{lng}}/{{ns}}.json';

/** The language the user picked on this browser, if any. */
export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The language the login page was shown in becomes the operator's choice unless one was picked, so the console
 * does not switch to the account's language after login (qa-handling P2-15).
 */
export function keepLanguageShown(language: string): void {
  if (storedLanguage()) return;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, toLanguage(language));
  } catch {
    // private mode: the console follows the account's language
  }
}

/** The language a start opens in: the one given, else the one picked on this browser, else the browser's own. */
export function startLanguage(given?: string): Language {
  return toLanguage(given ?? storedLanguage() ?? (typeof navigator === 'undefined' ? null : navigator.language));
}

const early = new Map<string, Promise<Response>>();

/**
 * The entry asks for the first screen's texts at once, while the console's chunk is still on its way, rather than
 * after it has run: on a slow link that is one round trip less before the first screen (LCP).
 */
export function fetchFirstTranslations(): void {
  const language = startLanguage();
  for (const namespace of FIRST_NAMESPACES) {
    const url = LOCALE_PATH.replace('{{lng}}', language).replace('{{ns}}', namespace);
    const answer = fetch(url);
    answer.catch(() => undefined); // a failure is i18next's to see (and retry) when it asks for the texts
    early.set(url, answer);
  }
}

/** fetch for the translations' backend: the entry's answer for a URL it already asked for (once), else a new request. */
export function translationFetch(url: string, init?: RequestInit): Promise<Response> {
  const answer = early.get(url);
  if (!answer) return fetch(url, init);
  early.delete(url);
  return answer;
}
