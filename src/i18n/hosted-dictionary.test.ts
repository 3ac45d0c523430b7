import type { i18n as I18n, Resource } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { TRANSLATION_CACHE_MS } from '../domain/constants.ts';
import { createI18n } from './create-i18n.ts';
import { createDictionaryCache, type DictionaryCache } from './dictionary-cache.ts';
import { attachHostedDictionaries, fetchDictionaryVersion, mergeHostedDictionaries } from './hosted-dictionary.ts';

/** The bundled texts; each instance gets its own copy, since i18next merges into the objects it is given. */
const bundled = (): Resource => ({
  'en-GB': {
    common: { appTitle: 'Operator console', greeting: 'Hello {{name}}', logs: { title: 'Logs', empty: 'No logs' } },
    login: { submit: 'Log in' },
    alarm: { accept: 'Accept' },
  },
  'sv-SE': { common: { appTitle: 'Operatörskonsol', logs: { title: 'Loggar', empty: 'Inga loggar' } } },
});

/** The hosted service: one dictionary per `language` and `type`, as GET media/dict answers it. */
type Hosted = Record<string, Record<string, Record<string, string>>>;

function fakeFetch(hosted: Hosted) {
  return vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input), 'http://console.test');
    expect(url.pathname).toBe('/media/dict');
    const texts = hosted[url.searchParams.get('language') ?? '']?.[url.searchParams.get('type') ?? ''] ?? {};
    return new Response(JSON.stringify(texts), { headers: { 'Content-Type': 'application/json' } });
  });
}

const requested = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls.map(([input]) => String(input)).sort();

const DAY = TRANSLATION_CACHE_MS;
const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);

let cache: DictionaryCache;
let i18n: I18n;
let warn: MockInstance<typeof console.warn>;
let run = 0;

beforeEach(async () => {
  run += 1;
  cache = createDictionaryCache(`arc-i18n-test-${run}`); // a fresh IndexedDB (fake-indexeddb) per test
  i18n = await createI18n({ resources: bundled(), language: 'en-GB' });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
});

describe('hosted translation dictionaries', () => {
  it('I18N-05 fetches the default, login and alarm dictionaries and shows their texts over the bundled ones', async () => {
    const fetch = fakeFetch({
      'en-GB': { default: { appTitle: 'ARC console', 'logs.title': 'Alarm log' }, login: { submit: 'Sign in' } },
    });
    await mergeHostedDictionaries(i18n, 'en-GB', { fetch, cache, now: () => NOW });

    expect(requested(fetch)).toEqual([
      '/media/dict?type=alarm&language=en-GB',
      '/media/dict?type=default&language=en-GB',
      '/media/dict?type=login&language=en-GB',
    ]);
    expect(i18n.t('appTitle')).toBe('ARC console');
    expect(i18n.t('logs.title')).toBe('Alarm log');
    expect(i18n.t('logs.empty')).toBe('No logs'); // a bundled text the service lacks stays
    expect(i18n.t('submit', { ns: 'login' })).toBe('Sign in');
    expect(i18n.t('accept', { ns: 'alarm' })).toBe('Accept');
    expect(warn).not.toHaveBeenCalled();
  });

  it('I18N-06 a dictionary fetched less than a day ago is shown from the local cache without fetching', async () => {
    const first = fakeFetch({ 'en-GB': { default: { appTitle: 'ARC console' } } });
    await mergeHostedDictionaries(i18n, 'en-GB', { fetch: first, cache, now: () => NOW });

    // The next visit: a new page, the service now has other texts, but the cached copy is still fresh.
    const nextVisit = await createI18n({ resources: bundled(), language: 'en-GB' });
    const second = fakeFetch({ 'en-GB': { default: { appTitle: 'Newer title' } } });
    await mergeHostedDictionaries(nextVisit, 'en-GB', { fetch: second, cache, now: () => NOW + DAY - 1 });

    expect(second).not.toHaveBeenCalled();
    expect(nextVisit.t('appTitle')).toBe('ARC console');
  });

  it('I18N-06 a dictionary a day old is fetched again, shown and cached with the new fetch time', async () => {
    await cache.put({ language: 'en-GB', type: 'default', texts: { appTitle: 'Old title' }, fetchedAt: NOW - DAY });
    const fetch = fakeFetch({ 'en-GB': { default: { appTitle: 'New title' } } });
    await mergeHostedDictionaries(i18n, 'en-GB', { fetch, cache, now: () => NOW });

    expect(requested(fetch)).toContain('/media/dict?type=default&language=en-GB');
    expect(i18n.t('appTitle')).toBe('New title');
    expect(await cache.get('en-GB', 'default')).toEqual({
      language: 'en-GB',
      type: 'default',
      texts: { appTitle: 'New title' },
      fetchedAt: NOW,
    });
  });

  it('qa-supervisor P2-6 a text removed on the server shows the bundled text again after one new fetch', async () => {
    await cache.put({ language: 'en-GB', type: 'default', texts: { appTitle: 'Old title', 'logs.title': 'Old logs' }, fetchedAt: NOW - DAY });
    const fetch = fakeFetch({ 'en-GB': { default: { 'logs.title': 'New logs' } } });
    await mergeHostedDictionaries(i18n, 'en-GB', { fetch, cache, now: () => NOW });

    expect(i18n.t('appTitle')).toBe('Operator console');
    expect(i18n.t('logs.title')).toBe('New logs');
  });

  it('I18N-08 a failed dictionary fetch keeps the bundled texts and logs a dictionary server error', async () => {
    const fetch = vi.fn(async () => new Response('oops', { status: 500 }));
    await mergeHostedDictionaries(i18n, 'en-GB', { fetch, cache, now: () => NOW });

    expect(i18n.t('appTitle')).toBe('Operator console');
    expect(i18n.t('submit', { ns: 'login' })).toBe('Log in');
    expect(warn).toHaveBeenCalledWith('dictionary server error: default (en-GB)', expect.any(Error));
    expect(await cache.get('en-GB', 'default')).toBeUndefined();
  });

  it('I18N-08 offline or answered with something not a dictionary, the stale cached texts are kept', async () => {
    await cache.put({ language: 'en-GB', type: 'default', texts: { appTitle: 'Cached title' }, fetchedAt: NOW - 2 * DAY });
    await cache.put({ language: 'en-GB', type: 'login', texts: { submit: 'Cached sign in' }, fetchedAt: NOW - 2 * DAY });
    const fetch = vi.fn(async (input: string | URL | Request) => {
      if (String(input).includes('type=default')) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ submit: 42 }));
    });
    await mergeHostedDictionaries(i18n, 'en-GB', { fetch, cache, now: () => NOW });

    expect(i18n.t('appTitle')).toBe('Cached title');
    expect(i18n.t('submit', { ns: 'login' })).toBe('Cached sign in');
    expect(warn).toHaveBeenCalledWith('dictionary server error: default (en-GB)', expect.any(TypeError));
    expect(warn).toHaveBeenCalledWith('dictionary server error: login (en-GB)', expect.any(Error));
  });

  it('I18N-05 qa-supervisor P3-3 a hosted text in place of a group of bundled texts, below a text or under a key no text reads is left out', async () => {
    const fetch = fakeFetch({ 'en-GB': { default: { logs: 'Logs', 'appTitle.short': 'ARC', extra: 'Extra', 'logs.empty': 'Nothing here' } } });
    await mergeHostedDictionaries(i18n, 'en-GB', { fetch, cache, now: () => NOW });

    expect(i18n.t('logs.title')).toBe('Logs');
    expect(i18n.t('appTitle')).toBe('Operator console');
    expect(i18n.exists('extra')).toBe(false);
    expect(i18n.t('logs.empty')).toBe('Nothing here');
  });

  it('I18N-05 switching language layers that language’s hosted dictionary over its bundled texts', async () => {
    const fetch = fakeFetch({
      'en-GB': { default: { appTitle: 'ARC console' } },
      'sv-SE': { default: { appTitle: 'LC-konsol' } },
    });
    await attachHostedDictionaries(i18n, { fetch, cache, now: () => NOW });
    expect(i18n.t('appTitle')).toBe('ARC console');

    await i18n.changeLanguage('sv-SE');
    await vi.waitFor(() => expect(i18n.t('appTitle')).toBe('LC-konsol'));
    expect(i18n.t('logs.title')).toBe('Loggar');
  });

  it('I18N-06 a version that cannot be had (offline, an error, not a version) leaves the decision to the cache’s age', async () => {
    expect(await fetchDictionaryVersion(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))).toBeUndefined();
    expect(await fetchDictionaryVersion(vi.fn(async () => new Response('oops', { status: 404 })))).toBeUndefined();
    expect(await fetchDictionaryVersion(vi.fn(async () => new Response(JSON.stringify({ version: 7 }))))).toBeUndefined();
    expect(await fetchDictionaryVersion(vi.fn(async () => new Response(JSON.stringify({ version: 'v2' }))))).toBe('v2');

    await cache.put({ language: 'en-GB', type: 'default', texts: { appTitle: 'Cached title' }, fetchedAt: NOW - 1, version: 'v1' });
    const fetch = fakeFetch({ 'en-GB': { default: { appTitle: 'New title' } } });
    await mergeHostedDictionaries(i18n, 'en-GB', { fetch, cache, now: () => NOW, version: async () => undefined });
    expect(requested(fetch)).not.toContain('/media/dict?type=default&language=en-GB');
    expect(i18n.t('appTitle')).toBe('Cached title');
  });

  it('qa-supervisor P2-7 hosted texts with $t( nestings or placeholders other than the bundled text’s are left out: a nesting loop never crashes', async () => {
    // Stored before the server checked them: three texts nesting each other, and placeholders added or dropped.
    const fetch = fakeFetch({
      'en-GB': {
        default: { appTitle: 'A $t(logs.title)', 'logs.title': 'B $t(logs.empty)', 'logs.empty': 'C $t(appTitle)', greeting: 'Hi {{user}}' },
        login: { submit: 'Sign in {{count}}' },
        alarm: { accept: 'Take {{ name }}', extra: 'Loop $t(alarm:extra)' },
      },
    });
    await mergeHostedDictionaries(i18n, 'en-GB', { fetch, cache, now: () => NOW });
    expect(i18n.t('appTitle')).toBe('Operator console');
    expect(i18n.t('logs.title')).toBe('Logs');
    expect(i18n.t('greeting', { name: 'Ann', user: 'x' })).toBe('Hello Ann');
    expect(i18n.t('login:submit')).toBe('Log in');
    expect(i18n.t('alarm:accept')).toBe('Accept');
    expect(i18n.exists('alarm:extra')).toBe(false);

    // The same placeholders as the bundled text are taken.
    await cache.put({ language: 'en-GB', type: 'default', texts: { greeting: 'Hej {{ name }}!' }, fetchedAt: NOW, version: 'v1' });
    await mergeHostedDictionaries(i18n, 'en-GB', { fetch: fakeFetch({}), cache, now: () => NOW, version: async () => 'v1' });
    expect(i18n.t('greeting', { name: 'Ann' })).toBe('Hej Ann!');
  });

  it('I18N-07 a missing key is logged once and the key itself is shown', () => {
    expect(i18n.t('noSuchKey')).toBe('noSuchKey');
    expect(i18n.t('noSuchKey')).toBe('noSuchKey');
    expect(warn.mock.calls.filter(([message]) => String(message).includes('noSuchKey'))).toHaveLength(1);
  });
});
