import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubscriptionResultSchema, TestAlarmListSchema } from '../../src/contract/index.ts';
import { SYSTEM_CHECKS, SYSTEM_TEST_DURATION_MS } from '../services/system-test.ts';
import { startTestServer, TestClock, type TestServer } from '../test-support/test-server.ts';
import { until } from '../test-support/until.ts';

describe('support and test-alarm endpoints', () => {
  let server: TestServer;
  let anna: string;
  let david: string;
  let eva: string;
  const clock = new TestClock();
  beforeAll(async () => {
    server = await startTestServer({ clock });
    [anna, david, eva] = await Promise.all([server.login('anna'), server.login('david'), server.login('eva')]);
  });
  afterAll(async () => {
    await server.close();
  });

  it('API-73 subscription lookup strips a plus; needs SkygdSystemAdmin', async () => {
    const user = (await server.request('GET', '/api/users/5', { token: david })).body;
    const phone = (await server.request('GET', '/api/users?q=' + encodeURIComponent(user.LastName), { token: david })).body.find((u: { UserId: number }) => u.UserId === 5).TelephoneNumber;
    const found = SubscriptionResultSchema.parse((await server.request('GET', `/api/support/subscription?identifier=${phone.slice(1)}`, { token: david })).body);
    expect(found).toMatchObject({ NotFound: false, SubscriptionValid: true });
    expect((await server.request('GET', '/api/support/subscription?identifier=123', { token: david })).body.NotFound).toBe(true);
    expect((await server.request('GET', '/api/support/subscription?identifier=123', { token: anna })).status).toBe(403);
  });

  it('qa-supervisor P2-9: the lookup finds a national-format number (the centre country code) and an e-mail in any case', async () => {
    const user = (await server.request('GET', '/api/users/5', { token: david })).body;
    const lookup = async (identifier: string) => SubscriptionResultSchema.parse((await server.request('GET', `/api/support/subscription?identifier=${encodeURIComponent(identifier)}`, { token: david })).body);
    const phone = (await lookup(user.Email)).TelephoneNumber as string;
    expect(phone.startsWith('+46')).toBe(true);
    expect(await lookup(`0${phone.slice(3)}`)).toMatchObject({ NotFound: false, TelephoneNumber: phone });
    expect(await lookup(user.Email.toUpperCase())).toMatchObject({ NotFound: false, TelephoneNumber: phone });
  });

  it('API-74 send document takes ids 1-9 and a destination of at least 4 characters', async () => {
    expect((await server.request('POST', '/api/support/senddocument', { token: david, json: { DocumentId: 7, Destination: '+46701234567' } })).status).toBe(200);
    expect((await server.request('POST', '/api/support/senddocument', { token: david, json: { DocumentId: 10, Destination: '+46701234567' } })).status).toBe(400);
    expect((await server.request('POST', '/api/support/senddocument', { token: david, json: { DocumentId: 1, Destination: 'abc' } })).status).toBe(400);
  });

  it('VALID-16 qa-supervisor P3-1: a document goes to a callback number or an e-mail address, else 400 DOCUMENT_DESTINATION_INVALID', async () => {
    const send = (Destination: string) => server.request('POST', '/api/support/senddocument', { token: david, json: { DocumentId: 7, Destination } });
    for (const refused of ['0701234567', '+0701234567', '+12345', '+1234567890123456', '+46 70 123 45 67', 'abcd', 'anna@', 'anna@example', 'an na@example.com']) {
      const answer = await send(refused);
      expect(answer.status, refused).toBe(400);
      expect(answer.body.error, refused).toBe('DOCUMENT_DESTINATION_INVALID');
    }
    for (const accepted of ['+123456', '+123456789012345', 'sip:anna@pbx.example', 'anna@example.com']) expect((await send(accepted)).status, accepted).toBe(200);
  });

  it('API-75 the system test really checks database, clock, push hub, ingest key and disk; rows end at different times', async () => {
    const before = (await server.request('GET', '/api/test/system', { token: david })).body;
    expect(before.every((r: { Ongoing: boolean }) => !r.Ongoing)).toBe(true);
    expect((await server.request('POST', '/api/test/system', { token: david })).status).toBe(200);
    expect((await server.request('GET', '/api/test/system', { token: david })).body.every((r: { Ongoing: boolean }) => r.Ongoing)).toBe(true);
    type Rows = { Description: string; Ongoing: boolean; Successful: boolean | null }[];
    const rows = async () => (await server.request('GET', '/api/test/system', { token: david })).body as Rows;
    clock.advance(SYSTEM_CHECKS[0]!.afterMs);
    // The checks really run (database, disk), so a row may need a moment of real time too before it reports.
    const early = await until(rows, (body) => body.some((r) => !r.Ongoing));
    expect(early.filter((r) => !r.Ongoing).map((r) => r.Description)).toEqual(['Database reachable']);
    clock.advance(SYSTEM_TEST_DURATION_MS);
    const after = await until(rows, (body) => body.every((r) => !r.Ongoing));
    expect(after.every((r) => !r.Ongoing)).toBe(true);
    // No console of david holds a push socket in this test, so the hub row fails: the check is real.
    expect(Object.fromEntries(after.map((r) => [r.Description, r.Successful]))).toEqual({
      'Database reachable': true,
      Clock: true,
      'Push hub up': false,
      'Alarm ingest key valid': true,
      'Disk free': true,
    });
  });

  it('qa-supervisor P3-2 each ended row says when it finished: its own time after the start; none while it runs', async () => {
    expect((await server.request('POST', '/api/test/system', { token: david })).status).toBe(200);
    type Rows = { Executed: string; Finished: string | null; Ongoing: boolean }[];
    const rows = async () => (await server.request('GET', '/api/test/system', { token: david })).body as Rows;
    expect((await rows()).map((r) => r.Finished)).toEqual(SYSTEM_CHECKS.map(() => null));
    clock.advance(SYSTEM_TEST_DURATION_MS);
    const after = await until(rows, (body) => body.every((r) => !r.Ongoing));
    expect(after.map((r) => Date.parse(r.Finished!) - Date.parse(r.Executed))).toEqual(SYSTEM_CHECKS.map((check) => check.afterMs));
  });

  it('API-76 test alarms list routines and users and raise a test alarm; needs CenterTestalarm', async () => {
    const list = TestAlarmListSchema.parse((await server.request('GET', '/api/test', { token: eva })).body);
    expect(list.Routines?.length).toBeGreaterThan(0);
    expect(list.Users?.length).toBeGreaterThan(0);
    const run = await server.request('POST', '/api/test', { token: eva, json: { TestRoutineId: list.Routines![0]!.TestRoutineId, UserId: list.Users![0]!.UserId } });
    expect(run.body.Success).toBe(true);
    expect((await server.request('GET', '/api/test', { token: anna })).status).toBe(403);
  });

  it('qa-supervisor P2-15 system test rows, routines and the test result carry codes the console translates, beside their English', async () => {
    const rows = (await server.request('GET', '/api/test/system', { token: david })).body as { Description: string; DescriptionCode: string }[];
    expect(rows.map((r) => [r.DescriptionCode, r.Description])).toEqual([
      ['databaseReachable', 'Database reachable'],
      ['clock', 'Clock'],
      ['pushHub', 'Push hub up'],
      ['ingestKey', 'Alarm ingest key valid'],
      ['diskFree', 'Disk free'],
    ]);
    const list = (await server.request('GET', '/api/test', { token: eva })).body;
    expect(list.Routines).toEqual([
      { TestRoutineId: 1, RoutineCode: 'fullTest', Routine: 'Full test: alarm to the centre' },
      { TestRoutineId: 2, RoutineCode: 'batteryCheck', Routine: 'Transmitter battery check' },
    ]);
    const run = await server.request('POST', '/api/test', { token: eva, json: { TestRoutineId: 2, UserId: list.Users[0].UserId } });
    expect(run.body).toMatchObject({ MessageCode: 'raised', MessageParams: { alarmId: expect.stringMatching(/^\d+$/) } });
    expect(run.body.Message).toBe(`Test alarm ${run.body.MessageParams.alarmId} raised`);
    const raised = (await server.request('GET', `/api/alarms/${run.body.MessageParams.alarmId}/basic`, { token: eva })).body;
    expect(raised).toMatchObject({ AlarmText: 'Test alarm: Transmitter battery check', AlarmTextCode: 'testAlarms.batteryCheck' });
  });

  it('API-79 API-66 accepts the browser log upload; the calls list is empty without telephony', async () => {
    expect((await server.request('POST', '/api/debug/log', { token: anna, json: { username: 'anna', data: ['line 1', 'line 2'] } })).status).toBe(200);
    expect((await server.request('GET', '/api/calls', { token: anna })).body).toEqual([]);
  });

  it('the support admin reads the latest browser log upload; an operator without SkygdSystemAdmin may not', async () => {
    await server.request('POST', '/api/debug/log', { token: anna, json: { username: 'anna', data: 'first' } });
    clock.advance(1_000);
    await server.request('POST', '/api/debug/log', { token: eva, json: { username: 'eva', data: ['[warn] socket closed', { n: 1 }] } });
    const latest = (await server.request('GET', '/api/debug/log/latest', { token: david })).body;
    expect(latest).toMatchObject({ Username: 'eva', Data: '[warn] socket closed\n{"n":1}' });
    expect((await server.request('GET', '/api/debug/log/latest', { token: anna })).status).toBe(403);
  });
});
