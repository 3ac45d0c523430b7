import { afterEach, describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { closeUserDatabase, openSessionDirectory, openUserDatabase, userDatabaseName } from '../../src/db/database.ts';
import type { EngineEvent } from '../../src/sync-client/engine-types.ts';
import type { TabMessage } from '../../src/sync-client/messages.ts';
import type { EngineEffects } from './effects.ts';
import { createEngine, type Engine } from './engine.ts';
import { connectTestTab } from './testing/test-tab.ts';
import { FakeChannelHub } from './testing/fake-channel.ts';
import { FakeClock } from './testing/fake-clock.ts';
import { FakeLocks } from './testing/fake-locks.ts';
import { FakeNetwork } from './testing/fake-network.ts';
import { FakeServer } from './testing/fake-server.ts';
import { socketFactory } from './testing/fake-socket.ts';

const engines: Engine[] = [];

afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.dispose();
  closeUserDatabase('anna');
  await Dexie.delete(userDatabaseName('anna'));
  await openSessionDirectory().current.clear();
});

/** Runs `promise` while moving the fake clock a frame at a time (batched writes wait for a frame). */
async function drive<T>(clock: FakeClock, promise: Promise<T>): Promise<T> {
  let settled = false;
  const result = promise.finally(() => {
    settled = true;
  });
  for (let i = 0; i < 200 && !settled; i += 1) await clock.advance(16);
  return result;
}

function fakeEffects(server: FakeServer, clock: FakeClock) {
  const sockets = socketFactory({ autoPong: true });
  const locks = new FakeLocks();
  const network = new FakeNetwork(true);
  const effects: EngineEffects = {
    databases: { open: openUserDatabase, directory: openSessionDirectory, kind: () => 'indexeddb' },
    build: 'arc-sync-test-p1',
    baseUrl: 'http://arc.test',
    fetch: server.fetch,
    openSocket: sockets.open,
    clock,
    locks,
    openChannel: (name) => new FakeChannelHub().open(name),
    network,
    requestPersistentStorage: async () => true,
    randomId: () => crypto.randomUUID(),
  };
  return { effects, sockets, locks, network };
}

/** Moves the fake clock a frame at a time until `check` holds (IndexedDB work takes a varying number of turns). */
async function eventually(clock: FakeClock, check: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500; i += 1) {
    if (await check()) return;
    await clock.advance(16);
  }
  throw new Error('condition not reached');
}

/** Logged in with the password, or with a one-time link (`link`: a simple login). */
async function loggedIn(how: 'password' | 'link' = 'password', server = new FakeServer()) {
  const clock = new FakeClock();
  server.alarm(1);
  const { effects, sockets, locks, network } = fakeEffects(server, clock);
  const engine = createEngine(effects);
  engines.push(engine);
  const port = connectTestTab(engine);
  const events: EngineEvent[] = [];
  void locks.request('arc-tab-1', {}, () => new Promise<void>(() => {}));
  await drive(clock, port.attach('arc-tab-1', (message: TabMessage) => void (message.kind === 'event' && events.push(message.event))));
  const login = () =>
    how === 'link' ? drive(clock, port.send('urlLogin', { p: 'link-1' })) : drive(clock, port.send('login', { username: 'anna', password: 'pw', telephony: 'none' }));
  expect(await login()).toMatchObject({ ok: true });
  const socket = sockets.last();
  socket.serverOpen();
  await clock.advance(100);
  return { clock, server, sockets, socket, engine, port, events, network, db: openUserDatabase('anna') };
}

describe('engine with fakes', () => {
  it('PUSH-07 acknowledges a push and applies a resent one only once', async () => {
    const { clock, server, socket, db } = await loggedIn();
    server.alarm(2, { AlarmText: 'New' });
    const before = server.count('GET', '/api/alarms/2/basic');
    const push = { type: 'update', pushId: 1, sentAt: '2026-01-01T08:00:00Z', globalAlarmId: 'g-2', alarmId: 2, active: true };
    socket.serverSend(push);
    socket.serverSend(push);
    await eventually(clock, async () => (await db.alarms.get(2))?.AlarmText === 'New');
    await clock.advance(1_000);
    expect(server.count('GET', '/api/alarms/2/basic') - before).toBe(1);
    expect(socket.sentOfType('ack')).toEqual([
      { type: 'ack', pushId: 1 },
      { type: 'ack', pushId: 1 },
    ]);
  });

  it('applies the existing backend\'s push (globalAlarmId and active only) without an ack', async () => {
    const { clock, server, socket, db } = await loggedIn();
    server.alarm(3, { AlarmText: 'Legacy' });
    socket.serverSend({ globalAlarmId: 'g-3', active: true });
    await eventually(clock, async () => (await db.alarms.get(3))?.AlarmText === 'Legacy');
    expect(server.count('GET', '/api/alarms/g-3/basic')).toBe(1);
    expect(socket.sentOfType('ack')).toEqual([]);
  });

  it('PUSH-03 does not poll while the socket is open', async () => {
    const { clock, server, socket } = await loggedIn();
    const before = server.requests.length;
    await clock.advance(60_000);
    // An idle minute with the socket open costs no HTTP request at all, only pings.
    expect(server.requests.length - before).toBe(0);
    expect(socket.sentOfType('ping').length).toBeGreaterThanOrEqual(5);
  });

  it('catches up with one since=<cursor> request after a drop, not a full reload', async () => {
    const { clock, server, sockets, socket, db } = await loggedIn();
    server.cursor = 7;
    socket.close();
    server.alarm(3, { AlarmText: 'Raised during the drop' });
    await clock.advance(5_000);
    const reconnected = sockets.last();
    expect(reconnected).not.toBe(socket);
    const before = server.count('GET', '/api/alarms');
    reconnected.serverOpen();
    await eventually(clock, async () => (await db.alarms.get(3)) !== undefined);
    const sinceRequests = server.requests.filter((r) => r.path === '/api/alarms').slice(before);
    expect(sinceRequests.map((r) => r.query)).toEqual(['?since=1']);
    expect((await db.alarms.get(3))?.AlarmText).toBe('Raised during the drop');
  });

  it('PUSH-08 repeats a catch-up that failed as the socket opened every 5 s until one succeeds, then stops', async () => {
    const { clock, server, sockets, socket, db } = await loggedIn();
    socket.close();
    server.alarm(3, { AlarmText: 'Raised during the drop' });
    await clock.advance(5_000);
    const reconnected = sockets.last();
    // The catch-up as the socket opens and its first repeat reach a dead instance.
    server.failing.set('/api/alarms', 2);
    const before = server.count('GET', '/api/alarms');
    reconnected.serverOpen();
    await clock.advance(4_000);
    expect(server.count('GET', '/api/alarms') - before).toBe(1);
    expect(await db.alarms.get(3)).toBeUndefined();
    await clock.advance(5_000);
    expect(server.count('GET', '/api/alarms') - before).toBe(2);
    await eventually(clock, async () => (await db.alarms.get(3)) !== undefined);
    expect(server.count('GET', '/api/alarms') - before).toBe(3);
    // Caught up: with the socket open nothing is polled any more (PUSH-03).
    await clock.advance(60_000);
    expect(server.count('GET', '/api/alarms') - before).toBe(3);
  });

  it('PUSH-04 PUSH-21 polls the alarms and the calls while the socket is closed, at ALARM_REFRESH_FAST', async () => {
    const { clock, server, socket } = await loggedIn();
    socket.close();
    const before = ['/api/alarms', '/api/calls'].map((path) => server.count('GET', path));
    // The reconnect never opens (the fake server does not answer it); the poll runs every ALARM_REFRESH_FAST
    // (15 s) after the previous one finished.
    for (let second = 0; second < 50; second += 1) await clock.advance(1_000);
    expect(['/api/alarms', '/api/calls'].map((path, i) => server.count('GET', path) - (before[i] ?? 0))).toEqual([3, 3]);
  });

  it('SESSION-34 PUSH-22 reports every REPORT and refreshes the groups every RESPONDENT_REFRESH s while the socket is open', async () => {
    const server = new FakeServer();
    server.settings.push({ key: 'REPORT', defaultvalue: '20000' }, { key: 'RESPONDENT_REFRESH', defaultvalue: '10' });
    const { clock, socket } = await loggedIn('password', server);
    expect(socket.readyState).toBe(1);
    const before = [server.count('POST', '/api/me/report'), server.count('GET', '/api/respondentgroups')];
    for (let second = 0; second < 60; second += 1) await clock.advance(1_000);
    expect([server.count('POST', '/api/me/report') - (before[0] ?? 0), server.count('GET', '/api/respondentgroups') - (before[1] ?? 0)]).toEqual([3, 6]);
  });

  it('ROLE-07 PUSH-21 a simple login polls no alarms, calls or groups while the socket is closed, only its open alarm', async () => {
    const { clock, server, port, socket } = await loggedIn('link');
    await drive(clock, port.send('watch', { kind: 'alarm', id: 1 }));
    socket.close();
    const counts = () => ['/api/alarms', '/api/calls', '/api/respondentgroups', '/api/alarms/1'].map((path) => server.count('GET', path));
    const before = counts();
    for (let second = 0; second < 50; second += 1) await clock.advance(1_000);
    const polled = counts().map((count, i) => count - (before[i] ?? 0));
    expect(polled.slice(0, 3)).toEqual([0, 0, 0]);
    expect(polled[3]).toBeGreaterThan(0);
  });

  it.each([
    ['password', 1],
    ['link', 0],
  ] as const)('ROLE-08 an open alarm\'s user history loads outside simple login only (%s login: %i)', async (how, loads) => {
    const { clock, server, port } = await loggedIn(how);
    server.alarm(5, { UserId: 500, DynamicDetails: { Active: true } });
    await drive(clock, port.send('watch', { kind: 'alarm', id: 5 }));
    await eventually(clock, () => server.count('GET', '/api/users/500') > 0);
    await clock.advance(1_000);
    expect(server.count('GET', '/api/users/500/history')).toBe(loads);
  });

  it('fails a live write (accept) at once while offline, storing and sending nothing', async () => {
    const { clock, server, port, db, network } = await loggedIn();
    network.set(false);
    const result = await drive(clock, port.send('accept', { params: { alarm_id: 1 }, body: { alarm_id: 1, force: false } }));
    expect(result).toMatchObject({ ok: false, code: 'OFFLINE', messageKey: 'INTERNET_CONNECTION_ABORT' });
    expect(server.count('POST', '/api/alarms/1/accept')).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('PUSH-13 a remove push for an open alarm deletes it and tells the tab it was transferred', async () => {
    const { clock, socket, port, db, events } = await loggedIn();
    await drive(clock, port.send('watch', { kind: 'alarm', id: 1 }));
    socket.serverSend({ type: 'remove', pushId: 1, sentAt: '2026-01-01T08:00:00Z', globalAlarmId: 'g-1', alarmId: 1 });
    await eventually(clock, async () => (await db.alarms.get(1)) === undefined);
    expect(events).toContainEqual({ type: 'alarmTransferred', alarmId: 1 });
  });

  it('PUSH-14 ignores LOGGED_IN_ON_OTHER_DEVICE carrying our own device token, acts on another', async () => {
    const { clock, socket, engine, events } = await loggedIn();
    const push = { type: 'LOGGED_IN_ON_OTHER_DEVICE', sentAt: '2026-01-01T08:00:00Z' };
    socket.serverSend({ ...push, pushId: 1, devicetoken: 'device-1' });
    await clock.advance(100);
    expect(engine.status().loggedIn).toBe(true);
    socket.serverSend({ ...push, pushId: 2, devicetoken: 'device-2' });
    await eventually(clock, () => events.length > 0);
    expect(engine.status().loggedIn).toBe(false);
    expect(events).toContainEqual({ type: 'loggedOut', message: 'LOGGED_IN_ON_OTHER_DEVICE' });
  });

  it('PUSH-15 accountrevoked ends the session with the account-revoked message and clears the data', async () => {
    const { clock, socket, db, events } = await loggedIn();
    socket.serverSend({ type: 'accountrevoked', pushId: 1, sentAt: '2026-01-01T08:00:00Z' });
    await eventually(clock, () => events.length > 0);
    expect(events).toContainEqual({ type: 'loggedOut', message: 'ACCOUNT_REVOKED' });
    expect(await db.alarms.count()).toBe(0);
    expect(await openSessionDirectory().current.get('current')).toBeUndefined();
  });

  it('a new engine (leader hand-over, crashed worker) sends the writes the old one queued, exactly once', async () => {
    const { clock, server, engine, port, network } = await loggedIn();
    network.set(false);
    expect(await drive(clock, port.send('reason', { params: { alarm_id: 1 }, body: { message: 'Typed before the tab closed' } }))).toEqual({ ok: true, queued: true });
    // The leading tab goes away without logging out.
    engines.splice(engines.indexOf(engine), 1);
    await engine.dispose();

    const next = fakeEffects(server, clock);
    const successor = createEngine(next.effects);
    engines.push(successor);
    await drive(clock, successor.ready);
    expect(successor.status().loggedIn).toBe(true);
    await eventually(clock, async () => (await openUserDatabase('anna').outbox.count()) === 0);
    const reasons = server.requests.filter((r) => r.method === 'POST' && r.path === '/api/alarms/1/reasonv2');
    expect(reasons).toHaveLength(1);
    expect(reasons[0]?.body).toBe(JSON.stringify({ message: 'Typed before the tab closed' }));
    expect(reasons[0]?.idempotencyKey).toBeTruthy();
    expect(await openUserDatabase('anna').outbox.count()).toBe(0);
  });

  it('a tab that reaches a new engine while it still takes the session over is served, not told it is logged out', async () => {
    const { clock, server, engine } = await loggedIn();
    engines.splice(engines.indexOf(engine), 1);
    await engine.dispose();

    const next = fakeEffects(server, clock);
    const successor = createEngine(next.effects);
    engines.push(successor);
    // The follower's worker re-attaches at once and re-sends its open alarm and a write, before the resume ended.
    const port = connectTestTab(successor);
    void next.locks.request('arc-tab-2', {}, () => new Promise<void>(() => {}));
    const attached = port.attach('arc-tab-2', () => undefined);
    const opened = port.send('watch', { kind: 'alarm', id: 1 });
    const reason = port.send('reason', { params: { alarm_id: 1 }, body: { message: 'Sent while the engine resumed' } });
    expect(await drive(clock, opened)).toEqual({ ok: true, value: undefined });
    expect(await drive(clock, reason)).toMatchObject({ ok: true });
    expect((await drive(clock, attached)).status.loggedIn).toBe(true);
    expect(server.count('GET', '/api/alarms/1')).toBeGreaterThan(0);
    expect(server.count('POST', '/api/alarms/1/reasonv2')).toBe(1);
  });

  it('SESSION-11 a session resumed after its access token expired renews first and lives until the initial expiry', async () => {
    const { clock, server, engine } = await loggedIn();
    engines.splice(engines.indexOf(engine), 1);
    await engine.dispose();
    // The laptop slept for two hours: the one-hour access token is gone, the twelve-hour session is not.
    await clock.advance(2 * 3600 * 1000);
    const before = server.requests.length;
    const successor = createEngine(fakeEffects(server, clock).effects);
    engines.push(successor);
    await drive(clock, successor.ready);
    expect(successor.status().loggedIn).toBe(true);
    const paths = server.requests.slice(before).map((r) => r.path);
    expect(paths[0]).toBe('/api/accesstoken/refreshtoken');
    expect(paths).toContain('/api/me');

    await clock.advance(11 * 3600 * 1000);
    expect(successor.status().loggedIn).toBe(false);
  });

  it('applies pushes about one alarm in order: an update followed by a remove ends removed', async () => {
    const { clock, server, socket, db } = await loggedIn();
    const sentAt = '2026-01-01T08:00:00Z';
    socket.serverSend({ type: 'update', pushId: 1, sentAt, globalAlarmId: 'g-1', alarmId: 1, active: true });
    socket.serverSend({ type: 'remove', pushId: 2, sentAt, globalAlarmId: 'g-1', alarmId: 1 });
    await eventually(clock, () => server.count('GET', '/api/alarms/1/basic') > 0);
    await clock.advance(1_000);
    expect(await db.alarms.get(1)).toBeUndefined();
  });

  it('PUSH-09 a fullrefresh push reloads the whole list and drops alarms the server no longer lists', async () => {
    const { clock, server, socket, db } = await loggedIn();
    server.alarms.clear();
    server.alarm(5, { AlarmText: 'Only this one' });
    socket.serverSend({ type: 'fullrefresh', pushId: 1, sentAt: '2026-01-01T08:00:00Z' });
    await eventually(clock, async () => (await db.alarms.get(5)) !== undefined && (await db.alarms.get(1)) === undefined);
    expect(server.requests.at(-1)?.query).toBe('?since=0');
  });

  it('PLAN-28 PLAN-30 a reminder push reaches the tabs and loads an unknown alarm', async () => {
    const { clock, server, socket, db, events } = await loggedIn();
    server.alarm(9, { AlarmText: 'Reminded' });
    socket.serverSend({ type: 'reminder', pushId: 1, sentAt: '2026-01-01T08:00:00Z', globalAlarmId: 'g-9', alarmId: 9, message: 'Call back' });
    await eventually(clock, async () => (await db.alarms.get(9)) !== undefined);
    expect(events).toContainEqual({ type: 'reminder', alarmId: 9, globalAlarmId: 'g-9', message: 'Call back' });
  });
});
