import { type KyselyPlugin, SelectQueryNode, TableNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerReport, ShiftShare } from '../../src/contract/index.ts';
import { insertLog } from '../alarms/alarm-store.ts';
import { LogEvent } from '../alarms/log-events.ts';
import { DEMO_INGEST_KEY } from '../demo/demo-accounts.ts';
import type { Db } from '../storage/database.ts';
import { writeTransaction } from '../storage/transactions.ts';
import { startTestServer, TestClock, type TestServer } from '../test-support/test-server.ts';

/** The same database, recording the table of every SELECT run through it. */
function recordingReads(db: Db): { db: Db; tablesRead: string[] } {
  const tablesRead: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (SelectQueryNode.is(node)) for (const from of node.from?.froms ?? []) if (TableNode.is(from)) tablesRead.push(from.table.identifier.name);
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  return { db: db.withPlugin(plugin), tablesRead };
}

/** Inside the 06:00-14:00 UTC shift, with room for the minutes this test moves the clock. */
const START = Date.parse('2026-11-28T09:10:00Z');

describe('answer-time targets from the alarm log', () => {
  let server: TestServer;
  const clock = new TestClock(START);
  const token: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer({ clock });
    for (const name of ['anna', 'bjorn', 'david']) token[name] = await server.login(name);
  });
  afterAll(() => server.close());

  const ingest = async (text: string) => {
    const answer = await server.request<{ AlarmId: number }>('POST', '/api/ingest/alarms', { headers: { 'x-api-key': DEMO_INGEST_KEY }, json: { UserId: 5, AlarmText: text } });
    expect(answer.status).toBe(201);
    return answer.body.AlarmId;
  };
  const post = async (who: string, path: string, json: unknown = {}) => expect((await server.request('POST', path, { token: token[who], json })).status).toBe(200);
  const share = async (who: string) => (await server.request<ShiftShare>('GET', '/api/targets/shift', { token: token[who] })).body;
  const recorded = (alarmId: number) => server.app.arc.db.selectFrom('answer_times').selectAll().where('AlarmId', '=', alarmId).executeTakeFirstOrThrow();

  it('answer-time targets: the shift share counts alarms taken within 60 s and after it, per operator and for the centre', async () => {
    const [annaBefore, bjornBefore] = [await share('anna'), await share('bjorn')];
    expect(annaBefore).toMatchObject({ ShiftStart: '2026-11-28T06:00:00.000Z', ShiftEnd: '2026-11-28T14:00:00.000Z', TargetSeconds: 60, WarningSeconds: 45 });
    const quick = await ingest('Answer targets: quick');
    const slow = await ingest('Answer targets: slow');
    clock.advance(10_000);
    await post('anna', `/api/alarms/${quick}/accept`);
    clock.advance(65_000);
    await post('bjorn', `/api/alarms/${slow}/accept`);

    const [annaAfter, bjornAfter] = [await share('anna'), await share('bjorn')];
    expect(annaAfter.Operator).toEqual({ Taken: annaBefore.Operator.Taken + 1, WithinTarget: annaBefore.Operator.WithinTarget + 1 });
    expect(bjornAfter.Operator).toEqual({ Taken: bjornBefore.Operator.Taken + 1, WithinTarget: bjornBefore.Operator.WithinTarget });
    expect(bjornAfter.Centre).toEqual({ Taken: annaBefore.Centre.Taken + 2, WithinTarget: annaBefore.Centre.WithinTarget + 1 });
    expect(await recorded(quick)).toMatchObject({ WaitMs: 10_000, ClearedAt: null });
    expect(await recorded(slow)).toMatchObject({ WaitMs: 75_000 });
  });

  it('answer-time targets: a take-over keeps the first wait; the clear records the time to clear from arrival', async () => {
    const alarmId = await ingest('Answer targets: handed over');
    clock.advance(20_000);
    await post('anna', `/api/alarms/${alarmId}/accept`);
    clock.advance(30_000);
    await post('bjorn', `/api/alarms/${alarmId}/accept`, { force: true });
    await post('bjorn', `/api/alarms/${alarmId}/reasonv2`, { message: 'Illness' });
    await post('bjorn', `/api/alarms/${alarmId}/actionv2`, { message: 'Called ambulance' });
    clock.advance(40_000);
    await post('bjorn', `/api/alarms/${alarmId}/clear`);
    const anna = (await server.request<{ RespondentId: number }>('GET', '/api/me', { token: token.anna })).body;
    expect(await recorded(alarmId)).toMatchObject({ WaitMs: 20_000, TakenBy: anna.RespondentId, ClearMs: 90_000 });
  });

  it('answer-time targets: the supervisor report gives 24 hours with count, share, median and p95, and the slowest alarms', async () => {
    expect((await server.request('GET', '/api/targets/report', { token: token.anna })).status).toBe(403);
    const answer = await server.request<AnswerReport>('GET', '/api/targets/report', { token: token.david });
    expect(answer.status).toBe(200);
    const { Hours, Slowest, TargetSeconds } = answer.body;
    expect(TargetSeconds).toBe(60);
    expect(Hours).toHaveLength(24);
    expect(Hours.at(-1)).toMatchObject({ HourStart: '2026-11-28T09:00:00.000Z' });
    const now = Hours.at(-1)!;
    expect(now.Count).toBeGreaterThanOrEqual(3);
    expect(now.P95WaitSeconds).toBeGreaterThanOrEqual(75);
    expect(now.MedianWaitSeconds).toBeLessThanOrEqual(now.P95WaitSeconds!);
    expect(Slowest.length).toBeLessThanOrEqual(10);
    expect(Slowest[0]).toMatchObject({ WaitSeconds: 75, TakenByName: expect.stringContaining('Björn') });
    expect(Slowest.map((alarm) => alarm.WaitSeconds)).toEqual([...Slowest.map((alarm) => alarm.WaitSeconds)].sort((a, b) => b - a));
  });

  it('answer-time targets: the demo dev route ages an unanswered alarm, and its take then counts as late', async () => {
    const alarmId = await ingest('Answer targets: aged');
    expect((await server.request('POST', `/api/dev/alarms/${alarmId}/age`, { json: { seconds: 90 } })).status).toBe(200);
    await post('anna', `/api/alarms/${alarmId}/accept`);
    expect(await recorded(alarmId)).toMatchObject({ WaitMs: 90_000 });
    expect((await server.request('POST', `/api/dev/alarms/${alarmId}/age`, { json: { seconds: 90 } })).status).toBe(404);
  });

  it('answer-time targets: a take-over written with the alarm row in hand records its wait without reading the alarm again', async () => {
    const alarmId = await ingest('Answer targets: row in hand');
    clock.advance(12_000);
    const alarm = await server.app.arc.db.selectFrom('alarms').selectAll().where('AlarmId', '=', alarmId).executeTakeFirstOrThrow();
    const { db, tablesRead } = recordingReads(server.app.arc.db);
    const author = { RespondentId: null, RespondentName: 'Test', ContactId: null, Name: '', Username: '', EventCode: null, EventParams: null };
    await writeTransaction(db, (trx) => insertLog(trx, { AlarmId: alarmId, Created: clock.now().toISOString(), ...LogEvent.accepted, LogText: 'Accepted', ...author }, alarm));
    expect(tablesRead).not.toContain('alarms');
    expect(await recorded(alarmId)).toMatchObject({ WaitMs: 12_000 });
  });
});

