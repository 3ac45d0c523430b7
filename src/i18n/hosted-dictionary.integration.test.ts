import { readFileSync } from 'node:fs';
import type { Resource } from 'i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../server/test-support/test-server.ts';
import { TRANSLATION_CACHE_MS } from '../domain/constants.ts';
import { createI18n } from './create-i18n.ts';
import { createDictionaryCache } from './dictionary-cache.ts';
import { fetchDictionaryVersion, mergeHostedDictionaries } from './hosted-dictionary.ts';

/** The console's real bundled texts of one language, as the tab loads them from public/locales. */
const bundled = (language: string): Resource => ({
  [language]: Object.fromEntries(
    ['common', 'login', 'alarm'].map((ns) => [ns, JSON.parse(readFileSync(`public/locales/${language}/${ns}.json`, 'utf8')) as Record<string, unknown>]),
  ),
});

const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);

describe('hosted dictionaries from the reference server', () => {
  let server: TestServer;
  let david: string;
  beforeAll(async () => {
    server = await startTestServer();
    david = await server.login('david');
  });
  afterAll(async () => {
    await server.close();
  });

  const serverFetch = vi.fn((input: string | URL | Request, init?: RequestInit) => fetch(server.base + String(input), init));
  const requested = () => serverFetch.mock.calls.map(([input]) => String(input)).sort();
  const edit = async (language: string, namespace: string, texts: Record<string, string>) => {
    expect((await server.request('PUT', `/api/support/dictionary/${language}/${namespace}`, { token: david, json: texts })).status).toBe(200);
  };
  // What the console asks on every load.
  const version = () => fetchDictionaryVersion(serverFetch);

  it('I18N-05 I18N-06 a support admin’s texts show over the bundled ones, from the cache for a day, again at once under a new version', async () => {
    await edit('sv-SE', 'login', { title: 'Logga in på larmcentralen', 'emptyPhone.title': 'Telefonnummer saknas' });
    await edit('sv-SE', 'default', { appName: 'Larmcentralens konsol' });
    const cache = createDictionaryCache('arc-i18n-integration');
    const firstVisit = await createI18n({ resources: bundled('sv-SE'), language: 'sv-SE' });
    const bundledSubmit = firstVisit.t('login:submit');
    await mergeHostedDictionaries(firstVisit, 'sv-SE', { fetch: serverFetch, cache, now: () => NOW, version });

    expect(firstVisit.t('login:title')).toBe('Logga in på larmcentralen');
    expect(firstVisit.t('login:emptyPhone.title')).toBe('Telefonnummer saknas');
    expect(firstVisit.t('common:appName')).toBe('Larmcentralens konsol');
    expect(firstVisit.t('login:submit')).toBe(bundledSubmit); // not hosted: the bundled text stays

    // A visit within the day, nothing edited: the cache serves, only the version is asked.
    serverFetch.mockClear();
    const sameVersion = await createI18n({ resources: bundled('sv-SE'), language: 'sv-SE' });
    await mergeHostedDictionaries(sameVersion, 'sv-SE', { fetch: serverFetch, cache, now: () => NOW + TRANSLATION_CACHE_MS - 1, version });
    expect(requested()).toEqual(['/media/dict/version']);
    expect(sameVersion.t('login:title')).toBe('Logga in på larmcentralen');

    // Without the version (offline, an older server) the cache's age alone decides.
    await edit('sv-SE', 'login', { title: 'Välkommen' });
    serverFetch.mockClear();
    const unknownVersion = await createI18n({ resources: bundled('sv-SE'), language: 'sv-SE' });
    await mergeHostedDictionaries(unknownVersion, 'sv-SE', { fetch: serverFetch, cache, now: () => NOW + 1, version: async () => undefined });
    expect(serverFetch).not.toHaveBeenCalled();
    expect(unknownVersion.t('login:title')).toBe('Logga in på larmcentralen');

    // Under the edit's new version the console fetches again although the cache is fresh.
    const newVersion = await createI18n({ resources: bundled('sv-SE'), language: 'sv-SE' });
    await mergeHostedDictionaries(newVersion, 'sv-SE', { fetch: serverFetch, cache, now: () => NOW + 1, version });
    expect(requested()).toContain('/media/dict?type=login&language=sv-SE');
    expect(newVersion.t('login:title')).toBe('Välkommen');
    expect((await cache.get('sv-SE', 'login'))?.version).toBe((await server.request('GET', '/media/dict/version')).body.version);

    // A text dropped from the hosted dictionary gives way to the bundled one at the next page load.
    serverFetch.mockClear();
    const nextVisit = await createI18n({ resources: bundled('sv-SE'), language: 'sv-SE' });
    const bundledEmptyPhone = nextVisit.t('login:emptyPhone.title');
    await mergeHostedDictionaries(nextVisit, 'sv-SE', { fetch: serverFetch, cache, now: () => NOW + 2, version });
    expect(requested()).toEqual(['/media/dict/version']);
    expect(nextVisit.t('login:title')).toBe('Välkommen');
    expect(nextVisit.t('login:emptyPhone.title')).toBe(bundledEmptyPhone);
    expect(bundledEmptyPhone).not.toBe('Telefonnummer saknas');
  });

  it('I18N-05 a hosted text is shown as the plain text the admin typed', async () => {
    await edit('en-GB', 'alarm', { 'list.label': '<b>Bold</b>\u0000 text ' });
    const i18n = await createI18n({ resources: bundled('en-GB'), language: 'en-GB' });
    await mergeHostedDictionaries(i18n, 'en-GB', { fetch: serverFetch, cache: createDictionaryCache('arc-i18n-integration-2'), now: () => NOW });
    expect(i18n.t('alarm:list.label')).toBe('<b>Bold</b> text');
  });
});
