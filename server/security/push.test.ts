import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_INGEST_KEY } from '../demo/demo-accounts.ts';
import { connectWs, type WsClient } from '../test-support/ws-client.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import type { AppOptions } from '../app/app-options.ts';

describe('push queues and sockets per operator', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const start = async (options: AppOptions = {}) => {
    server = await startTestServer(options);
    return { server, anna: await server.login('anna') };
  };
  const gauge = async (s: TestServer, name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec((await s.request('GET', '/metrics')).body as string)?.[1] ?? NaN);
  const ingest = async (s: TestServer) => {
    const answer = await s.request('POST', '/api/ingest/alarms', { json: { UserId: 17, AlarmText: 'Fall detected' }, headers: { 'X-Api-Key': DEMO_INGEST_KEY } });
    expect(answer.status).toBe(201);
    return answer.body.AlarmId as number;
  };
  const register = async (s: TestServer, token: string) =>
    (await s.request('POST', '/api/me/register', { token, json: { type: 'SkygdWebApp', telephone: null, devicetoken: null, UsingTwilio: false } })).body.devicetoken as string;
  const open = async (s: TestServer, token: string, device?: string) => {
    const socket = await connectWs(s.base, token, device);
    await socket.next((m) => m.type === 'hello');
    return socket;
  };
  const closeCode = (socket: WsClient) => new Promise<number>((resolve) => socket.socket.once('close', (code) => resolve(code)));

  it('security #7: sockets with 200 unregistered device tokens leave no queue and no queued bytes behind', async () => {
    const { server: s, anna } = await start();
    for (let batch = 0; batch < 20; batch++) {
      const sockets = await Promise.all(Array.from({ length: 10 }, () => open(s, anna, `random-${randomUUID()}`)));
      const alarmId = await ingest(s);
      // Nobody acknowledges: before the fix each token kept this push in its own queue forever.
      await Promise.all(sockets.map((socket) => socket.next((m) => m.type === 'update' && m.alarmId === alarmId)));
      await Promise.all(sockets.map((socket) => socket.close()));
    }
    expect(await gauge(s, 'arc_push_device_queues')).toBe(0);
    expect(await gauge(s, 'arc_push_queued_bytes')).toBe(0);
  });

  it('security #7: a registered device is resumed after a reconnect, and its queue is freed once its last socket has been gone for the delay', async () => {
    const { server: s, anna } = await start({ push: { deviceQueueTtlMs: 150 } });
    const device = await register(s, anna);
    const first = await open(s, anna, device);
    const alarmId = await ingest(s);
    await first.next((m) => m.type === 'update' && m.alarmId === alarmId);
    await first.close();
    expect(await gauge(s, 'arc_push_device_queues')).toBe(1);
    const again = await open(s, anna, device);
    expect(again.messages[0].resumed).toBe(1);
    await again.close();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await gauge(s, 'arc_push_device_queues')).toBe(0);
    expect(await gauge(s, 'arc_push_queued_bytes')).toBe(0);
    const late = await open(s, anna, device);
    expect(late.messages[0].resumed).toBe(0);
    await late.close();
  });

  it('security #7: over the operator\'s queued bytes the oldest unacknowledged pushes are dropped and the device gets a fullrefresh on reconnect', async () => {
    const { server: s, anna } = await start({ push: { maxQueuedBytesPerOperator: 1000 } });
    const device = await register(s, anna);
    const socket = await open(s, anna, device);
    for (let i = 0; i < 12; i++) {
      const alarmId = await ingest(s);
      await socket.next((m) => m.type === 'update' && m.alarmId === alarmId);
    }
    await socket.close();
    expect(await gauge(s, 'arc_push_queued_bytes')).toBeLessThanOrEqual(1000);
    const again = await open(s, anna, device);
    expect(again.messages[0].resumed).toBeLessThan(12);
    await again.next((m) => m.type === 'fullrefresh');
    await again.close();
  });

  it('security #7: a push to several sockets of one operator counts once in his queued bytes, so sockets that ack late do not overflow each other', async () => {
    const { server: s, anna } = await start({ push: { maxQueuedBytesPerOperator: 5000 } });
    const device = await register(s, anna);
    const sockets = [await open(s, anna, device), ...(await Promise.all(Array.from({ length: 7 }, () => open(s, anna))))];
    for (let i = 0; i < 2; i++) {
      const alarmId = await ingest(s);
      // Nobody acknowledges: 8 sockets × 2 frames held, but only 2 distinct frames in memory.
      await Promise.all(sockets.map((socket) => socket.next((m) => m.type === 'update' && m.alarmId === alarmId)));
    }
    const queued = await gauge(s, 'arc_push_queued_bytes');
    expect(queued).toBeGreaterThan(0);
    expect(queued).toBeLessThanOrEqual(5000);
    await Promise.all(sockets.map((socket) => socket.close()));
    const again = await open(s, anna, device);
    expect(again.messages[0].resumed).toBe(2);
    await again.next((m) => m.type === 'update');
    expect(again.messages.some((m) => m.type === 'fullrefresh')).toBe(false);
    await again.close();
  });

  it('security #7: an over-long device token is refused at the upgrade and at registration', async () => {
    const { server: s, anna } = await start();
    await expect(connectWs(s.base, anna, 'd'.repeat(201))).rejects.toThrow(/upgrade refused: 400/);
    const registered = await s.request('POST', '/api/me/register', { token: anna, json: { type: 'SkygdWebApp', telephone: null, devicetoken: 'd'.repeat(201), UsingTwilio: false } });
    expect(registered.status).toBe(400);
  });

  it('security #16: an operator\'s eleventh socket closes the oldest with 4002, other operators keep theirs', async () => {
    const { server: s, anna } = await start();
    const david = await s.login('david');
    const davids = await open(s, david);
    const sockets = [];
    for (let i = 0; i < 10; i++) sockets.push(await open(s, anna));
    const oldestClosed = closeCode(sockets[0]!);
    sockets.push(await open(s, anna));
    expect(await oldestClosed).toBe(4002);
    expect(await gauge(s, 'arc_websockets_open')).toBe(11);
    davids.send({ type: 'ping', id: 'still-open' });
    expect((await davids.next((m) => m.type === 'pong')).id).toBe('still-open');
    await Promise.all([...sockets, davids].map((socket) => socket.close()));
  });
});
