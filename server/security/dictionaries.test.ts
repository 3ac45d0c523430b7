import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoLink } from '../routes/dev-routes.ts';
import { DEMO_PASSWORD } from '../demo/demo-accounts.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

type Json = Record<string, unknown>;

/** Hosted dictionary editing (security #NM3, QA supervisor P2-7): who may edit, what is refused, the versions and revert. */
describe('hosted dictionary editing', () => {
  let server: TestServer;
  let david: string;
  beforeAll(async () => {
    server = await startTestServer();
    david = await server.login('david');
  });
  afterAll(async () => {
    await server.close();
  });

  const put = (token: string, path: string, json: unknown) => server.request('PUT', `/api/support/dictionary/${path}`, { token, json });
  const hosted = async (path: string) => (await server.request('GET', `/media/dict?type=${path.split('/')[1]}&language=${path.split('/')[0]}`)).body;

  it('security #NM3: a read-only support admin may not edit a dictionary', async () => {
    await server.app.arc.db.updateTable('respondents').set({ ReadOnly: 1 }).where('Username', '=', 'david').execute();
    try {
      const answer = await put(david, 'en-GB/login', { title: 'Changed' });
      expect(answer.status).toBe(403);
      expect((answer.body as Json).error).toBe('FORBIDDEN');
    } finally {
      await server.app.arc.db.updateTable('respondents').set({ ReadOnly: 0 }).where('Username', '=', 'david').execute();
    }
    expect(await hosted('en-GB/login')).toEqual({});
  });

  it('security #NM3: a one-time link session of a support admin may not edit a dictionary', async () => {
    const link = await createDemoLink(server.app.arc, { alarmId: 13, username: 'david' });
    const session = await server.request('POST', `/api/urllogin?p=${link.p}`, { json: { password: DEMO_PASSWORD } });
    expect(session.status).toBe(200);
    const answer = await put(session.body.access_token as string, 'en-GB/login', { title: 'Changed' });
    expect(answer.status).toBe(403);
    expect(await hosted('en-GB/login')).toEqual({});
  });

  it('qa-supervisor P2-7: a text whose placeholders differ from the bundled text is refused with a code and a message naming the keys', async () => {
    // en-GB common `groups.submit` has no placeholder; `reset.minLength_one` of login has {{count}}.
    const added = await put(david, 'en-GB/default', { 'groups.submit': 'Join {{count}} groups' });
    expect(added.status).toBe(400);
    expect((added.body as Json).error).toBe('DICTIONARY_TEXT_REFUSED');
    expect(String((added.body as Json).error_description)).toContain('groups.submit');
    const dropped = await put(david, 'sv-SE/login', { 'reset.minLength_one': 'minst ett tecken', title: 'Logga in' });
    expect(dropped.status).toBe(400);
    expect((dropped.body as Json).errors).toEqual([expect.objectContaining({ name: 'body.reset.minLength_one', description: expect.stringContaining('{{count}}') })]);
    // The same placeholders, spaced differently, are fine.
    expect((await put(david, 'sv-SE/login', { 'reset.minLength_one': 'minst {{ count }} tecken!' })).status).toBe(200);
    expect(await hosted('en-GB/default')).toEqual({});
  });

  it('qa-supervisor P3-3: keys the console never shows (a group of texts, a key below a text) are refused with 400 naming them', async () => {
    const refused = await put(david, 'en-GB/default', { menu: 'Broken group', 'menu.support.extra': 'Extra', 'menu.support': 'Help desk' });
    expect(refused.status).toBe(400);
    expect((refused.body as Json).error).toBe('DICTIONARY_TEXT_REFUSED');
    expect((refused.body as Json).errors).toEqual([
      expect.objectContaining({ name: 'body.menu', description: 'no bundled text has this key' }),
      expect.objectContaining({ name: 'body.menu.support.extra', description: 'no bundled text has this key' }),
    ]);
    expect((await put(david, 'en-GB/default', { 'menu.support': 'Help desk' })).status).toBe(200);
    expect((await put(david, 'en-GB/default', {})).status).toBe(200);
  });

  it('qa-supervisor P2-7: a $t( nesting the bundled text does not have, and a key the bundle lacks, are refused', async () => {
    const nested = await put(david, 'en-GB/login', { title: 'Sign in $t(submit)', submit: 'Go $t(title)' });
    expect(nested.status).toBe(400);
    expect((nested.body as Json).error).toBe('DICTIONARY_TEXT_REFUSED');
    expect(String((nested.body as Json).error_description)).toMatch(/title.*submit|submit.*title/);
    const unknown = await put(david, 'en-GB/login', { 'no.such.key': 'x', title: 'Sign in' });
    expect(unknown.status).toBe(400);
    expect(String((unknown.body as Json).error_description)).toContain('no.such.key');
    // A namespace without a bundle (map) takes its keys, but nothing i18next would evaluate.
    expect((await put(david, 'fi-FI/map', { close: 'Sulje {{x}}' })).status).toBe(400);
    expect((await put(david, 'fi-FI/map', { close: 'Sulje $t(close)' })).status).toBe(400);
    expect(await hosted('en-GB/login')).toEqual({});
  });

  it('security #NM3: each edit is a version with who and the changed keys, and a support admin can revert it', async () => {
    expect((await put(david, 'nb-NO/login', { title: 'Logg inn her', submit: 'Logg inn' })).status).toBe(200);
    expect((await put(david, 'nb-NO/login', { title: 'Feil tekst', submit: 'Logg inn' })).status).toBe(200);
    const versions = await server.request('GET', '/api/support/dictionary/nb-NO/login/versions', { token: david });
    expect(versions.status).toBe(200);
    const list = versions.body as { Id: number; Username: string | null; ChangedKeys: string[]; RevertOf: number | null }[];
    // Newest first: the second edit, the first, and the state before the first edit (nothing hosted).
    expect(list.map((v) => [v.Username, v.ChangedKeys])).toEqual([
      ['david', ['title']],
      ['david', ['submit', 'title']],
      [null, []],
    ]);
    const reverted = await server.request('POST', '/api/support/dictionary/nb-NO/login/revert', { token: david, json: { VersionId: list[1]!.Id } });
    expect(reverted.status).toBe(200);
    expect(await hosted('nb-NO/login')).toEqual({ submit: 'Logg inn', title: 'Logg inn her' });
    // Back to before the first edit: nothing hosted.
    expect((await server.request('POST', '/api/support/dictionary/nb-NO/login/revert', { token: david, json: { VersionId: list[2]!.Id } })).status).toBe(200);
    expect(await hosted('nb-NO/login')).toEqual({});
    const after = (await server.request('GET', '/api/support/dictionary/nb-NO/login/versions', { token: david })).body as { RevertOf: number | null }[];
    expect(after.slice(0, 2).map((v) => v.RevertOf)).toEqual([list[2]!.Id, list[1]!.Id]);
    // A version of another namespace is not found here.
    expect((await server.request('POST', '/api/support/dictionary/en-GB/login/revert', { token: david, json: { VersionId: list[1]!.Id } })).status).toBe(404);
  });

  it('security #NM3: only a support admin reads the versions or reverts', async () => {
    const anna = await server.login('anna');
    expect((await server.request('GET', '/api/support/dictionary/nb-NO/login/versions', { token: anna })).status).toBe(403);
    expect((await server.request('POST', '/api/support/dictionary/nb-NO/login/revert', { token: anna, json: { VersionId: 1 } })).status).toBe(403);
  });

  it('security #NM3: an edit is in the audit trail with the editor, the language, namespace, keys and hashes of the old and new texts', async () => {
    expect((await put(david, 'fi-FI/login', { title: 'Kirjaudu sisään nyt' })).status).toBe(200);
    const trail = await server.request('GET', '/api/support/audit?limit=5', { token: david });
    const edit = (trail.body as { Lines: { Event: string; Username: string; Details: string }[] }).Lines.find((line) => line.Event === 'dictionary.edit');
    expect(edit?.Username).toBe('david');
    const details = JSON.parse(edit!.Details) as { language: string; namespace: string; keys: { key: string; old: string | null; new: string }[] };
    expect(details).toMatchObject({ language: 'fi-FI', namespace: 'login', keys: [{ key: 'title', old: null, new: expect.stringMatching(/^[0-9a-f]{16}$/) }] });
    expect(edit!.Details).not.toContain('Kirjaudu');
  });
});

describe('hosted dictionary editing with ARC_ADMIN_TWO_FACTOR', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ adminTwoFactor: true });
  });
  afterAll(async () => {
    await server.close();
  });

  it('security #NM3: a support admin account without two-factor may not edit; one with two-factor may', async () => {
    const david = await server.login('david');
    const refused = await server.request('PUT', '/api/support/dictionary/en-GB/login', { token: david, json: { title: 'Changed' } });
    expect(refused.status).toBe(403);
    expect((refused.body as Json).error).toBe('FORBIDDEN');
    // cecilia logs in with TOTP; made a support admin for this test.
    const cecilia = await server.app.arc.db.selectFrom('respondents').select('Permissions').where('Username', '=', 'cecilia').executeTakeFirstOrThrow();
    await server.app.arc.db.updateTable('respondents').set({ Permissions: `${cecilia.Permissions},SkygdSystemAdmin` }).where('Username', '=', 'cecilia').execute();
    const token = await server.login('cecilia');
    expect((await server.request('PUT', '/api/support/dictionary/en-GB/login', { token, json: { title: 'Changed' } })).status).toBe(200);
    expect((await server.request('GET', '/media/dict?type=login&language=en-GB')).body).toEqual({ title: 'Changed' });
  });
});
