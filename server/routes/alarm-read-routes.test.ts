import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlarmDeltaSchema, AlarmDetailsSchema, ListedAlarmSchema } from '../../src/contract/index.ts';
import { DEMO_INGEST_KEY } from '../demo/demo-accounts.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

/*
 * Seeded demo alarms (AlarmId): 1-12 not responded, 13-18 anna's (13 has reason and action), 19-23 other
 * respondents' (19 bjorn, 20 cecilia, 21 david), 24-28 deactivated, 29-30 planned. Alarm 1 belongs to user 1, who
 * shares a national id with user 2. Even AlarmIds allow a free-text reason.
 */
describe('alarm reads', () => {
  let server: TestServer;
  let anna: string;
  let david: string;
  let frida: string;
  beforeAll(async () => {
    server = await startTestServer();
    [anna, david, frida] = await Promise.all([server.login('anna'), server.login('david'), server.login('frida')]);
  });
  afterAll(async () => {
    await server.close();
  });

  const post = (token: string, path: string, json: unknown = {}, headers: Record<string, string> = {}) => server.request('POST', path, { token, json, headers });
  const get = (token: string, path: string) => server.request('GET', path, { token });

  it('API-24 STATE-01 STATE-04 lists the alarms of the caller\'s groups; onlyactive leaves out deactivated ones', async () => {
    const all = (await get(anna, '/api/alarms?onlyactive=false')).body.map((a: unknown) => ListedAlarmSchema.parse(a));
    const active = (await get(anna, '/api/alarms?onlyactive=true')).body;
    // Alarm 30 is planned for later: only the planning view shows it until its time comes.
    expect(all).toHaveLength(29);
    expect(active).toHaveLength(24);
    expect(all.filter((a: { State: string }) => a.State === 'Deactivated')).toHaveLength(5);
    expect(all.filter((a: { State: string }) => a.State === 'My')).toHaveLength(6);
    expect(all.filter((a: { State: string }) => a.State === 'Responded')).toHaveLength(5);
    expect(all.filter((a: { State: string }) => a.State === 'Not responded')).toHaveLength(13);
  });

  it('STATE-02 STATE-03 the same alarm is My for its owner and Responded for everyone else', async () => {
    const forAnna = (await get(anna, '/api/alarms/13/basic')).body;
    const forDavid = (await get(david, '/api/alarms/13/basic')).body;
    expect(forAnna).toMatchObject({ State: 'My', RespondentOwn: true, RespondentName: 'Anna Andersson', RespondentInitials: 'AA' });
    expect(forDavid).toMatchObject({ State: 'Responded', RespondentOwn: false });
  });

  it('API-26 details carry DynamicDetails with the pickers, the logs, contacts and transmitters', async () => {
    const details = AlarmDetailsSchema.parse((await get(anna, '/api/alarms/13')).body);
    expect(details.DynamicDetails.PossibleReasons).toContain('Fall');
    expect(details.DynamicDetails.PossibleActions).toContain('Sent home care');
    expect(details.DynamicDetails).toMatchObject({ ReasonAllowed: true, ActionAllowed: true, SetNotifyAllowed: true, Active: true });
    expect(details.Logs?.[0]).toMatchObject({ PredefinedId: 1, RespondentName: 'System' });
    expect(details.ClearAllowed).toBe(true);
    expect(details.Contacts?.length).toBeGreaterThan(0);
    expect(details.ObjectTransmitters?.[0]?.ProductName).toBeTruthy();
    const readOnly = AlarmDetailsSchema.parse((await get(frida, '/api/alarms/13')).body);
    expect(readOnly.DynamicDetails.ReasonAllowed).toBe(false);
  });

  it('API-27 basic and basicv2 resolve a GlobalAlarmId as well as an AlarmId, including Level', async () => {
    const byId = (await get(anna, '/api/alarms/2/basic')).body;
    const byGlobal = await get(anna, `/api/alarms/${byId.GlobalAlarmId}/basicv2`);
    expect(byGlobal.status).toBe(200);
    expect(byGlobal.body).toMatchObject({ AlarmId: 2, Level: byId.Level });
    expect([1, 2]).toContain(byId.Level);
  });

  it('answers 404 AlarmNotFound for an unknown alarm, also on writes', async () => {
    expect((await get(anna, '/api/alarms/99999')).body.error).toBe('AlarmNotFound');
    const accept = await post(anna, '/api/alarms/99999/accept');
    expect(accept.status).toBe(404);
    expect(accept.body.error).toBe('AlarmNotFound');
  });

  it('API-25 API-50 alarms by ids for the planning view, and the planned alarms', async () => {
    const planned = (await get(anna, '/api/planningalarm')).body;
    expect(planned.map((p: { AlarmId: number }) => p.AlarmId)).toEqual(expect.arrayContaining([29, 30]));
    expect(planned.find((p: { AlarmId: number }) => p.AlarmId === 30)).toMatchObject({ Active: true, TaskType: 'Medication,Visit' });
    const byIds = (await get(anna, '/api/alarms?alarmids=29,30,99999&mode=planningview')).body;
    expect(byIds.map((a: { AlarmId: number }) => a.AlarmId).sort()).toEqual([29, 30]);
    expect((await get(anna, '/api/planningalarm/29')).body.PlannedTime).toBeTruthy();
  });

  it('API-28 API-29 API-30 updates and attachments page by the Latest cursor; resources list the resource contacts', async () => {
    const first = (await get(anna, '/api/alarms/13/attachments')).body;
    expect(first.Logs.length).toBeGreaterThan(0);
    expect(first.Locations.every((p: { Type: string }) => p.Type !== 'Home')).toBe(true);
    const none = (await get(anna, `/api/alarms/13/updates?latest=${first.Latest}`)).body;
    expect(none.Logs).toEqual([]);
    const resources = (await get(anna, '/api/alarms/13/resources')).body;
    expect(resources[0]).toMatchObject({ IsResource: true });
  });

  it('catch-up: since=0 gives the full list and a cursor; a later cursor gives only the changes and removals', async () => {
    const full = AlarmDeltaSchema.parse((await get(david, '/api/alarms?since=0')).body);
    expect(full.full).toBe(true);
    expect(full.alarms.length).toBeGreaterThanOrEqual(25);
    const nothing = AlarmDeltaSchema.parse((await get(david, `/api/alarms?since=${full.cursor}`)).body);
    expect(nothing).toMatchObject({ full: false, alarms: [], removed: [], cursor: full.cursor });
    await post(anna, '/api/alarms/10/accept');
    const moved = await server.request('POST', '/api/ingest/alarms/11/transfer', { json: { RespondentGroupId: 3 }, headers: { 'X-Api-Key': DEMO_INGEST_KEY } });
    expect(moved.status).toBe(200);
    await server.request('POST', '/api/me/respondentgroups', { token: david, json: { groups_ids: [1, 2] } });
    const afterGroups = AlarmDeltaSchema.parse((await get(david, `/api/alarms?since=${full.cursor}`)).body);
    expect(afterGroups.full).toBe(true);
    const delta = AlarmDeltaSchema.parse((await get(david, `/api/alarms?since=${afterGroups.cursor}`)).body);
    expect(delta.alarms).toEqual([]);
    await post(anna, '/api/alarms/12/accept');
    await server.request('POST', '/api/ingest/alarms/2/transfer', { json: { RespondentGroupId: 3 }, headers: { 'X-Api-Key': DEMO_INGEST_KEY } });
    const changes = AlarmDeltaSchema.parse((await get(david, `/api/alarms?since=${afterGroups.cursor}`)).body);
    expect(changes.full).toBe(false);
    expect(changes.alarms.map((a) => a.AlarmId)).toEqual([12]);
    expect(changes.removed.map((r) => r.AlarmId)).toEqual([2]);
    expect(Number(changes.cursor)).toBeGreaterThan(Number(afterGroups.cursor));
    expect(AlarmDeltaSchema.parse((await get(david, '/api/alarms?since=not-a-cursor')).body).full).toBe(true);
    expect(AlarmDeltaSchema.parse((await get(david, '/api/alarms?since=999999999')).body).full).toBe(true);
  });
});
