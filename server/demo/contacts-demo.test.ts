import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../test-support/json.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { until } from '../test-support/until.ts';
import { connectWs, type WsClient } from '../test-support/ws-client.ts';

interface ResourceJson {
  ContactId: number;
  Name: string;
  Resource: number | null;
  LoggedIn: boolean;
  Active: boolean;
}
interface DetailsJson {
  UserId: number;
  Active: boolean;
  Contacts: { ContactId: number }[];
  Resources: ResourceJson[];
  Logs: { LogText: string }[];
}

/* Seeded demo alarms: 13-18 are anna's (see alarm-routes.test.ts). */
describe('demo contacts and responders', () => {
  let server: TestServer;
  let anna: string;
  let socket: WsClient;
  beforeAll(async () => {
    process.env.ARC_DEMO_RESPONDER_MS = '300';
    server = await startTestServer();
    anna = await server.login('anna');
    socket = await connectWs(server.base, anna);
  });
  afterAll(async () => {
    delete process.env.ARC_DEMO_RESPONDER_MS;
    await socket.close();
    await server.close();
  });
  const get = <T = Json>(path: string) => server.request<T>('GET', path, { token: anna });

  it('seeds 2-12 contacts per user, one user with more than 10, and resources in every LoggedIn/Active state', async () => {
    const counts: number[] = [];
    for (let id = 1; id <= 12; id++) {
      const details = (await get<DetailsJson>(`/api/alarms/${id}`)).body;
      counts.push(details.Contacts.length);
      const states = new Set(details.Resources.map((r) => (r.Resource === null ? 'none' : !r.LoggedIn ? 'disabled' : r.Active ? 'green' : 'black')));
      expect([...states].sort()).toEqual(['black', 'disabled', 'green', 'none']);
      expect(details.Resources.some((r) => r.ContactId < 0)).toBe(true);
    }
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...counts)).toBeGreaterThan(10);
    expect(Math.max(...counts)).toBeLessThanOrEqual(14);
  });

  it('a called-out demo responder accepts after a while: AcceptedAt, a log line and a push', async () => {
    const details = (await get<DetailsJson>('/api/alarms/15')).body;
    const responder = details.Resources.find((r) => r.ContactId < 0 && r.LoggedIn && r.Active)!;
    const path = `/api/alarms/15/callresource/${responder.ContactId}`;
    const called = await server.request('POST', path, { token: anna, form: { Message: 'Please go', NotifyOnUpdate: 'true' } });
    expect(called.body).toEqual({ Successful: 1 });
    expect((await get<{ AcceptedAt?: string | null }>(path)).body.AcceptedAt ?? null).toBeNull();
    const accepted = await until(async () => (await get<{ AcceptedAt?: string | null }>(path)).body.AcceptedAt, (at) => typeof at === 'string');
    expect(accepted).toEqual(expect.any(String));
    const logs = (await get<DetailsJson>('/api/alarms/15')).body.Logs.map((l) => l.LogText);
    expect(logs).toContain(`${responder.Name} accepted the call-out`);
    await socket.next((m) => (m as { type?: string; alarmId?: number }).type === 'update' && (m as { alarmId?: number }).alarmId === 15);
  });

  it('API-43 calling one of the centre\'s own responders (negative ContactId) is logged with its name', async () => {
    const details = (await get<DetailsJson>('/api/alarms/17')).body;
    const responder = details.Resources.find((r) => r.ContactId < 0)!;
    const called = await server.request('POST', `/api/alarms/17/registercall/${responder.ContactId}`, { token: anna, json: { TelephoneNumber: '+46775000013' } });
    expect(called.status).toBe(200);
    expect((await get<DetailsJson>('/api/alarms/17')).body.Logs.map((l) => l.LogText)).toContain(`Called ${responder.Name} on +46775000013`);
  });

  it('RES-16 a call-out sent with deactivateAlarmWhenAllDone ends the alarm once every called responder accepted', async () => {
    const details = (await get<DetailsJson>('/api/alarms/18')).body;
    expect(details.Active).toBe(true);
    const responder = details.Resources.find((r) => r.ContactId < 0 && r.LoggedIn && r.Active)!;
    const path = `/api/alarms/18/callresource/${responder.ContactId}`;
    await server.request('POST', path, { token: anna, form: { Message: 'Please go', DeactivateAlarmWhenAllDone: 'true' } });
    const after = await until(async () => (await get<DetailsJson>('/api/alarms/18')).body, (alarm) => !alarm.Active);
    expect(after.Logs.map((l) => l.LogText)).toContain('Every called-out responder accepted: the alarm was deactivated');
  });

  it('a recalled call is not accepted later', async () => {
    const details = (await get<DetailsJson>('/api/alarms/16')).body;
    const responder = details.Resources.find((r) => r.ContactId < 0 && r.LoggedIn && r.Active)!;
    const path = `/api/alarms/16/callresource/${responder.ContactId}`;
    await server.request('POST', path, { token: anna, form: { Message: 'Go' } });
    expect((await server.request('DELETE', path, { token: anna })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await get(path)).body).toBeNull();
    expect((await get<DetailsJson>('/api/alarms/16')).body.Logs.map((l) => l.LogText)).not.toContain(`${responder.Name} accepted the call-out`);
  });
});
