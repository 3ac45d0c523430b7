import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INGEST_KEY } from '../demo/demo-accounts.ts';
import { startTestServer, TestClock, type TestServer } from '../test-support/test-server.ts';
import { connectWs, type WsClient } from '../test-support/ws-client.ts';

describe('flood mode, measured by the server and pushed', () => {
  let server: TestServer;
  let socket: WsClient;
  const clock = new TestClock(Date.parse('2026-11-28T09:10:00Z'));

  beforeAll(async () => {
    server = await startTestServer({ clock, floodCheckMs: 50 });
    socket = await connectWs(server.base, await server.login('anna'));
  });
  afterAll(async () => {
    await socket.close();
    await server.close();
  });

  const ingest = async (text: string) => {
    const answer = await server.request('POST', '/api/ingest/alarms', { headers: { 'x-api-key': DEMO_INGEST_KEY }, json: { UserId: 5, AlarmText: text } });
    expect(answer.status).toBe(201);
  };
  const flood = (on: boolean) => (m: { type?: unknown; on?: unknown }) => m.type === 'flood' && m.on === on;

  it('flood mode: 25 alarms in a minute push flood on with the rate and the waiting count; it ends by itself when the window passes', async () => {
    await socket.next(flood(false));
    for (let i = 0; i < 25; i += 1) await ingest(`Flood ${i}`);
    // On from the threshold (20) on; while it lasts its figures follow the count.
    expect((await socket.next(flood(true))).ratePerMinute).toBeGreaterThanOrEqual(20);
    const all = await socket.next((m) => flood(true)(m) && Number(m.ratePerMinute) >= 25);
    expect(all.waiting).toBeGreaterThanOrEqual(25);
    socket.messages.length = 0;
    clock.advance(61_000);
    expect(await socket.next(flood(false))).toMatchObject({ ratePerMinute: 0 });
  });
});
