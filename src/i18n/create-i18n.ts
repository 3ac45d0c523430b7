import i18next, { type i18n as I18n, type Resource } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, NAMESPACES, toLanguage } from './languages.ts';

/** The language the user picked on this browser, if any. */
export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * One i18next instance for the console. Texts live in /locales/{lng}/{ns}.json (precached by the service
 * worker, so the console still speaks the operator's language offline). Tests pass `resources` instead.
 */
export async function createI18n(options: { resources?: Resource; language?: string } = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  if (!options.resources) instance.use(HttpBackend);
  instance.use(initReactI18next);
  const lng = toLanguage(options.language ?? storedLanguage());
  await instance.init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    // I18N-07: a missing key is logged and the key itself is shown. With a handler set, i18next never asks
    // the backend to save it (so nothing is posted to the server).
    saveMissing: true,
    missingKeyHandler: (lngs, ns, key) => console.warn(`missing translation ${ns}:${key} (${lngs.join(',')})`),
    react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
    ...(options.resources
      ? { resources: options.resources }
      : { backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' } }),
  });
  setDocumentLanguage(instance.language);
  instance.on('languageChanged', setDocumentLanguage);
  return instance;
}

function setDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
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
