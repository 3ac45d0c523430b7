import { afterEach, describe, expect, it } from 'vitest';
import { FakeServer } from './testing/fake-server.ts';
import { disposeEngines, drive, eventually, loggedIn } from './testing/engine-harness.ts';

afterEach(disposeEngines);

describe('engine polling and catching up around the socket', () => {
  it('PUSH-03 does not poll while the socket is open', async () => {
    const { clock, server, socket } = await loggedIn();
    const before = server.requests.length;
    await clock.advance(60_000);
    // An idle minute with the socket open costs no HTTP request at all, only pings.
    expect(server.requests.length - before).toBe(0);
    expect(socket.sentOfType('ping').length).toBeGreaterThanOrEqual(5);
  });

  it('cold start: a login asks for the alarm list before its profile, not after it', async () => {
    const { server } = await loggedIn();
    const first = (path: string) => server.requests.findIndex((request) => request.path === path);
    // The token's own GET /api/me names the user's database; the runtime's profile (me, settings, actions) follows.
    const profileAt = server.requests.findIndex((request, index) => request.path === '/api/me' && index > first('/api/me'));
    expect(first('/api/alarms')).toBeGreaterThan(first('/api/me'));
    expect(first('/api/alarms')).toBeLessThan(profileAt);
    expect(first('/api/alarms')).toBeLessThan(first('/api/settings'));
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
});
