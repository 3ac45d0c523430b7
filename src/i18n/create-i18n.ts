import i18next, { type i18n as I18n, type Resource } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { importWithReload } from '../ui/import-with-reload.ts';
import { afterStart } from '../ui/after-start.ts';
import { LOCALE_PATH, startLanguage, translationFetch } from './first-translations.ts';
import { DEFAULT_LANGUAGE, FIRST_NAMESPACES, LANGUAGE_STORAGE_KEY, LANGUAGES, NAMESPACES, toLanguage } from './languages.ts';

/**
 * One i18next instance for the console. Texts live in /locales/{lng}/{ns}.json (precached by the service
 * worker, so the console still speaks the operator's language offline); the hosted dictionaries of GET media/dict
 * are layered over them in the background when they can be had (I18N-05, I18N-06), fetched again within their
 * one-day cache when GET media/dict/version says they were edited. The first screen's texts come from the requests
 * the entry made (first-translations.ts). Tests pass `resources` instead,
 * and get neither.
 */
export async function createI18n(options: { resources?: Resource; language?: string } = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  if (!options.resources) instance.use(HttpBackend);
  instance.use(initReactI18next);
  // Before anyone has picked a language on this browser, the browser's own is the default.
  const lng = startLanguage(options.language);
  const reportedMissing = new Set<string>();
  await instance.init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    // The first screen waits for these only; the rest load beside it (a screen using one suspends until it is there).
    ns: options.resources ? [...NAMESPACES] : [...FIRST_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    // I18N-07: a missing key is logged (once, not on every render) and the key itself is shown. With a handler
    // set, i18next never asks the backend to save it (so nothing is posted to the server).
    saveMissing: true,
    missingKeyHandler: (lngs, ns, key) => {
      const missing = `${ns}:${key} (${lngs.join(',')})`;
      if (reportedMissing.has(missing)) return;
      reportedMissing.add(missing);
      console.warn(`missing translation ${missing}`);
    },
    // `added`: hosted texts that arrive after the first render replace the bundled ones on screen.
    react: { useSuspense: true, bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
    ...(options.resources
      ? { resources: options.resources }
      : { backend: { loadPath: LOCALE_PATH, alternateFetch: translationFetch } }),
  });
  if (!options.resources) void instance.loadNamespaces(NAMESPACES.filter((ns) => !FIRST_NAMESPACES.includes(ns)));
  setDocumentLanguage(instance);
  instance.on('languageChanged', () => setDocumentLanguage(instance));
  // The hosted texts parse with the contract's schemas: a first screen's worth of main thread, so after it.
  if (!options.resources) afterStart(() => void attachHostedLayer(instance));
  return instance;
}

/**
 * The hosted dictionaries' code is a chunk of its own, fetched after the bundled texts: it parses with the
 * contract's schemas (zod), which nothing of the first screen needs. Never rejects: the bundled texts stay.
 */
async function attachHostedLayer(instance: I18n): Promise<void> {
  try {
    const [{ attachHostedDictionaries, fetchDictionaryVersion }, { createDictionaryCache }] = await importWithReload(() =>
      Promise.all([import('./hosted-dictionary.ts'), import('./dictionary-cache.ts')]),
    );
    // fetch is wrapped: called as a method of another object, the browser's fetch throws "Illegal invocation".
    const fetchFn: typeof fetch = (...args) => fetch(...args);
    await attachHostedDictionaries(instance, {
      fetch: fetchFn,
      cache: createDictionaryCache(),
      now: Date.now,
      version: () => fetchDictionaryVersion(fetchFn),
    });
  } catch (error) {
    console.warn('hosted dictionaries not loaded', error);
  }
}

/** The page's language and its title (the browser tab, the task bar) follow the console's language. */
function setDocumentLanguage(instance: I18n): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = instance.language;
  document.title = instance.t('common:appName');
}

/** Switches the language and remembers the choice for the next visit. */
export async function switchLanguage(instance: I18n, lng: string): Promise<void> {
  const language = toLanguage(lng);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
  await instance.changeLanguage(language);
}
