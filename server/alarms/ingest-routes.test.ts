import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, endpoints, IngestResponseSchema } from '../../src/contract/index.ts';
import { DEMO_INGEST_KEY } from '../demo/demo-accounts.ts';
import { startSimulator } from '../demo/simulator.ts';
import { connectWs } from '../test-support/ws-client.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

describe('alarm ingest', () => {
  let server: TestServer;
  let anna: string;
  beforeAll(async () => {
    server = await startTestServer();
    anna = await server.login('anna');
  });
  afterAll(async () => {
    await server.close();
  });

  const ingest = (json: unknown, headers: Record<string, string> = { 'X-Api-Key': DEMO_INGEST_KEY }) => server.request('POST', '/api/ingest/alarms', { json, headers });

  it('raises an alarm for a user by UserId and pushes it to the group\'s respondents', async () => {
    const socket = await connectWs(server.base, anna);
    await socket.next((m) => m.type === 'hello');
    const answer = await ingest({ UserId: 17, AlarmText: 'Fall detected', Priority: 1, Level: 2, RequiresAcknowledgement: true, Acknowledgement: 'Key holder is on holiday', DoDeliveryConfirmation: true, Template: 'goteborg' });
    expect(answer.status).toBe(201);
    const { AlarmId, GlobalAlarmId } = IngestResponseSchema.parse(answer.body);
    expect(await socket.next((m) => m.type === 'update' && m.alarmId === AlarmId)).toMatchObject({ globalAlarmId: GlobalAlarmId, active: true });
    const basic = (await server.request('GET', `/api/alarms/${GlobalAlarmId}/basic`, { token: anna })).body;
    expect(basic).toMatchObject({ AlarmText: 'Fall detected', Level: 2, Priority: 1, RequiresAcknowledgement: true, Acknowledgement: 'Key holder is on holiday', DoDeliveryConfirmation: true, State: 'Not responded', Template: 'goteborg', UserId: 17 });
    await socket.close();
  });

  it('finds the user by ExternalId, routes to the given group and keeps a planned time', async () => {
    const planned = new Date(Date.now() + 3600_000).toISOString();
    const answer = await ingest({ ExternalId: 'EXT-1005', AlarmText: 'Evening medication', RespondentGroupId: 3, PlannedTime: planned, TaskType: 'Medication' });
    expect(answer.status).toBe(201);
    const basic = (await server.request('GET', `/api/alarms/${answer.body.AlarmId}/basic`, { token: anna })).body;
    expect(basic).toMatchObject({ UserId: 6, RespondentGroup: 3, Template: 'defaultPlanning' });
    expect(Date.parse(basic.PlannedTime)).toBe(Date.parse(planned));
  });

  it('refuses a missing or wrong X-Api-Key with 401, and with field messages only an alarm that names no usable user', async () => {
    expect((await ingest({ UserId: 1, AlarmText: 'x' }, {})).status).toBe(401);
    const wrongKey = await ingest({ UserId: 1, AlarmText: 'x' }, { 'X-Api-Key': 'guess' });
    expect(wrongKey.body.error).toBe('INVALID_API_KEY');
    const noUser = await ingest({ AlarmText: 'x' });
    expect(noUser.status).toBe(400);
    expect(noUser.body.errors.map((e: { name: string }) => e.name)).toContain('body.UserId');
    const unknown = await ingest({ UserId: 99999, AlarmText: 'x' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].name).toBe('UserId');
  });

  it('an alarm whose text is too long, empty or blank is raised, marked in its log and pushed, never refused', async () => {
    const socket = await connectWs(server.base, anna);
    await socket.next((m) => m.type === 'hello');
    const cases = [
      { body: { UserId: 4, AlarmText: 'Fall detected '.repeat(60) }, code: 'ingestTruncated' },
      { body: { UserId: 4, AlarmText: '' }, code: 'ingestTextMissing' },
      { body: { UserId: 4, AlarmText: '    ' }, code: 'ingestTextMissing' },
      { body: { UserId: 4 }, code: 'ingestTextMissing' },
      { body: { UserId: 4, ExternalId: 'EXT-1000', AlarmText: 'Door open', Priority: 9 }, code: 'ingestIgnored' },
    ];
    for (const { body, code } of cases) {
      const answer = await ingest(body);
      expect(answer.status).toBe(201);
      const { AlarmId } = IngestResponseSchema.parse(answer.body);
      await socket.next((m) => m.type === 'update' && m.alarmId === AlarmId);
      const basic = (await server.request('GET', `/api/alarms/${AlarmId}/basic`, { token: anna })).body;
      expect(basic.AlarmText.trim().length).toBeGreaterThan(0);
      expect(basic.AlarmText.length).toBeLessThanOrEqual(500);
      const repaired = basic.Logs.filter((log: { EventCode?: string }) => log.EventCode === code);
      expect(repaired.length).toBeGreaterThan(0);
      expect(repaired[0].LogText).toBeTruthy();
    }
    await socket.close();
  });

  it('CONST-08 ALIST-28 an alarm names its own sound by audio alarm id 1-5; another id is left out with a log line saying so, the alarm still raised', async () => {
    const named = await ingest({ UserId: 5, AlarmText: 'Door alarm with its own sound', UseSound: 3 });
    expect(named.status).toBe(201);
    expect((await server.request('GET', `/api/alarms/${named.body.AlarmId}/basic`, { token: anna })).body).toMatchObject({ UseSound: 3 });
    for (const UseSound of [6, -1, true, 2.5]) {
      const answer = await ingest({ UserId: 5, AlarmText: 'Door alarm with a sound id out of range', UseSound });
      expect(answer.status).toBe(201);
      const basic = (await server.request('GET', `/api/alarms/${answer.body.AlarmId}/basic`, { token: anna })).body;
      expect(basic.UseSound).toBe(0);
      expect(basic.Logs).toContainEqual(expect.objectContaining({ EventCode: 'ingestIgnored', LogText: expect.stringContaining('UseSound') }));
    }
  });

  it('qa-handling P3-17: an alarm with an unknown priority is raised as acute (3), and its repair line says so', async () => {
    const answer = await ingest({ UserId: 4, AlarmText: 'Prio 7 test', Priority: 7 });
    expect(answer.status).toBe(201);
    const basic = (await server.request('GET', `/api/alarms/${answer.body.AlarmId}/basic`, { token: anna })).body;
    expect(basic.Priority).toBe(3);
    expect(basic.Logs).toEqual(expect.arrayContaining([
      expect.objectContaining({ EventCode: 'ingestPriorityAcute', LogText: 'Priority arrived as 7, which is not a priority, and was set to acute (3)' }),
    ]));
  });

  it('is idempotent by Idempotency-Key and by GlobalAlarmId', async () => {
    const headers = { 'X-Api-Key': DEMO_INGEST_KEY, 'Idempotency-Key': 'receiver-42' };
    const first = await ingest({ UserId: 3, AlarmText: 'Door open at night' }, headers);
    const second = await ingest({ UserId: 3, AlarmText: 'Door open at night' }, headers);
    expect(second.body).toEqual(first.body);
    const globalId = '0b8f4f5e-8f5e-4d7c-9a55-3a1c2b3d4e5f';
    const a = await ingest({ GlobalAlarmId: globalId, UserId: 3, AlarmText: 'Smoke detector' });
    const b = await ingest({ GlobalAlarmId: globalId, UserId: 3, AlarmText: 'Smoke detector' });
    expect(a.status).toBe(201);
    expect(b.status).toBe(200);
    expect(b.body.AlarmId).toBe(a.body.AlarmId);
  });

  it('announces a repeated GlobalAlarmId again: the instance that stored it may have died before it announced it', async () => {
    const globalId = '7d1e2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b';
    const first = await ingest({ GlobalAlarmId: globalId, UserId: 3, AlarmText: 'Fall detected, repeated by the receiver' });
    expect(first.status).toBe(201);
    const socket = await connectWs(server.base, anna);
    await socket.next((m) => m.type === 'hello');
    const repeated = await ingest({ GlobalAlarmId: globalId, UserId: 3, AlarmText: 'Fall detected, repeated by the receiver' });
    expect(repeated.status).toBe(200);
    await socket.next((m) => m.type === 'update' && m.alarmId === first.body.AlarmId);
    await socket.close();
  });

  it('transfers an alarm through the contract\'s transferAlarm: key, field messages and Idempotency-Key like the ingest', async () => {
    const path = buildPath(endpoints.transferAlarm, { alarm_id: 5 });
    const key = { 'X-Api-Key': DEMO_INGEST_KEY };
    const noKey = await server.request('POST', path, { json: { RespondentGroupId: 2 } });
    expect(noKey.status).toBe(401);
    expect(noKey.body.error).toBe('INVALID_API_KEY');
    const bad = await server.request('POST', path, { json: { RespondentGroupId: 'two' }, headers: key });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].name).toBe('body.RespondentGroupId');
    const headers = { ...key, 'Idempotency-Key': 'receiver-transfer-5' };
    const first = await server.request('POST', path, { json: { RespondentGroupId: 2 }, headers });
    expect(first.status).toBe(200);
    expect(IngestResponseSchema.parse(first.body).AlarmId).toBe(5);
    const again = await server.request('POST', path, { json: { RespondentGroupId: 2 }, headers });
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await server.request('POST', path, { json: { RespondentGroupId: 3 }, headers })).status).toBe(409);
  });

  it('counts ingested alarms in the metrics, and the fan-outs of their pushes with the time they took', async () => {
    const metrics = (await server.request('GET', '/metrics')).body as string;
    const value = (name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(metrics)?.[1]);
    // Alarms raised are counted, a repeat is not: at most one per 201 answer (a replayed Idempotency-Key answers 201 again).
    const answered201 = Number(/^arc_http_requests_total\{method="POST",route="\/api\/ingest\/alarms",status="201"\} (\d+)$/m.exec(metrics)?.[1]);
    expect(value('arc_alarms_ingested_total')).toBeGreaterThanOrEqual(4);
    expect(value('arc_alarms_ingested_total')).toBeLessThanOrEqual(answered201);
    expect(value('arc_push_fanout_total')).toBeGreaterThanOrEqual(4);
    expect(value('arc_push_fanout_ms_total')).toBeGreaterThanOrEqual(0);
  });

  it('the in-process simulator raises alarms through the same service', async () => {
    const socket = await connectWs(server.base, anna);
    await socket.next((m) => m.type === 'hello');
    const stop = startSimulator(server.app.arc, { perMinute: 6000 });
    try {
      expect(await socket.next((m) => m.type === 'update' && m.active === true)).toBeTruthy();
    } finally {
      stop();
      await socket.close();
    }
  });
});

describe('outside demo mode', () => {
  it('has no demo operators, no demo key and no outbox route', async () => {
    const server = await startTestServer({ demo: false, ingestKey: 'production-key' });
    try {
      expect((await server.request('POST', '/api/token', { form: { grant_type: 'password', UserName: 'anna', Password: 'Demo-Arc-2026' } })).status).toBe(400);
      expect((await server.request('POST', '/api/ingest/alarms', { json: { UserId: 1, AlarmText: 'x' }, headers: { 'X-Api-Key': DEMO_INGEST_KEY } })).status).toBe(401);
      expect((await server.request('POST', '/api/ingest/alarms', { json: { UserId: 1, AlarmText: 'x' }, headers: { 'X-Api-Key': 'production-key' } })).status).toBe(400);
      expect((await server.request('GET', '/api/dev/outbox')).status).toBe(404);
      expect((await server.request('GET', '/healthz')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
