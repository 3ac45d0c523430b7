import { type KyselyPlugin, SelectQueryNode, TableNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INGEST_KEY } from '../demo/demo-accounts.ts';
import type { Db } from '../storage/database.ts';
import { startTestServer, TestClock, type TestServer } from '../test-support/test-server.ts';
import { connectWs, type WsClient } from '../test-support/ws-client.ts';

/** The same database, recording the WHERE clause (as JSON) of every SELECT from `alarms` run through it. */
function recordingAlarmReads(db: Db): { db: Db; wheres: string[] } {
  const wheres: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (SelectQueryNode.is(node) && node.from?.froms.some((from) => TableNode.is(from) && from.table.identifier.name === 'alarms')) wheres.push(JSON.stringify(node.where ?? {}));
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  return { db: db.withPlugin(plugin), wheres };
}

/** Ingests one alarm for a user of anna's groups; answers its id. */
async function ingestFor(server: TestServer, text: string): Promise<number> {
  const answer = await server.request<{ AlarmId: number }>('POST', '/api/ingest/alarms', { headers: { 'x-api-key': DEMO_INGEST_KEY }, json: { UserId: 5, AlarmText: text } });
  expect(answer.status).toBe(201);
  return answer.body.AlarmId;
}

const flood = (on: boolean) => (m: { type?: unknown; on?: unknown }) => m.type === 'flood' && m.on === on;

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

  const ingest = (text: string) => ingestFor(server, text);

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

  it('flood mode: the checks count only the last minute\'s arrivals; the waiting count follows a take without counting the active alarms', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 25; i += 1) ids.push(await ingest(`Flood again ${i}`));
    const before = Number((await socket.next((m) => flood(true)(m) && Number(m.ratePerMinute) >= 25)).waiting);
    const arc = server.app.arc;
    const plain = arc.db;
    const recording = recordingAlarmReads(plain);
    arc.db = recording.db;
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      arc.db = plain;
    }
    expect(recording.wheres.length).toBeGreaterThan(0);
    expect(recording.wheres.filter((where) => where.includes('"name":"Active"'))).toEqual([]);
    socket.messages.length = 0;
    expect((await server.request('POST', `/api/alarms/${ids[0]}/accept`, { token: await server.login('anna') })).status).toBe(200);
    expect(await socket.next((m) => flood(true)(m) && Number(m.waiting) === before - 1)).toMatchObject({ ratePerMinute: 25 });
  });
});

describe('flood mode with a shorter window (the end-to-end servers)', () => {
  it('flood mode: with ARC_FLOOD_WINDOW_MS the flood ends once that window passes without new alarms', async () => {
    const clock = new TestClock(Date.parse('2026-11-28T09:10:00Z'));
    const server = await startTestServer({ clock, floodCheckMs: 50, floodWindowMs: 20_000 });
    const socket = await connectWs(server.base, await server.login('anna'));
    try {
      await socket.next(flood(false));
      for (let i = 0; i < 25; i += 1) await ingestFor(server, `Short window ${i}`);
      await socket.next((m) => flood(true)(m) && Number(m.ratePerMinute) >= 25);
      socket.messages.length = 0;
      clock.advance(21_000);
      expect(await socket.next(flood(false))).toMatchObject({ ratePerMinute: 0 });
    } finally {
      await socket.close();
      await server.close();
    }
  });
});
