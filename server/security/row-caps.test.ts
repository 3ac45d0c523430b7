import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneOnce } from '../services/pruning.ts';
import { MAX_DEVICES_PER_OPERATOR } from '../sessions/session-service.ts';
import { MAX_LIVE_RENEWALS } from '../sessions/tokens.ts';
import { TestSoftphone } from '../test-support/softphone.ts';
import { startTestServer, TestClock, type TestServer } from '../test-support/test-server.ts';
import { MAX_VOICE_TOKENS } from '../voice/voice-tokens.ts';

/** Security #M2: a session cannot add rows without end (tokens, devices) nor write without pause. */
describe('security #M2: rows a session adds are capped', () => {
  let server: TestServer;
  const clock = new TestClock();
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(async () => {
    await server.close();
  });
  const get = (token: string, path: string) => server.request('GET', path, { token });
  const refresh = (token: string) => server.request('POST', '/api/accesstoken/refreshtoken', { json: { token } });

  it('security #M2: a login holds at most 5 unused renewal tokens: minting more drops the oldest', async () => {
    const anna = await server.login('anna');
    const minted: string[] = [];
    for (let i = 0; i < MAX_LIVE_RENEWALS + 2; i++) {
      minted.push((await get(anna, '/api/me/renewaltoken')).body.token as string);
      clock.advance(1000);
    }
    expect((await refresh(minted[0]!)).status).toBe(401);
    expect((await refresh(minted[1]!)).status).toBe(401);
    for (const token of minted.slice(2)) expect((await refresh(token)).status).toBe(200);
    // Dropped, not revoked: the login is still alive.
    expect((await get(anna, '/api/me')).status).toBe(200);
  });

  it('security #M2: the voice token just issued is never the one dropped, even issued in the same instant as the others', async () => {
    const anna = await server.login('anna');
    let newest = '';
    for (let i = 0; i < MAX_VOICE_TOKENS + 2; i++) newest = (await get(anna, '/api/voice/token')).body.token as string;
    const phone = await TestSoftphone.connect(server.base, newest);
    expect(phone.first.type).toBe('connected');
    await phone.phone.close();
  });

  it('security #M2: a login holds at most 3 voice tokens: a fourth drops the oldest', async () => {
    const anna = await server.login('anna');
    const minted: string[] = [];
    for (let i = 0; i < MAX_VOICE_TOKENS + 1; i++) {
      minted.push((await get(anna, '/api/voice/token')).body.token as string);
      clock.advance(1000);
    }
    const oldest = await TestSoftphone.connect(server.base, minted[0]!);
    expect(oldest.first).toMatchObject({ type: 'error' });
    await oldest.phone.close();
    const newest = await TestSoftphone.connect(server.base, minted.at(-1)!);
    expect(newest.first.type).toBe('connected');
    await newest.phone.close();
  });

  it('security #M2: an operator keeps at most 20 device rows, and inactive ones are pruned after 30 days', async () => {
    const david = await server.login('david');
    const register = () => server.request('POST', '/api/me/register', { token: david, json: { type: 'SkygdWebApp', telephone: null, devicetoken: null, UsingTwilio: false } });
    const respondentId = (await get(david, '/api/me')).body.RespondentId as number;
    const devices = async () => (await server.app.arc.db.selectFrom('devices').select('DeviceToken').where('RespondentId', '=', respondentId).execute()).length;
    for (let i = 0; i < MAX_DEVICES_PER_OPERATOR + 5; i++) expect((await register()).status).toBe(200);
    expect(await devices()).toBe(MAX_DEVICES_PER_OPERATOR);
    clock.advance(31 * 24 * 3600_000);
    await pruneOnce(server.app.arc);
    expect(await devices()).toBe(1);
  });
});

describe('security #M2: writes and token-minting GETs per login', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ sessionRate: { burst: 4, perSecond: 0.01 } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('security #M2: a login past its burst gets 429 RATE_LIMITED on writes and token-minting GETs; reads and other logins go on', async () => {
    const [anna, eva] = await Promise.all([server.login('anna'), server.login('eva')]);
    const write = (token: string) => server.request('POST', '/api/me/register', { token, json: { type: 'SkygdWebApp', telephone: null, devicetoken: null, UsingTwilio: false } });
    for (let i = 0; i < 3; i++) expect((await write(anna)).status).toBe(200);
    expect((await server.request('GET', '/api/me/renewaltoken', { token: anna })).status).toBe(200);
    const limited = await write(anna);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('RATE_LIMITED');
    const minting = await server.request('GET', '/api/me/renewaltoken', { token: anna });
    expect(minting.status).toBe(429);
    expect((await server.request('GET', '/api/me', { token: anna })).status).toBe(200);
    expect((await write(eva)).status).toBe(200);
  });
});
