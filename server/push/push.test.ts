import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HelloMessageSchema, PushMessageSchema } from '../../src/contract/index.ts';
import { DEMO_INGEST_KEY } from '../demo/demo-accounts.ts';
import { connectWs } from '../test-support/ws-client.ts';
import { pushDueReminders } from '../alarms/reminders.ts';
import { startTestServer, TestClock, type TestServer } from '../test-support/test-server.ts';

describe('push socket', () => {
  let server: TestServer;
  let anna: string;
  let david: string;
  const clock = new TestClock();
  beforeAll(async () => {
    server = await startTestServer({ clock });
    [anna, david] = await Promise.all([server.login('anna'), server.login('david')]);
  });
  afterAll(async () => {
    await server.close();
  });

  const accept = (token: string, alarmId: number) => server.request('POST', `/api/alarms/${alarmId}/accept`, { token, json: {} });
  const register = (token: string, devicetoken: string) => server.request('POST', '/api/me/register', { token, json: { type: 'SkygdWebApp', telephone: null, devicetoken, UsingTwilio: false } });

  it('API-19 refuses the upgrade without a valid token (401) and greets with hello otherwise; the path is case-insensitive', async () => {
    await expect(connectWs(server.base, 'forged')).rejects.toThrow('401');
    const socket = await connectWs(server.base, anna, undefined, '/api/wsPander');
    const hello = HelloMessageSchema.parse(await socket.next((m) => m.type === 'hello'));
    expect(hello.resumed).toBe(0);
    await socket.close();
  });

  it('PUSH-07 PUSH-10 a change fans out as update to the respondents of the group, pushIds increasing per connection', async () => {
    const socket = await connectWs(server.base, david, 'david-desk');
    await socket.next((m) => m.type === 'hello');
    await accept(anna, 3);
    await accept(anna, 4);
    const first = PushMessageSchema.parse(await socket.next((m) => m.type === 'update' && m.alarmId === 3));
    const second = PushMessageSchema.parse(await socket.next((m) => m.type === 'update' && m.alarmId === 4));
    expect(first).toMatchObject({ type: 'update', active: true });
    expect(second.pushId).toBeGreaterThan(first.pushId);
    if (first.type === 'update') expect(first.respondentid).toBe((await server.request('GET', '/api/me', { token: anna })).body.RespondentId);
    socket.send({ type: 'ack', upTo: second.pushId });
    await socket.close();
  });

  it('an update carries the alarm row as GET basic answers each recipient, the taker and another operator, without its log (security #NM4)', async () => {
    const [annas, davids] = await Promise.all([connectWs(server.base, anna, 'anna-row'), connectWs(server.base, david, 'david-row')]);
    await Promise.all([annas.next((m) => m.type === 'hello'), davids.next((m) => m.type === 'hello')]);
    await accept(anna, 9);
    const [toAnna, toDavid] = await Promise.all([annas, davids].map((socket) => socket.next((m) => m.type === 'update' && m.alarmId === 9)));
    const [basicForAnna, basicForDavid] = await Promise.all([anna, david].map((token) => server.request('GET', '/api/alarms/9/basic', { token })));
    const withoutLog = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'Logs'));
    expect(toAnna?.alarm).not.toHaveProperty('Logs');
    expect(toAnna?.alarm).toEqual(withoutLog(basicForAnna?.body));
    expect(toDavid?.alarm).toEqual(withoutLog(basicForDavid?.body));
    expect(toAnna?.alarm.State).not.toEqual(toDavid?.alarm.State);
    await Promise.all([annas.close(), davids.close()]);
  });

  it('aesthetics 6.3: a write that changes nothing (accepting one\'s own alarm, a repeated acknowledgement or delivery report) writes nothing, takes no change number and pushes nothing', async () => {
    const post = (token: string, path: string, json: unknown = {}) => server.request('POST', `/api/alarms/11/${path}`, { token, json });
    const socket = await connectWs(server.base, david, 'david-no-op');
    await socket.next((m) => m.type === 'hello');
    const settled = async (id: string) => {
      socket.send({ type: 'ping', id });
      await socket.next((m) => m.type === 'pong' && m.id === id);
      return socket.messages.filter((m) => m.alarmId === 11).length;
    };
    for (const path of ['accept', 'acknowledgement', 'deliveryreport']) expect((await post(anna, path, { AlarmId: 11 })).status).toBe(200);
    const pushed = await settled('changed');
    expect(pushed).toBe(3);
    const cursor = (await server.request('GET', '/api/alarms?since=0', { token: anna })).body.cursor;
    const before = (await server.request('GET', '/api/alarms/11/basic', { token: anna })).body;

    for (const [token, path] of [[anna, 'accept'], [anna, 'acknowledgement'], [david, 'acknowledgement'], [anna, 'deliveryreport'], [david, 'deliveryreport']] as const) {
      expect((await post(token, path, { AlarmId: 11 })).status, path).toBe(200);
    }
    expect(await settled('unchanged')).toBe(pushed);
    expect((await server.request('GET', '/api/alarms?since=0', { token: anna })).body.cursor).toBe(cursor);
    expect((await server.request('GET', '/api/alarms/11/basic', { token: anna })).body).toEqual(before);
    await socket.close();
  });

  it('PUSH-07 resends what was not acknowledged when the same registered device token reconnects', async () => {
    await register(david, 'david-laptop');
    const socket = await connectWs(server.base, david, 'david-laptop');
    await socket.next((m) => m.type === 'hello');
    await accept(anna, 5);
    const acked = await socket.next((m) => m.type === 'update' && m.alarmId === 5);
    await accept(anna, 6);
    const unacked = await socket.next((m) => m.type === 'update' && m.alarmId === 6);
    socket.send({ type: 'ack', upTo: acked.pushId });
    // The ack travels before the ping; the pong proves the server has read it.
    socket.send({ type: 'ping', id: 'sync' });
    await socket.next((m) => m.type === 'pong' && m.id === 'sync');
    await socket.close();

    const again = await connectWs(server.base, david, 'david-laptop');
    const hello = await again.next((m) => m.type === 'hello');
    expect(hello.resumed).toBe(1);
    const resent = await again.next((m) => m.type === 'update' && m.alarmId === 6);
    expect(resent.pushId).toBe(unacked.pushId);
    expect(again.messages.some((m) => m.alarmId === 5)).toBe(false);
    await accept(anna, 8);
    const fresh = await again.next((m) => m.type === 'update' && m.alarmId === 8);
    expect(fresh.pushId).toBeGreaterThan(unacked.pushId);
    await again.close();

    const otherDevice = await connectWs(server.base, david, 'david-phone');
    expect((await otherDevice.next((m) => m.type === 'hello')).resumed).toBe(0);
    await otherDevice.close();
  });

  it('PUSH-07 the ack of a console built before cumulative acks (one pushId) still acknowledges: nothing is resent', async () => {
    await register(david, 'david-older-build');
    const socket = await connectWs(server.base, david, 'david-older-build');
    await socket.next((m) => m.type === 'hello');
    await accept(anna, 12);
    const pushed = await socket.next((m) => m.type === 'update' && m.alarmId === 12);
    socket.send({ type: 'ack', pushId: pushed.pushId });
    socket.send({ type: 'ping', id: 'older' });
    await socket.next((m) => m.type === 'pong' && m.id === 'older');
    await socket.close();

    const again = await connectWs(server.base, david, 'david-older-build');
    expect((await again.next((m) => m.type === 'hello')).resumed).toBe(0);
    await again.close();
  });

  it('PUSH-07 one cumulative ack acknowledges every push up to its pushId: nothing is resent, and the metrics count each push', async () => {
    await register(david, 'david-cumulative');
    const socket = await connectWs(server.base, david, 'david-cumulative');
    await socket.next((m) => m.type === 'hello');
    const ackedBefore = Number(/arc_pushes_acked_total (\d+)/.exec((await server.request('GET', '/metrics')).body as string)?.[1]);
    const raise = (AlarmText: string) => server.request('POST', '/api/ingest/alarms', { headers: { 'X-Api-Key': DEMO_INGEST_KEY }, json: { UserId: 1, AlarmText, Priority: 1, Level: 1 } });
    for (const text of ['cumulative 1', 'cumulative 2']) expect((await raise(text)).status).toBe(201);
    const lastId = (await raise('cumulative 3')).body.AlarmId as number;
    const last = await socket.next((m) => m.type === 'update' && m.alarmId === lastId);
    const received = socket.messages.filter((m) => typeof m.pushId === 'number' && m.pushId <= last.pushId).length;
    socket.send({ type: 'ack', upTo: last.pushId });
    socket.send({ type: 'ping', id: 'cumulative' });
    await socket.next((m) => m.type === 'pong' && m.id === 'cumulative');
    const ackedAfter = Number(/arc_pushes_acked_total (\d+)/.exec((await server.request('GET', '/metrics')).body as string)?.[1]);
    expect(received).toBeGreaterThanOrEqual(3);
    expect(ackedAfter - ackedBefore).toBe(received);
    await socket.close();

    const again = await connectWs(server.base, david, 'david-cumulative');
    expect((await again.next((m) => m.type === 'hello')).resumed).toBe(0);
    await again.close();
  });

  it('PUSH-05 answers a ping with a pong carrying the same id', async () => {
    const socket = await connectWs(server.base, anna);
    socket.send({ type: 'ping', id: 42 });
    expect(await socket.next((m) => m.type === 'pong')).toEqual({ type: 'pong', id: 42 });
    await socket.close();
  });

  it('PUSH-12 an alarm that leaves the group is pushed as remove to those who can no longer see it', async () => {
    const socket = await connectWs(server.base, david);
    await socket.next((m) => m.type === 'hello');
    const eva = await server.login('eva');
    await server.request('POST', '/api/me/respondentgroups', { token: eva, json: { groups_ids: [1] } });
    const evaSocket = await connectWs(server.base, eva);
    await evaSocket.next((m) => m.type === 'hello');
    const moved = await server.request('POST', '/api/ingest/alarms/9/transfer', { json: { RespondentGroupId: 2 }, headers: { 'X-Api-Key': DEMO_INGEST_KEY } });
    expect(moved.status).toBe(200);
    // Alarm 9 was in group 1: david is in both groups (update), eva only in group 1 (remove).
    expect(await socket.next((m) => m.alarmId === 9)).toMatchObject({ type: 'update' });
    const removed = PushMessageSchema.parse(await evaSocket.next((m) => m.alarmId === 9));
    expect(removed).toMatchObject({ type: 'remove', alarmId: 9 });
    await socket.close();
    await evaSocket.close();
  });

  it('PUSH-09 changing one\'s groups pushes fullrefresh', async () => {
    const socket = await connectWs(server.base, anna);
    await socket.next((m) => m.type === 'hello');
    await server.request('POST', '/api/me/respondentgroups', { token: anna, json: { groups_ids: [1, 2, 3] } });
    expect((await socket.next((m) => m.type === 'fullrefresh')).pushId).toBeGreaterThan(0);
    await socket.close();
  });

  it('counts open sockets and acknowledged pushes in the metrics', async () => {
    await register(david, 'metrics-device');
    const socket = await connectWs(server.base, david, 'metrics-device');
    await socket.next((m) => m.type === 'hello');
    const metrics = (await server.request('GET', '/metrics')).body as string;
    expect(metrics).toContain('arc_websockets_open 1');
    expect(metrics).toContain('arc_devices_connected 1');
    expect(metrics).toMatch(/arc_pushes_acked_total [1-9]/);
    await socket.close();
  });

  it('PUSH-16 a due reminder is pushed once to the alarm\'s owner with the reminder text', async () => {
    const socket = await connectWs(server.base, anna);
    await socket.next((m) => m.type === 'hello');
    await accept(anna, 10);
    await server.request('POST', '/api/alarms/10/reminder', { token: anna, json: { RemindIn: 60, Message: 'Call the daughter' } });
    expect(await pushDueReminders(server.app.arc)).toBe(0);
    clock.advance(61_000);
    expect(await pushDueReminders(server.app.arc)).toBe(1);
    const reminder = PushMessageSchema.parse(await socket.next((m) => m.type === 'reminder'));
    expect(reminder).toMatchObject({ type: 'reminder', alarmId: 10, message: 'Call the daughter' });
    expect(await pushDueReminders(server.app.arc)).toBe(0);
    await socket.close();
  });

  it('a logout message on the socket ends the session', async () => {
    const token = await server.login('eva');
    const socket = await connectWs(server.base, token);
    await socket.next((m) => m.type === 'hello');
    const closed = new Promise((resolve) => socket.socket.once('close', resolve));
    socket.send({ type: 'logout' });
    await closed;
    expect((await server.request('GET', '/api/me', { token })).status).toBe(401);
  });
});

describe('push heartbeat', () => {
  it('closes a socket with 4001 once the token that opened it has expired', async () => {
    const clock = new TestClock();
    const server = await startTestServer({ heartbeatMs: 50, clock, tokenTtlSeconds: 60 });
    try {
      const token = await server.login('anna');
      const socket = await connectWs(server.base, token, 'expiring-device');
      await socket.next((m) => m.type === 'hello');
      const closed = new Promise<number>((resolve) => socket.socket.once('close', (code) => resolve(code)));
      clock.advance(61_000);
      expect(await closed).toBe(4001);
    } finally {
      await server.close();
    }
  });

  it('drops a socket whose peer stops answering protocol pings', async () => {
    const server = await startTestServer({ heartbeatMs: 50 });
    try {
      const token = await server.login('anna');
      const silent = await connectWs(server.base, token, 'silent-device', '/api/WsPander', { autoPong: false });
      await silent.next((m) => m.type === 'hello');
      await new Promise((resolve) => silent.socket.once('close', resolve));
      expect((await server.request('GET', '/metrics')).body).toContain('arc_websockets_open 0');
    } finally {
      await server.close();
    }
  });
});
