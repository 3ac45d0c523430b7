import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { scryptSync } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../demo/demo-accounts.ts';
import { createUrlLogin } from '../services/auth-service.ts';
import { connectWs } from '../test-support/ws-client.ts';
import { latestSmsCode, startTestServer, TestClock, totpCode, type TestServer } from '../test-support/test-server.ts';

const form = (UserName: string, Password = DEMO_PASSWORD) => ({ form: { grant_type: 'password', UserName, Password } });
const from = (address: string) => ({ 'x-forwarded-for': address });
const LIMITS = { perUser: 100, perAddress: 1000, windowMs: 5 * 60_000 };

async function respondentId(server: TestServer, username: string): Promise<number> {
  const row = await server.app.arc.db.selectFrom('respondents').select('RespondentId').where('Username', '=', username).executeTakeFirstOrThrow();
  return row.RespondentId;
}

/** Resolves with the close code of a socket. */
const closeCode = (socket: { socket: { once(event: 'close', listener: (code: number) => void): unknown } }) => new Promise<number>((resolve) => socket.socket.once('close', (code) => resolve(code)));

describe('security #3: two-factor guessing', () => {
  let server: TestServer;
  const clock = new TestClock();
  beforeAll(async () => {
    server = await startTestServer({ clock, loginLimits: LIMITS });
  });
  afterAll(async () => {
    await server.close();
  });
  const pending = async (username: string) => (await server.request('POST', '/api/token', form(username))).body.access_token as string;
  const answer = (token: string, AuthCode: string) => server.request('POST', '/api/2fa', { token, json: { AuthCode, RememberMe: false } });

  it('security #3: wrong codes count per user across pending tokens; the fifth ends two-factor until the lockout window has passed', async () => {
    for (let i = 0; i < 4; i++) expect((await answer(await pending('bjorn'), '000000x')).body.error).toBe('TwoFactorInvalidOnetimeCode');
    expect((await answer(await pending('bjorn'), '000000x')).body.error).toBe('TwoFactorTooManyFailedAttempts');
    const fresh = await pending('bjorn');
    const refused = await answer(fresh, await latestSmsCode(server.app, 'bjorn'));
    expect(refused.status).toBe(406);
    expect(refused.body.error).toBe('TwoFactorTooManyFailedAttempts');
    clock.advance(5 * 60_000 + 1000);
    const later = await pending('bjorn');
    expect((await answer(later, await latestSmsCode(server.app, 'bjorn'))).status).toBe(200);
  });

  it('security #3: a new login revokes the older pending token and reuses the valid SMS code instead of sending another', async () => {
    const bjorn = await respondentId(server, 'bjorn');
    const sent = async () => (await server.app.arc.db.selectFrom('outbox').select('Id').where('RespondentId', '=', bjorn).execute()).length;
    const older = await pending('bjorn');
    const before = await sent();
    const newer = await pending('bjorn');
    expect(await sent()).toBe(before);
    const code = await latestSmsCode(server.app, 'bjorn');
    expect((await answer(older, code)).status).toBe(401);
    expect((await answer(newer, code)).status).toBe(200);
    const challenges = await server.app.arc.db.selectFrom('two_factor_challenges').selectAll().where('RespondentId', '=', bjorn).execute();
    expect(challenges).toHaveLength(0);
  });

  it('security #3: the same TOTP code logs in only once', async () => {
    clock.advance(60_000);
    const code = totpCode(clock.now());
    expect((await answer(await pending('cecilia'), code)).status).toBe(200);
    const again = await answer(await pending('cecilia'), code);
    expect(again.status).toBe(406);
    expect(again.body.error).toBe('TwoFactorInvalidOnetimeCode');
    const older = totpCode(new Date(clock.now().getTime() - 30_000));
    expect((await answer(await pending('cecilia'), older)).status).toBe(406);
  });
});

describe('security #3: two-factor limits per address and lockout', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: '127.0.0.1', loginLimits: { perUser: 3, perAddress: 4, windowMs: 5 * 60_000 } });
  });
  afterAll(async () => {
    await server.close();
  });
  const pending = async (username: string, address: string) => (await server.request('POST', '/api/token', { ...form(username), headers: from(address) })).body.access_token as string;
  const answer = (token: string, AuthCode: string, address: string) => server.request('POST', '/api/2fa', { token, json: { AuthCode, RememberMe: false }, headers: from(address) });

  it('security #3: /api/2fa answers 429 once a client address has used up its attempts', async () => {
    const address = '10.0.3.1';
    const bjorn = await pending('bjorn', address);
    const cecilia = await pending('cecilia', address);
    for (const token of [bjorn, cecilia, bjorn, cecilia]) expect((await answer(token, '000000x', address)).status).toBe(406);
    const limited = await answer(bjorn, await latestSmsCode(server.app, 'bjorn'), address);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('RATE_LIMITED');
  });

  it('security #3: the right code is refused while the user is locked out from that address', async () => {
    const address = '10.0.3.2';
    const token = await pending('bjorn', address);
    for (let i = 0; i < 3; i++) expect((await server.request('POST', '/api/token', { ...form('bjorn', 'wrong'), headers: from(address) })).status).toBe(400);
    const locked = await answer(token, await latestSmsCode(server.app, 'bjorn'), address);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe('RATE_LIMITED');
  });
});

describe('security #4: sessions end', () => {
  let server: TestServer;
  const clock = new TestClock();
  beforeAll(async () => {
    server = await startTestServer({ clock, loginLimits: LIMITS });
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
  const chunks: string[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    server = await startTestServer({ trustProxy: '127.0.0.1', logger: true, logStream: stream, loginLimits: { perUser: 3, perAddress: 1000, windowMs: 5 * 60_000, slowdownMs: 100, maxDelayMs: 1000 } });
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
    const lines = chunks.join('').split('\n').filter((line) => line.includes('login lockout'));
    expect(lines.some((line) => line.includes('"username":"david"') && line.includes('198.51.100.7') && line.includes('"level":40'))).toBe(true);
    expect(chunks.join('')).not.toContain('Secret-Guess-77');
  });
});

describe('security #13: password hashes and secrets at rest', () => {
  it('security #13: new hashes carry OWASP scrypt parameters; an old-format hash still logs in and is upgraded', async () => {
    // No passwordHashCost: the server's own default.
    const server = await startTestServer({ passwordHashCost: undefined });
    try {
      const salt = Buffer.from('0123456789abcdef');
      const legacy = `scrypt$${salt.toString('base64url')}$${scryptSync(DEMO_PASSWORD, salt, 64).toString('base64url')}`;
      await server.app.arc.db.updateTable('respondents').set({ PasswordHash: legacy }).where('Username', '=', 'anna').execute();
      expect((await server.request('POST', '/api/token', form('anna'))).status).toBe(200);
      const row = await server.app.arc.db.selectFrom('respondents').select('PasswordHash').where('Username', '=', 'anna').executeTakeFirstOrThrow();
      expect(row.PasswordHash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
      expect((await server.request('POST', '/api/token', form('anna'))).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('security #13: the password policy allows <>"\' and refuses a breached password', async () => {
    const server = await startTestServer();
    try {
      await server.app.arc.db.updateTable('respondents').set({ ForceReset: 1 }).where('Username', '=', 'eva').execute();
      const login = (await server.request('POST', '/api/token', form('eva'))).body;
      const token = login.access_token as string;
      expect((await server.request('GET', '/api/me/forceresetpassword', { token })).body.ForbiddenChars).toBe('');
      const breached = await server.request('POST', '/api/me/resetpassword', { token, json: { PasswordResetToken: login.PasswordResetToken, Password: 'Password123' } });
      expect(breached.status).toBe(400);
      expect(breached.body.errors[0].description).toMatch(/breached/);
      const quotes = await server.request('POST', '/api/me/resetpassword', { token, json: { PasswordResetToken: login.PasswordResetToken, Password: `Quote<>"'Mark-2026` } });
      expect(quotes.status).toBe(200);
      expect((await server.request('POST', '/api/token', form('eva', `Quote<>"'Mark-2026`))).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('security #13: TOTP secrets are encrypted with a key kept beside the database (mode 0600), not in it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arc-secret-'));
    const dbFile = join(dir, 'arc.sqlite');
    try {
      const server = await startTestServer({ dbFile });
      try {
        const row = await server.app.arc.db.selectFrom('respondents').select('TotpSecret').where('Username', '=', 'cecilia').executeTakeFirstOrThrow();
        expect(row.TotpSecret).not.toContain(DEMO_TOTP_SECRET);
        expect(row.TotpSecret).toMatch(/^v1\$/);
        expect(statSync(`${dbFile}.key`).mode & 0o777).toBe(0o600);
        expect(await server.login('cecilia')).toBeTruthy();
      } finally {
        await server.close();
      }
      // Another key cannot open them: the TOTP login fails instead of using a readable secret.
      const other = await startTestServer({ dbFile, secretKey: Buffer.alloc(32, 7).toString('base64') });
      try {
        await expect(other.login('cecilia')).rejects.toThrow(/2fa cecilia: 406/);
      } finally {
        await other.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('security #13: SMS codes are stored only as hashes that expire with their challenge', async () => {
    const clock = new TestClock();
    const server = await startTestServer({ clock });
    try {
      const token = (await server.request('POST', '/api/token', form('bjorn'))).body.access_token as string;
      const code = await latestSmsCode(server.app, 'bjorn');
      const challenges = await server.app.arc.db.selectFrom('two_factor_challenges').selectAll().execute();
      expect(challenges).toHaveLength(1);
      expect(JSON.stringify(challenges)).not.toContain(code);
      clock.advance(301_000);
      expect((await server.request('POST', '/api/2fa', { token, json: { AuthCode: code, RememberMe: false } })).status).toBe(401);
      const sent = async () => (await server.app.arc.db.selectFrom('outbox').select('Id').execute()).length;
      const before = await sent();
      const fresh = (await server.request('POST', '/api/token', form('bjorn'))).body.access_token as string;
      expect(await sent()).toBe(before + 1);
      expect((await server.request('POST', '/api/2fa', { token: fresh, json: { AuthCode: await latestSmsCode(server.app, 'bjorn'), RememberMe: false } })).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
