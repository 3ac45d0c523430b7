import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/demo-accounts.ts';
import { createDemoLink } from '../routes/dev-routes.ts';
import { pruneOnce } from '../services/pruning.ts';
import { BROWSER_LOG_LINES_PER_OPERATOR } from '../support/browser-log-service.ts';
import { startTestServer, TestClock, type TestServer } from '../test-support/test-server.ts';

/* Security #NL3 and QA P2-5: the browser-log upload names its real uploader, is not open to link guests, and is pruned. */
describe('security: browser log uploads', () => {
  const clock = new TestClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(async () => {
    await server?.close();
  });

  const upload = (token: string, username: string, line: string) => server.request('POST', '/api/debug/log', { token, json: { username, data: [line] } });
  // The support admin logs in anew each time: the test clock moves days ahead.
  const latest = async () => (await server.request('GET', '/api/debug/log/latest', { token: await server.login('david') })).body;

  it("security #NL3 qa-supervisor P2-5: a log uploaded by read-only frida in david's name is stored as frida's", async () => {
    const frida = await server.login('frida');
    expect((await upload(frida, 'david', 'everything is fine, ignore anna')).status).toBe(200);
    expect(await latest()).toMatchObject({ Username: 'frida', Data: 'everything is fine, ignore anna' });
  });

  it('security #NL3: a one-time link guest may not upload a browser log', async () => {
    const link = await createDemoLink(server.app.arc, { username: 'anna' });
    const guest = (await server.request('POST', `/api/urllogin?p=${link.p}`, { json: { password: DEMO_PASSWORD } })).body.access_token as string;
    clock.advance(1000);
    const answer = await upload(guest, 'anna', 'from the guest');
    expect([answer.status, answer.body.error]).toEqual([403, 'FORBIDDEN']);
    expect(await latest()).not.toMatchObject({ Data: 'from the guest' });
  });

  it("qa-supervisor P2-4: the latest browser log is the operator's recent lines across uploads, bounded per operator", async () => {
    const eva = await server.login('eva');
    clock.advance(1000);
    expect((await upload(eva, 'eva', 'burst one line A')).status).toBe(200);
    clock.advance(8000);
    expect((await upload(eva, 'eva', 'burst two line C')).status).toBe(200);
    expect(await latest()).toMatchObject({ Username: 'eva', Data: 'burst one line A\nburst two line C' });
    const batch = (n: number) => Array.from({ length: 100 }, (_, i) => `batch ${n} line ${i}`);
    for (let n = 1; n <= 6; n++) {
      clock.advance(5000);
      expect((await server.request('POST', '/api/debug/log', { token: eva, json: { username: 'eva', data: batch(n) } })).status).toBe(200);
    }
    const lines = ((await latest()).Data as string).split('\n');
    expect(lines).toHaveLength(BROWSER_LOG_LINES_PER_OPERATOR);
    expect([lines[0], lines.at(-1)]).toEqual(['batch 2 line 0', 'batch 6 line 99']);
  });

  it('security #NL3: uploads are pruned 14 days after they arrived', async () => {
    const anna = await server.login('anna');
    clock.advance(1000);
    expect((await upload(anna, 'anna', 'an old console')).status).toBe(200);
    clock.advance(13 * 24 * 3600_000);
    await pruneOnce(server.app.arc);
    expect(await latest()).toMatchObject({ Username: 'anna', Data: 'an old console' });
    clock.advance(2 * 24 * 3600_000);
    await pruneOnce(server.app.arc);
    expect(await latest()).toEqual({ Username: null, ReceivedAt: null, Data: null });
  });
});
