import { readFileSync } from 'node:fs';
import type { Resource } from 'i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../server/test-support/test-server.ts';
import { DICTIONARY_VERSION_SETTING } from '../contract/index.ts';
import { TRANSLATION_CACHE_MS } from '../domain/constants.ts';
import { createI18n } from './create-i18n.ts';
import { createDictionaryCache } from './dictionary-cache.ts';
import { mergeHostedDictionaries } from './hosted-dictionary.ts';

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
  const edit = async (language: string, namespace: string, texts: Record<string, string>) => {
    expect((await server.request('PUT', `/api/support/dictionary/${language}/${namespace}`, { token: david, json: texts })).status).toBe(200);
  };
  const currentVersion = async () =>
    ((await server.request('GET', '/api/settings', { token: david })).body as { key: string; defaultvalue: string }[]).find((s) => s.key === DICTIONARY_VERSION_SETTING)?.defaultvalue;

  it('I18N-05 I18N-06 a support admin’s texts show over the bundled ones, from the cache for a day, again at once under a new version', async () => {
    await edit('sv-SE', 'login', { title: 'Logga in på larmcentralen', 'emptyPhone.title': 'Telefonnummer saknas' });
    await edit('sv-SE', 'default', { appName: 'Larmcentralens konsol' });
    const cache = createDictionaryCache('arc-i18n-integration');
    const firstVisit = await createI18n({ resources: bundled('sv-SE'), language: 'sv-SE' });
    const bundledSubmit = firstVisit.t('login:submit');
    let version = await currentVersion();
    await mergeHostedDictionaries(firstVisit, 'sv-SE', { fetch: serverFetch, cache, now: () => NOW, version });

    expect(firstVisit.t('login:title')).toBe('Logga in på larmcentralen');
    expect(firstVisit.t('login:emptyPhone.title')).toBe('Telefonnummer saknas');
    expect(firstVisit.t('common:appName')).toBe('Larmcentralens konsol');
    expect(firstVisit.t('login:submit')).toBe(bundledSubmit); // not hosted: the bundled text stays

    // Edited on the server; a visit within the day under the same version is served from the cache.
    await edit('sv-SE', 'login', { title: 'Välkommen' });
    serverFetch.mockClear();
    const sameVersion = await createI18n({ resources: bundled('sv-SE'), language: 'sv-SE' });
    await mergeHostedDictionaries(sameVersion, 'sv-SE', { fetch: serverFetch, cache, now: () => NOW + TRANSLATION_CACHE_MS - 1, version });
    expect(serverFetch).not.toHaveBeenCalled();
    expect(sameVersion.t('login:title')).toBe('Logga in på larmcentralen');

    // The settings carry the edit's new version: the console fetches again although the cache is fresh.
    version = await currentVersion();
    const newVersion = await createI18n({ resources: bundled('sv-SE'), language: 'sv-SE' });
    await mergeHostedDictionaries(newVersion, 'sv-SE', { fetch: serverFetch, cache, now: () => NOW + 1, version });
    expect(serverFetch).toHaveBeenCalled();
    expect(newVersion.t('login:title')).toBe('Välkommen');
    expect((await cache.get('sv-SE', 'login'))?.version).toBe(version);

    // A text dropped from the hosted dictionary gives way to the bundled one at the next page load.
    serverFetch.mockClear();
    const nextVisit = await createI18n({ resources: bundled('sv-SE'), language: 'sv-SE' });
    const bundledEmptyPhone = nextVisit.t('login:emptyPhone.title');
    await mergeHostedDictionaries(nextVisit, 'sv-SE', { fetch: serverFetch, cache, now: () => NOW + 2, version });
    expect(serverFetch).not.toHaveBeenCalled();
    expect(nextVisit.t('login:title')).toBe('Välkommen');
    expect(nextVisit.t('login:emptyPhone.title')).toBe(bundledEmptyPhone);
    expect(bundledEmptyPhone).not.toBe('Telefonnummer saknas');
  });

  it('I18N-05 a hosted text is shown as the plain text the admin typed', async () => {
    await edit('en-GB', 'alarm', { 'markup.test': '<b>Bold</b>\u0000 text ' });
    const i18n = await createI18n({ resources: bundled('en-GB'), language: 'en-GB' });
    await mergeHostedDictionaries(i18n, 'en-GB', { fetch: serverFetch, cache: createDictionaryCache('arc-i18n-integration-2'), now: () => NOW });
    expect(i18n.t('alarm:markup.test')).toBe('<b>Bold</b> text');
  });
});
