import { describe, expect, it } from 'vitest';
import { openSessionDirectory, openUserDatabase } from '../../src/db/database.ts';
import { DEMO_INGEST_KEY, DEMO_PASSWORD } from '../../server/demo/demo-accounts.ts';
import { latestSmsCode, totpCode } from '../../server/test-support/test-server.ts';
import { createEngine } from './engine.ts';
import { connectTestTab } from './testing/test-tab.ts';
import { useReferenceServer } from './testing/reference-server.ts';
import { nodeEffects, waitFor } from './testing/node-effects.ts';

const harness = useReferenceServer();

function start() {
  const env = nodeEffects(harness.server.base);
  const engine = createEngine(env.effects);
  harness.track(engine);
  const port = connectTestTab(engine);
  /** A tab holds its lock for its life; the engine learns it closed when the lock is released. */
  const attachTab = async (name: string, listener: (message: unknown) => void) => {
    void env.effects.locks.request(name, {}, () => new Promise<void>(() => {}));
    return port.attach(name, listener);
  };
  return { ...env, engine, port, attachTab };
}

async function ingest(text: string): Promise<number> {
  const answer = await harness.server.request('POST', '/api/ingest/alarms', {
    headers: { 'X-Api-Key': DEMO_INGEST_KEY },
    json: { UserId: 1, AlarmText: text },
  });
  expect(answer.status).toBeLessThan(300);
  return answer.body.AlarmId as number;
}

async function openSockets(): Promise<number> {
  const metrics = await harness.server.request<string>('GET', '/metrics');
  return Number(/arc_websockets_open (\d+)/.exec(metrics.body)?.[1]);
}

/** GET requests the server has answered so far, by all routes. */
async function getRequests(): Promise<number> {
  const metrics = await harness.server.request<string>('GET', '/metrics');
  return [...metrics.body.matchAll(/arc_http_requests_total\{method="GET",route="\/api[^"]*",status="[^"]*"\} (\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
}

/** Requests for the alarm list (`GET api/alarms`, the catch-up) answered so far. */
async function alarmRequests(): Promise<number> {
  const metrics = await harness.server.request<string>('GET', '/metrics');
  return [...metrics.body.matchAll(/arc_http_requests_total\{method="GET",route="\/api\/alarms",status="[^"]*"\} (\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
}

describe('engine against the reference server', () => {
  it("a write's answer is used: a reason on an open alarm stores the answered alarm and reloads only what it lacks, once", async () => {
    const { port, engine } = start();
    await port.attach('arc-tab-answers');
    await port.send('login', { username: 'anna', password: DEMO_PASSWORD, telephony: 'none' });
    await waitFor(() => engine.status().socket === 'open');
    const alarmId = await ingest('Answer used');
    const db = openUserDatabase('anna');
    await waitFor(() => db.alarms.get(alarmId));
    expect(await port.send('accept', { params: { alarm_id: alarmId }, body: { alarm_id: alarmId, force: false } })).toMatchObject({ ok: true });
    await port.send('watch', { kind: 'alarm', id: alarmId });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = await getRequests();
    const answer = await port.send('reason', { params: { alarm_id: alarmId }, body: { message: 'Fell in the hallway' } });
    expect(answer).toMatchObject({ ok: true, value: { AlarmId: alarmId, RespondentOwn: true } });
    // The push echo of this change arrives and is applied too; give it time to (not) load anything.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const spent = (await getRequests()) - before - 1;
    // The open alarm's details, attachments, user, absences, positions and history: once. Before answers were used
    // the same click cost 13 (the list row and the open alarm after delivery, both again on the push echo).
    expect(spent).toBeLessThanOrEqual(6);
  });

  it('PUSH-01 logs in, stores the alarms in IndexedDB and opens one websocket', async () => {
    const { port, engine, attachTab } = start();
    await attachTab('arc-tab-1', () => undefined);
    const step = await port.send('login', { username: 'anna', password: DEMO_PASSWORD, telephony: 'none' });
    expect(step).toEqual({ ok: true, value: { step: 'done' } });
    const db = openUserDatabase('anna');
    expect(await db.alarms.count()).toBeGreaterThan(0);
    expect((await db.me.get('me'))?.Username).toBe('anna');
    await waitFor(() => engine.status().socket === 'open');
    expect(await openSockets()).toBe(1);
    expect((await openSessionDirectory().current.get('current'))?.username).toBe('anna');
  });

  it('PUSH-10 an ingested alarm reaches IndexedDB through a push', async () => {
    const { port, engine } = start();
    await port.send('login', { username: 'anna', password: DEMO_PASSWORD, telephony: 'none' });
    await waitFor(() => engine.status().socket === 'open');
    const alarmId = await ingest('Pushed alarm');
    const db = openUserDatabase('anna');
    const alarm = await waitFor(() => db.alarms.get(alarmId));
    expect(alarm.AlarmText).toBe('Pushed alarm');
  });

  it('reopened after time away, catches up with exactly one alarm request, once its socket is open', async () => {
    const first = start();
    await first.port.send('login', { username: 'anna', password: DEMO_PASSWORD, telephony: 'none' });
    await waitFor(() => first.engine.status().socket === 'open');
    await first.engine.dispose();
    const alarmId = await ingest('Raised while the console was closed');
    const before = await alarmRequests();

    const again = start();
    await again.port.attach('arc-tab-reopened');
    const db = openUserDatabase('anna');
    expect((await waitFor(() => db.alarms.get(alarmId))).AlarmText).toBe('Raised while the console was closed');
    await waitFor(() => again.engine.status().socket === 'open');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await alarmRequests()) - before).toBe(1);
  });

  it('catches up with one since-request after the socket dropped', async () => {
    const { port, engine, sockets } = start();
    await port.send('login', { username: 'anna', password: DEMO_PASSWORD, telephony: 'none' });
    await waitFor(() => engine.status().socket === 'open');
    // Earlier tests left anna's session stored: the engine resumed it first, so count from here.
    const before = sockets.length;
    sockets.at(-1)?.terminate();
    await waitFor(() => engine.status().socket === 'closed');
    const alarmId = await ingest('Raised while the socket was down');
    const db = openUserDatabase('anna');
    // Reconnect after 5 s, then catch-up (or the poll in between) brings the alarm.
    await waitFor(() => db.alarms.get(alarmId));
    await waitFor(() => engine.status().socket === 'open');
    expect(sockets.length).toBe(before + 1);
  });

  it('sends a reason written offline once the browser is back, exactly once', async () => {
    const { port, engine, network } = start();
    await port.send('login', { username: 'anna', password: DEMO_PASSWORD, telephony: 'none' });
    await waitFor(() => engine.status().socket === 'open');
    const alarmId = await ingest('Needs a reason');
    expect(await port.send('accept', { params: { alarm_id: alarmId }, body: { alarm_id: alarmId, force: false } })).toMatchObject({ ok: true, value: { AlarmId: alarmId, RespondentOwn: true } });

    network.set(false);
    expect(await port.send('accept', { params: { alarm_id: alarmId }, body: { alarm_id: alarmId, force: true } })).toMatchObject({ ok: false, code: 'OFFLINE', messageKey: 'INTERNET_CONNECTION_ABORT' });
    expect(await port.send('reason', { params: { alarm_id: alarmId }, body: { message: 'Fell in the hallway' } })).toEqual({ ok: true, queued: true });
    const db = openUserDatabase('anna');
    expect(await db.outbox.count()).toBe(1);
    network.set(true);
    await waitFor(async () => (await db.outbox.count()) === 0);

    const token = await harness.server.login('anna');
    const details = await harness.server.request('GET', `/api/alarms/${alarmId}`, { token });
    const reasons = (details.body.Logs as { LogText?: string }[]).filter((log) => log.LogText?.includes('Fell in the hallway'));
    expect(reasons).toHaveLength(1);
  });

  it('keeps a refused write with the server message instead of retrying it', async () => {
    const { port, engine } = start();
    await port.send('login', { username: 'anna', password: DEMO_PASSWORD, telephony: 'none' });
    await waitFor(() => engine.status().socket === 'open');
    const alarmId = await ingest('Not mine');
    const result = await port.send('reason', { params: { alarm_id: alarmId }, body: { message: 'Text the operator typed' } });
    expect(result).toMatchObject({ ok: false, code: 'NOT_OWNER_ALARM' });
    const [row] = await openUserDatabase('anna').outbox.toArray();
    expect(row).toMatchObject({ state: 'failed', body: { message: 'Text the operator typed' } });
    expect(await port.send('discardWrite', { key: row?.key ?? '' })).toEqual({ ok: true, value: undefined });
  });

  it('SESSION-20 SESSION-21 logout unregisters, closes the socket and clears the user data', async () => {
    const { port, engine, attachTab } = start();
    const events: unknown[] = [];
    await attachTab('arc-tab-logout', (message) => events.push(message));
    await port.send('login', { username: 'david', password: DEMO_PASSWORD, telephony: 'none' });
    await waitFor(() => engine.status().socket === 'open');
    expect(await port.send('logout')).toEqual({ ok: true, value: undefined });
    expect(await openUserDatabase('david').alarms.count()).toBe(0);
    expect(await openSessionDirectory().current.get('current')).toBeUndefined();
    expect(engine.status()).toMatchObject({ loggedIn: false, socket: 'closed' });
    await waitFor(() => events.some((e) => JSON.stringify(e).includes('loggedOut')));
  });

  it('security #4: after logout the server refuses the old access token and renewal token', async () => {
    const { port, engine } = start();
    await port.send('login', { username: 'anna', password: DEMO_PASSWORD, telephony: 'none' });
    await waitFor(() => engine.status().socket === 'open');
    const session = await waitFor(async () => {
      const row = await openUserDatabase('anna').session.get('current');
      return row?.renewalToken ? row : undefined;
    });
    expect(await port.send('logout')).toEqual({ ok: true, value: undefined });
    expect((await harness.server.request('GET', '/api/me', { token: session.accessToken })).status).toBe(401);
    expect((await harness.server.request('POST', '/api/accesstoken/refreshtoken', { json: { token: session.renewalToken } })).status).toBe(401);
  });

  it('security #4: a logout made offline waits with its own token and ends the login once the network is back', async () => {
    const { port, engine, network } = start();
    await port.send('login', { username: 'eva', password: DEMO_PASSWORD, telephony: 'none' });
    await waitFor(() => engine.status().socket === 'open');
    const session = await waitFor(() => openUserDatabase('eva').session.get('current'));
    network.set(false);
    expect(await port.send('logout')).toEqual({ ok: true, value: undefined });
    expect(engine.status()).toMatchObject({ loggedIn: false });
    expect((await harness.server.request('GET', '/api/me', { token: session.accessToken })).status).toBe(200);
    network.set(true);
    await waitFor(async () => ((await harness.server.request('GET', '/api/me', { token: session.accessToken })).status === 401 ? true : undefined));
    await waitFor(async () => ((await openSessionDirectory().logouts.count()) === 0 ? true : undefined));
  });

  it('security #NM5: a logout made offline is sent by the next engine that starts on the browser, and no token stays behind', async () => {
    const first = start();
    await first.port.send('login', { username: 'eva', password: DEMO_PASSWORD, telephony: 'none' });
    await waitFor(() => first.engine.status().socket === 'open');
    const session = await waitFor(() => openUserDatabase('eva').session.get('current'));
    first.network.set(false);
    expect(await first.port.send('logout')).toEqual({ ok: true, value: undefined });
    // The browser closes while still offline: that engine never sends it.
    await first.engine.dispose();
    expect((await harness.server.request('GET', '/api/me', { token: session.accessToken })).status).toBe(200);

    // The next person opens the console (nobody logs in yet): the logout goes, and its token is gone from the browser.
    const next = start();
    await next.port.attach('arc-tab-next-user');
    await waitFor(async () => ((await harness.server.request('GET', '/api/me', { token: session.accessToken })).status === 401 ? true : undefined));
    await waitFor(async () => ((await openSessionDirectory().logouts.count()) === 0 ? true : undefined));
    const stored = JSON.stringify([await openUserDatabase('eva').outbox.toArray(), await openSessionDirectory().logouts.toArray()]);
    expect(stored).not.toContain(session.accessToken);
  });

  it('security #NM5: a queued logout whose token has expired is dropped at engine start, unsent', async () => {
    await openSessionDirectory().logouts.put({ key: 'expired-logout', tokenType: 'bearer', accessToken: 'an-expired-token', expiresAt: Date.now() - 1 });
    const { port } = start();
    await port.attach('arc-tab-expired-logout');
    await waitFor(async () => ((await openSessionDirectory().logouts.count()) === 0 ? true : undefined));
  });

  it('security #NL2: autoregister does not replace a logged-in session unless the operator confirmed it', async () => {
    const { port, engine } = start();
    await port.send('login', { username: 'anna', password: DEMO_PASSWORD, telephony: 'none' });
    const query = { token: await harness.server.login('eva'), token_type: 'bearer', username: 'eva', telephony: 'none' };
    expect(await port.send('autoRegister', { query, replaceSession: false })).toMatchObject({ ok: false, code: 'SESSION_EXISTS' });
    expect((await openSessionDirectory().current.get('current'))?.username).toBe('anna');
    expect(engine.status()).toMatchObject({ loggedIn: true });
    expect(await port.send('autoRegister', { query, replaceSession: true })).toEqual({ ok: true, value: { step: 'done' } });
    expect((await openSessionDirectory().current.get('current'))?.username).toBe('eva');
  });

  it('LOGIN-09 LOGIN-16 sms two-factor: a wrong code is refused with its message key, the right one logs in', async () => {
    const { port } = start();
    expect(await port.send('login', { username: 'bjorn', password: DEMO_PASSWORD, telephony: 'none' })).toEqual({
      ok: true,
      value: { step: 'twoFactor', method: 'sms' },
    });
    expect(await port.send('submitTwoFactor', { code: '000000', rememberMe: false })).toMatchObject({
      ok: false,
      code: 'TwoFactorInvalidOnetimeCode',
      messageKey: 'AUTH_CODE_VALIDATION_FAILED_INVALID_ONE_TIME_CODE',
    });
    const code = await latestSmsCode(harness.server.app, 'bjorn');
    expect(await port.send('submitTwoFactor', { code, rememberMe: false })).toEqual({ ok: true, value: { step: 'done' } });
    expect((await openUserDatabase('bjorn').me.get('me'))?.Username).toBe('bjorn');
  });

  it('LOGIN-09 TOTP two-factor logs in with the authenticator code', async () => {
    const { port } = start();
    expect(await port.send('login', { username: 'cecilia', password: DEMO_PASSWORD, telephony: 'none' })).toMatchObject({
      value: { step: 'twoFactor', method: 'google' },
    });
    const result = await port.send('submitTwoFactor', { code: totpCode(harness.server.app.arc.clock.now()), rememberMe: true });
    expect(result).toEqual({ ok: true, value: { step: 'done' } });
  });

  it('LOGIN-11 LOGIN-14 a forced reset gives the policy, then the credentials step again', async () => {
    await harness.server.app.arc.db.updateTable('respondents').set({ ForceReset: 1 }).where('Username', '=', 'eva').execute();
    const { port } = start();
    const step = await port.send('login', { username: 'eva', password: DEMO_PASSWORD, telephony: 'none' });
    expect(step).toMatchObject({ ok: true, value: { step: 'resetPassword', policy: { MinLength: expect.any(Number) } } });
    expect(await port.send('resetPassword', { password: 'New-Demo-Pass-2027' })).toEqual({ ok: true, value: { step: 'credentials' } });
    expect(await port.send('login', { username: 'eva', password: 'New-Demo-Pass-2027', telephony: 'none' })).toEqual({
      ok: true,
      value: { step: 'done' },
    });
  });

  it('LOGIN-18 a wrong password answers the server message and stores nothing', async () => {
    const { port } = start();
    const result = await port.send('login', { username: 'frida', password: 'wrong', telephony: 'none' });
    expect(result).toMatchObject({ ok: false, code: 'invalid_grant', status: 400 });
    expect((await openSessionDirectory().current.get('current'))?.username).not.toBe('frida');
  });
});
