import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARY_VERSION_SETTING } from '../../src/contract/index.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

describe('hosted dictionaries', () => {
  let server: TestServer;
  let anna: string;
  let david: string;
  beforeAll(async () => {
    server = await startTestServer();
    [anna, david] = await Promise.all([server.login('anna'), server.login('david')]);
  });
  afterAll(async () => {
    await server.close();
  });

  /** The version as the console reads it before login, checked against the one in the settings. */
  const version = async (token: string) => {
    const setting = ((await server.request('GET', '/api/settings', { token })).body as { key: string; defaultvalue: string | null }[]).find((s) => s.key === DICTIONARY_VERSION_SETTING)?.defaultvalue;
    const answer = (await server.request('GET', '/media/dict/version')).body as { version: string };
    expect(answer.version).toBe(setting ?? '');
    return answer.version;
  };

  it('a support admin replaces a namespace; anyone, signed in or not, reads it; the version setting moves on', async () => {
    expect((await server.request('GET', '/media/dict?type=login&language=sv-SE')).body).toEqual({});
    const before = await version(anna);
    expect(before).toBe('');
    const put = await server.request('PUT', '/api/support/dictionary/sv-SE/login', { token: david, json: { title: 'Logga in på centralen', submit: 'Kör' } });
    expect(put.status).toBe(200);
    expect((await server.request('GET', '/media/dict?type=login&language=sv-SE')).body).toEqual({ submit: 'Kör', title: 'Logga in på centralen' });
    // Other languages and namespaces are untouched.
    expect((await server.request('GET', '/media/dict?type=login&language=en-GB')).body).toEqual({});
    expect((await server.request('GET', '/media/dict?type=default&language=sv-SE')).body).toEqual({});
    const after = await version(anna);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);

    // A replacement drops the texts it no longer has, and moves the version on again.
    expect((await server.request('PUT', '/api/support/dictionary/sv-SE/login', { token: david, json: { title: 'Logga in' } })).status).toBe(200);
    expect((await server.request('GET', '/media/dict?type=login&language=sv-SE')).body).toEqual({ title: 'Logga in' });
    expect(await version(anna)).not.toBe(after);
  });

  it('only a support admin (SkygdSystemAdmin) may edit, and only when signed in', async () => {
    expect((await server.request('PUT', '/api/support/dictionary/en-GB/alarm', { token: anna, json: { title: 'x' } })).status).toBe(403);
    expect((await server.request('PUT', '/api/support/dictionary/en-GB/alarm', { json: { title: 'x' } })).status).toBe(401);
    expect((await server.request('GET', '/media/dict?type=alarm&language=en-GB')).body).toEqual({});
  });

  it('refuses an unknown language or namespace, a key that is not a dotted word, a text that is not a string or too long', async () => {
    const put = (path: string, json: unknown) => server.request('PUT', `/api/support/dictionary/${path}`, { token: david, json });
    expect((await put('xx-XX/login', { title: 'x' })).status).toBe(400);
    expect((await put('en-GB/users', { title: 'x' })).status).toBe(400);
    expect((await put('en-GB/login', { '<b>title</b>': 'x' })).status).toBe(400);
    expect((await put('en-GB/login', { 'a..b': 'x' })).status).toBe(400);
    expect((await put('en-GB/login', { title: 5 })).status).toBe(400);
    expect((await put('en-GB/login', { title: 'x'.repeat(2001) })).status).toBe(400);
    expect((await put('en-GB/login', { title: ' \u0007 ' })).status).toBe(400);
    expect((await put('en-GB/login', ['title'])).status).toBe(400);
    expect((await server.request('GET', '/media/dict?type=login&language=en-GB')).body).toEqual({});
  });

  it('keeps a text as plain text: markup stays as typed, control characters and bidi overrides go, the ends are trimmed', async () => {
    const typed = '  <img src=x onerror=alert(1)>\u0000 Stäng\u202E  ';
    expect((await server.request('PUT', '/api/support/dictionary/fi-FI/map', { token: david, json: { close: typed } })).status).toBe(200);
    expect((await server.request('GET', '/media/dict?type=map&language=fi-FI')).body).toEqual({ close: '<img src=x onerror=alert(1)> Stäng' });
  });
});
