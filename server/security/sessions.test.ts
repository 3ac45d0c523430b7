import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/demo-accounts.ts';
import { createUrlLogin, RENEWAL_REUSE_LEEWAY_MS } from '../sessions/auth-service.ts';
import { form, from, respondentId, TEST_LOGIN_LIMITS } from '../test-support/logins.ts';
import { connectWs } from '../test-support/ws-client.ts';
import { capturedLog, startTestServer, TestClock, type TestServer } from '../test-support/test-server.ts';

/** Resolves with the close code of a socket. */
const closeCode = (socket: { socket: { once(event: 'close', listener: (code: number) => void): unknown } }) => new Promise<number>((resolve) => socket.socket.once('close', (code) => resolve(code)));

describe('security #4: sessions end', () => {
  let server: TestServer;
  const clock = new TestClock();
  beforeAll(async () => {
    // These tests jump the clock by up to 50 min between requests: no idle end here (session-idle.test.ts has it).
    server = await startTestServer({ clock, loginLimits: TEST_LOGIN_LIMITS, sessionIdleSeconds: 12 * 3600 });
  });
  afterAll(async () => {
    await server.close();
  });
  const refresh = (token: string) => server.request('POST', '/api/accesstoken/refreshtoken', { json: { token } });
  const renewal = async (token: string) => (await server.request('GET', '/api/me/renewaltoken', { token })).body.token as string;

  it('security #4: an access token is not a renewal token and does not refresh itself', async () => {
    const token = await server.login('anna');
    expect((await refresh(token)).status).toBe(401);
  });

  it('security #4: a refresh uses up its renewal token and answers the next one; reusing the old one ends the whole login', async () => {
    const token = await server.login('anna');
    const first = await renewal(token);
    const refreshed = await refresh(first);
    expect(refreshed.status).toBe(200);
    const next = refreshed.body.refresh_token as string;
    expect(next).toBeTruthy();
    expect(next).not.toBe(first);
    const chained = await refresh(next);
    expect(chained.status).toBe(200);
    expect((await refresh(first)).status).toBe(401);
    // The reuse is a theft signal: every token of that login is gone, the thief's and the operator's.
    expect((await server.request('GET', '/api/me', { token: chained.body.access_token })).status).toBe(401);
    expect((await refresh(chained.body.refresh_token)).status).toBe(401);
    expect((await server.request('GET', '/api/me', { token })).status).toBe(401);
  });

  it('security #4: a renewal whose answer was lost may be asked again within the leeway, until its successor is used or the leeway ends', async () => {
    const token = await server.login('anna');
    const first = await renewal(token);
    expect((await refresh(first)).status).toBe(200);
    // The answer never reached the operator's engine (it closed, or the network dropped it): it asks again.
    const again = await refresh(first);
    expect(again.status).toBe(200);
    expect((await server.request('GET', '/api/me', { token: again.body.access_token })).status).toBe(200);
    // Once a successor is used, the engine evidently had its answer: the old token shown again is a copy.
    expect((await refresh(again.body.refresh_token)).status).toBe(200);
    expect((await refresh(first)).status).toBe(401);
    expect((await server.request('GET', '/api/me', { token })).status).toBe(401);

    const other = await server.login('anna');
    const kept = await renewal(other);
    expect((await refresh(kept)).status).toBe(200);
    clock.advance(RENEWAL_REUSE_LEEWAY_MS);
    expect((await refresh(kept)).status).toBe(401);
    expect((await server.request('GET', '/api/me', { token: other })).status).toBe(401);
  });

  it('security #4: logout ends the access, renewal and admin tokens of that login and closes its socket, but not other logins', async () => {
    const token = await server.login('anna');
    const other = await server.login('anna');
    const kept = await renewal(token);
    const admin = (await server.request('GET', '/api/settings/admintoken', { token })).body;
    const socket = await connectWs(server.base, token);
    await socket.next((m) => m.type === 'hello');
    const closed = closeCode(socket);
    expect((await server.request('POST', '/api/logout', { token })).status).toBe(200);
    expect(await closed).toBe(4001);
    expect((await server.request('GET', '/api/me', { token })).status).toBe(401);
    expect((await refresh(kept)).status).toBe(401);
    expect((await server.request('GET', '/api/me', { token: admin.access_token })).status).toBe(401);
    expect((await refresh(admin.refresh_token)).status).toBe(401);
    expect((await server.request('GET', '/api/me', { token: other })).status).toBe(200);
  });

  it('security #4: refreshes never take a login past its absolute expiry', async () => {
    const token = await server.login('david');
    let next = await renewal(token);
    const started = clock.now().getTime();
    let access = token;
    while (clock.now().getTime() - started < 12 * 3600_000 - 50 * 60_000) {
      clock.advance(50 * 60_000);
      const answer = await refresh(next);
      expect(answer.status).toBe(200);
      const left = (started + 12 * 3600_000 - clock.now().getTime()) / 1000;
      expect(Number(answer.body.expires_in)).toBeLessThanOrEqual(left);
      next = answer.body.refresh_token;
      access = answer.body.access_token;
    }
    clock.advance(50 * 60_000);
    expect((await server.request('GET', '/api/me', { token: access })).status).toBe(401);
    expect((await refresh(next)).status).toBe(401);
  });

  it('security #4: a password reset ends every login of the operator and closes their sockets', async () => {
    const earlier = await server.login('eva');
    const socket = await connectWs(server.base, earlier);
    await socket.next((m) => m.type === 'hello');
    const closed = closeCode(socket);
    const kept = await renewal(earlier);
    await server.app.arc.db.updateTable('respondents').set({ ForceReset: 1 }).where('Username', '=', 'eva').execute();
    const login = (await server.request('POST', '/api/token', form('eva'))).body;
    const reset = await server.request('POST', '/api/me/resetpassword', { token: login.access_token, json: { PasswordResetToken: login.PasswordResetToken, Password: 'Another-Pass-2026' } });
    expect(reset.status).toBe(200);
    expect(await closed).toBe(4001);
    expect((await server.request('GET', '/api/me', { token: earlier })).status).toBe(401);
    expect((await refresh(kept)).status).toBe(401);
    expect((await server.request('GET', '/api/me', { token: login.access_token })).status).toBe(401);
    expect((await server.request('POST', '/api/token', form('eva', 'Another-Pass-2026'))).status).toBe(200);
  });

  it('security #4: a one-time link session ends when its link expires', async () => {
    const p = await createUrlLogin(server.app.arc, { respondentId: await respondentId(server, 'anna'), alarmId: 5, password: DEMO_PASSWORD, readOnly: false, ttlSeconds: 120 });
    const link = await server.request('POST', `/api/urllogin?p=${encodeURIComponent(p)}`, { json: { password: DEMO_PASSWORD } });
    expect(link.status).toBe(200);
    expect(Number(link.body.expires_in)).toBeLessThanOrEqual(120);
    expect((await server.request('GET', '/api/alarms/5/basic', { token: link.body.access_token })).status).toBe(200);
    clock.advance(121_000);
    expect((await server.request('GET', '/api/alarms/5/basic', { token: link.body.access_token })).status).toBe(401);
  });
});

describe('security #9: login lockout per user and address', () => {
  let server: TestServer;
  const log = capturedLog();
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: '127.0.0.1', logger: true, logStream: log.stream, loginLimits: { perUser: 3, perAddress: 1000, windowMs: 5 * 60_000, slowdownMs: 100, maxDelayMs: 1000 } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('security #9: failures from an attacker lock out the attacker, while the operator’s own address still logs in (slowed down)', async () => {
    for (let i = 0; i < 3; i++) expect((await server.request('POST', '/api/token', { ...form('anna', 'guess-2026'), headers: from('203.0.113.9') })).status).toBe(400);
    const attacker = await server.request('POST', '/api/token', { ...form('anna'), headers: from('203.0.113.9') });
    expect(attacker.status).toBe(429);
    expect(attacker.body.error).toBe('RATE_LIMITED');
    const started = Date.now();
    const operator = await server.request('POST', '/api/token', { ...form('anna'), headers: from('10.1.1.20') });
    expect(operator.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('security #9: a lockout is logged with the user name and address (never the password) and counted in /metrics', async () => {
    for (let i = 0; i < 3; i++) await server.request('POST', '/api/token', { ...form('david', 'Secret-Guess-77'), headers: from('198.51.100.7') });
    const metrics = (await server.request('GET', '/metrics')).body as string;
    expect(metrics).toMatch(/^arc_login_lockouts_total 2$/m);
    const lines = log.text().split('\n').filter((line) => line.includes('login lockout'));
    expect(lines.some((line) => line.includes('"username":"david"') && line.includes('198.51.100.7') && line.includes('"level":40'))).toBe(true);
    expect(log.text()).not.toContain('Secret-Guess-77');
  });
});
