import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TWO_FACTOR_FAILURES } from '../sessions/two-factor.ts';
import { form, from, respondentId, TEST_LOGIN_LIMITS } from '../test-support/logins.ts';
import { latestSmsCode, startTestServer, TestClock, totpCode, type TestServer } from '../test-support/test-server.ts';

describe('security #3: two-factor guessing', () => {
  let server: TestServer;
  const clock = new TestClock();
  beforeAll(async () => {
    server = await startTestServer({ clock, loginLimits: TEST_LOGIN_LIMITS });
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

  it('security #H3: 30 wrong codes sent at once: at most the limit of them are checked, and two-factor then stays closed', async () => {
    const token = await pending('bjorn');
    const answers = await Promise.all(Array.from({ length: 30 }, () => answer(token, '000000x')));
    const errors = answers.map((a) => (a.status === 401 ? 'UNAUTHORIZED' : (a.body.error as string)));
    // 4 wrong codes are told so, the 5th ends two-factor; the others are refused without their code being checked.
    expect(errors.filter((e) => e === 'TwoFactorInvalidOnetimeCode')).toHaveLength(MAX_TWO_FACTOR_FAILURES - 1);
    expect(errors.every((e) => ['TwoFactorInvalidOnetimeCode', 'TwoFactorTooManyFailedAttempts', 'UNAUTHORIZED'].includes(e))).toBe(true);
    const rightCode = await answer(await pending('bjorn'), await latestSmsCode(server.app, 'bjorn'));
    expect(rightCode.body.error).toBe('TwoFactorTooManyFailedAttempts');
    clock.advance(5 * 60_000 + 1000);
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
