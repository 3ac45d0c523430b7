import type { i18n as I18n } from 'i18next';
import {
  buildPath,
  buildQueryString,
  endpoints,
  parseWith,
  type TranslationDictionary,
  TranslationDictionarySchema,
  TranslationsVersionSchema,
} from '../contract/index.ts';
import { TRANSLATION_CACHE_MS } from '../domain/constants.ts';
import { bundledTextAt } from '../domain/bundled-text.ts';
import { samePlaceholders } from '../domain/text-placeholders.ts';
import type { CachedDictionary, DictionaryCache } from './dictionary-cache.ts';
import type { NAMESPACES } from './languages.ts';

/**
 * The hosted namespace (GET media/dict `type`) layered over each bundled namespace (I18N-05). The hosted
 * `datetime` and `map` namespaces have no bundled counterpart and no text of this console reads them, and `users`
 * has no hosted counterpart, so those are not fetched.
 */
export const HOSTED_TYPES: Partial<Record<(typeof NAMESPACES)[number], string>> = {
  common: 'default',
  login: 'login',
  alarm: 'alarm',
};

export interface HostedDictionaryDeps {
  fetch: typeof fetch;
  cache: DictionaryCache;
  now: () => number;
  /**
   * The hosted dictionaries' current version, undefined when it cannot be had: a cached dictionary of another
   * version is fetched again although it is less than a day old, so an edit reaches the console at its next load.
   */
  version?: () => Promise<string | undefined>;
}

/** GET media/dict/version; undefined (the cache's age alone then decides) when it fails in any way. */
export async function fetchDictionaryVersion(fetchFn: typeof fetch): Promise<string | undefined> {
  try {
    const response = await fetchFn(buildPath(endpoints.translationsVersion), { headers: { Accept: 'application/json' } });
    if (!response.ok) return undefined;
    const parsed = parseWith(TranslationsVersionSchema, await response.json());
    return parsed.ok ? parsed.value.version : undefined;
  } catch {
    return undefined;
  }
}

/** GET media/dict; undefined (and a "dictionary server error" warning, I18N-08) when it fails in any way. */
async function fetchDictionary(deps: HostedDictionaryDeps, language: string, type: string): Promise<TranslationDictionary | undefined> {
  const url = buildPath(endpoints.translations) + buildQueryString({ type, language });
  try {
    const response = await deps.fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const parsed = parseWith(TranslationDictionarySchema, await response.json());
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.value;
  } catch (error) {
    console.warn(`dictionary server error: ${type} (${language})`, error);
    return undefined;
  }
}

/**
 * Whether a hosted text may take `key`'s place: only a bundled text's, by the rule the server checks edits with
 * (qa-supervisor P3-3), so a text where the bundle has a group, below a text, or under a key no text reads is left
 * out; and only one that evaluates what its bundled text does (QA P2-7): the server refuses others since security
 * #NM3, but a dictionary stored before, or a server that does not check, must not make i18next loop on `$t(`
 * nestings (three texts nesting each other overflow its stack in every render) or show unknown placeholders.
 */
function fitsBundle(bundle: unknown, key: string, text: string): boolean {
  const bundled = bundledTextAt(bundle, key);
  return bundled !== undefined && samePlaceholders(text, bundled);
}

/** Layers `texts` over the namespace; answers the texts they replaced, so they can be put back. */
function merge(instance: I18n, language: string, ns: string, texts: TranslationDictionary): Record<string, string> {
  const bundle: unknown = instance.getResourceBundle(language, ns);
  const fitting = Object.fromEntries(Object.entries(texts).filter(([key, text]) => fitsBundle(bundle, key, text)));
  const replaced = Object.fromEntries(
    Object.keys(fitting).flatMap((key) => {
      const before: unknown = instance.getResource(language, ns, key);
      return typeof before === 'string' ? [[key, before]] : [];
    }),
  );
  // addResources splits dotted keys into the bundle's nesting and emits `added`, which re-renders the views.
  instance.addResources(language, ns, fitting);
  return replaced;
}

/**
 * Layers the hosted dictionaries over the bundled texts of `language` (I18N-05, I18N-06): cached texts at once, and
 * a new fetch only when the cached copy is missing, older than a day or of another version than the server's (an
 * edit), which replaces the cached texts: one it no longer has is the bundled text again. A cache that cannot be read or written (IndexedDB refused, private mode) counts as empty: the bundled texts
 * are always there underneath.
 */
export async function mergeHostedDictionaries(instance: I18n, language: string, deps: HostedDictionaryDeps): Promise<void> {
  // The bundle first: loading it after the merge would overwrite the hosted texts.
  await instance.loadLanguages(language);
  // Asked once, alongside the cache reads; only a fresh cached copy waits for it.
  const version = deps.version ? deps.version() : Promise.resolve(undefined);
  const isCurrent = async (cached: CachedDictionary) => {
    const current = await version;
    return current === undefined || current === cached.version;
  };
  await Promise.all(
    Object.entries(HOSTED_TYPES).map(async ([ns, type]) => {
      const cached = await deps.cache.get(language, type).catch(() => undefined);
      const bundled = cached ? merge(instance, language, ns, cached.texts) : {};
      if (cached && deps.now() - cached.fetchedAt < TRANSLATION_CACHE_MS && (await isCurrent(cached))) return;
      const texts = await fetchDictionary(deps, language, type);
      if (!texts) return;
      // A text removed on the server since the cached copy shows the bundled one again (qa-supervisor P2-6).
      instance.addResources(language, ns, Object.fromEntries(Object.entries(bundled).filter(([key]) => !(key in texts))));
      merge(instance, language, ns, texts);
      await deps.cache.put({ language, type, texts, fetchedAt: deps.now(), version: await version }).catch(() => undefined);
    }),
  );
}

/**
 * Keeps the hosted dictionaries layered over the current language, now and after every language switch. The tab
 * fetches these itself, before login, unlike everything else a view shows (which the engine writes into IndexedDB):
 * translations are public, not alarm data, and the login page needs them before there is a session or an engine.
 * Resolves when the current language's merge is done; it never rejects, so the console never waits on it.
 */
export function attachHostedDictionaries(instance: I18n, deps: HostedDictionaryDeps): Promise<void> {
  instance.on('languageChanged', (language: string) => void mergeHostedDictionaries(instance, language, deps));
  return mergeHostedDictionaries(instance, instance.language, deps);
}
