import { afterEach, describe, expect, it } from 'vitest';
import { openSessionDirectory } from '../../src/db/database.ts';
import { disposeEngines, drive, eventually, loggedIn } from './testing/engine-harness.ts';

afterEach(disposeEngines);

describe('engine applying pushes', () => {
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
    expect(socket.sentOfType('ack')).toEqual([{ type: 'ack', upTo: 1 }]);
  });

  it('applies the existing backend\'s push (globalAlarmId and active only) without an ack', async () => {
    const { clock, server, socket, db } = await loggedIn();
    server.alarm(3, { AlarmText: 'Legacy' });
    socket.serverSend({ globalAlarmId: 'g-3', active: true });
    await eventually(clock, async () => (await db.alarms.get(3))?.AlarmText === 'Legacy');
    expect(server.count('GET', '/api/alarms/g-3/basic')).toBe(1);
    expect(socket.sentOfType('ack')).toEqual([]);
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
