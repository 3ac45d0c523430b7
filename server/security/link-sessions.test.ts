import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/demo-accounts.ts';
import { createDemoLink } from '../routes/dev-routes.ts';
import { insertLiveCall } from '../test-support/live-call.ts';
import { respondentId } from '../test-support/logins.ts';
import { until } from '../test-support/until.ts';
import { startTestServer, TestClock, type TestServer } from '../test-support/test-server.ts';
import { connectWs, type WsClient } from '../test-support/ws-client.ts';

/*
 * NH2: a one-time link session is a guest of its operator's account, confined to its alarm: no calls, no pushes
 * about the operator's account, its own socket cap, no device changes.
 */
describe('security: one-time link sessions are confined to their alarm', () => {
  let server: TestServer;
  let anna: string;
  let annaId: number;
  let linkedAlarm: number;

  let movedAlarm: number;

  beforeAll(async () => {
    server = await startTestServer();
    anna = await server.login('anna');
    annaId = await respondentId(server, 'anna');
    const alarms = (await server.request('GET', '/api/alarms?onlyactive=true', { token: anna })).body as { AlarmId: number; RespondentId: number | null }[];
    [linkedAlarm, movedAlarm] = alarms.filter((a) => a.RespondentId === annaId).map((a) => a.AlarmId) as [number, number];
  });
  afterAll(async () => {
    await server?.close();
  });

  const linkSession = async (alarmId = linkedAlarm): Promise<string> => {
    const link = await createDemoLink(server.app.arc, { alarmId, username: 'anna' });
    return (await server.request('POST', `/api/urllogin?p=${link.p}`, { json: { password: DEMO_PASSWORD } })).body.access_token as string;
  };
  const open = async (token: string, device?: string): Promise<WsClient> => {
    const socket = await connectWs(server.base, token, device);
    await socket.next((m) => m.type === 'hello');
    return socket;
  };
  const register = async (token: string, telephone: string | null) =>
    server.request('POST', '/api/me/register', { token, json: { type: 'SkygdWebApp', telephone, devicetoken: null, UsingTwilio: false } });
  const annaInDirectory = async () => {
    const bjorn = await server.login('bjorn');
    const staff = (await server.request('GET', '/api/respondents', { token: bjorn })).body as { RespondentId: number; Telephone: string; LoggedIn: boolean }[];
    return staff.find((r) => r.RespondentId === annaId)!;
  };

  it("security #NH2: a link guest neither lists nor reads nor holds nor leaves nor takes its operator's live call on its own alarm", async () => {
    const guest = await linkSession();
    const callSid = await insertLiveCall(server.app.arc, { respondentId: annaId, alarmId: linkedAlarm });
    expect((await server.request('GET', '/api/calls', { token: guest })).body).toEqual([]);
    const refused = await Promise.all([
      server.request('GET', `/api/calls/${callSid}/details`, { token: guest }),
      server.request('GET', `/api/callerid/${callSid}`, { token: guest }),
      server.request('POST', '/api/calls/hold', { token: guest, json: { CallSid: callSid } }),
      server.request('POST', `/api/calls/${callSid}/leaveconference/${callSid}`, { token: guest }),
      server.request('POST', `/api/alarms/${linkedAlarm}/takecall`, { token: guest }),
    ]);
    expect(refused.map((answer) => [answer.status, answer.body.error])).toEqual(Array.from({ length: 5 }, () => [403, 'FORBIDDEN']));
    const calls = (await server.request('GET', '/api/calls', { token: anna })).body as { CallSid: string; OnHold: boolean }[];
    expect(calls.find((call) => call.CallSid === callSid)).toMatchObject({ OnHold: false });
  });

  it("security #NH2: a link socket hears no callupdate, fullrefresh or device token of its operator's account", async () => {
    const guest = await linkSession();
    const guestSocket = await open(guest);
    const annaSocket = await open(anna);
    const callSid = await insertLiveCall(server.app.arc, { respondentId: annaId, alarmId: linkedAlarm });
    expect((await server.request('POST', '/api/calls/hold', { token: anna, json: { CallSid: callSid } })).status).toBe(200);
    const groups = (await server.request('GET', '/api/respondentgroups', { token: anna })).body as { RespondentGroupId: number; Selected: boolean }[];
    const chosen = groups.filter((g) => g.Selected).map((g) => g.RespondentGroupId);
    expect((await server.request('POST', '/api/me/respondentgroups', { token: anna, json: { groups_ids: chosen } })).status).toBe(200);
    expect((await register(anna, null)).status).toBe(200);
    await annaSocket.next((m) => m.type === 'callupdate' && m.callSid === callSid);
    await annaSocket.next((m) => m.type === 'fullrefresh');
    await annaSocket.next((m) => m.type === 'LOGGED_IN_ON_OTHER_DEVICE');
    // Something the guest does hear, after all of the above: its own alarm's change.
    expect((await server.request('POST', `/api/alarms/${linkedAlarm}/operatorinformation`, { token: anna, json: {} })).status).toBe(200);
    await guestSocket.next((m) => m.type === 'update' && m.alarmId === linkedAlarm);
    expect(guestSocket.messages.filter((m) => ['callupdate', 'fullrefresh', 'LOGGED_IN_ON_OTHER_DEVICE'].includes(m.type as string))).toEqual([]);
    await Promise.all([guestSocket.close(), annaSocket.close()]);
  });

  it("security #NH2 #M1: a link guest's sockets are capped on their own and never close the operator's socket", async () => {
    const annaSocket = await open(anna);
    const guest = await linkSession();
    const guestSockets: WsClient[] = [];
    for (let i = 0; i < 12; i++) guestSockets.push(await open(guest));
    // The server's close frames for the evicted guest sockets may still be on their way.
    const openGuests = async () => guestSockets.filter((socket) => socket.socket.readyState === socket.socket.OPEN).length;
    expect(await until(openGuests, (count) => count === 2)).toBe(2);
    expect(annaSocket.socket.readyState).toBe(annaSocket.socket.OPEN);
    await Promise.all([...guestSockets, annaSocket].map((socket) => socket.close()));
  });

  it("security #NH2: a link guest's register, report and unregister change none of its operator's devices", async () => {
    expect((await register(anna, '+46700000111')).status).toBe(200);
    const guest = await linkSession();
    expect((await register(guest, '+46700000999')).status).toBe(200);
    expect((await server.request('POST', '/api/me/report', { token: guest })).status).toBe(200);
    expect(await annaInDirectory()).toMatchObject({ Telephone: '+46700000111', LoggedIn: true });
    expect((await server.request('POST', '/api/me/unregister', { token: guest })).status).toBe(200);
    expect(await annaInDirectory()).toMatchObject({ Telephone: '+46700000111', LoggedIn: true });
  });

  it("security #NL6: once an operator moves a link's alarm to another user, the guest sees neither the alarm nor that user's cameras or commands", async () => {
    const guest = await linkSession(movedAlarm);
    const guestSocket = await open(guest);
    const db = server.app.arc.db;
    const camera = await db.selectFrom('cameras').select(['Id', 'UserId']).where('ViewingPermitted', '=', 0).executeTakeFirstOrThrow();
    const command = await db.selectFrom('commands').innerJoin('transmitters as t', 't.TransmitterId', 'commands.TransmitterId').select('commands.CommandId').where('t.UserId', '=', camera.UserId).executeTakeFirst();
    expect((await server.request('POST', `/api/alarms/${movedAlarm}/changeuser`, { token: anna, json: { UserId: camera.UserId } })).status).toBe(200);
    await guestSocket.next((m) => m.type === 'remove' && m.alarmId === movedAlarm);
    expect(guestSocket.messages.filter((m) => m.type === 'update' && m.alarmId === movedAlarm)).toEqual([]);
    const asked = await Promise.all([
      server.request('GET', `/api/alarms/${movedAlarm}`, { token: guest }),
      server.request('GET', `/api/alarms/${movedAlarm}/resources`, { token: guest }),
      server.request('POST', `/api/viewcamera/${camera.Id}`, { token: guest, json: { alarmId: movedAlarm } }),
      server.request('POST', `/api/alarms/${movedAlarm}/command`, { token: guest, json: { CommandId: command?.CommandId ?? 1 } }),
    ]);
    expect(asked.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    expect((await server.request('GET', '/api/alarms?onlyactive=true', { token: guest })).body).toEqual([]);
    await guestSocket.close();
  });
});

describe('security: a one-time link session ends with the session cap', () => {
  it('security #NL6: a 24-hour link gives a login that ends after ARC_SESSION_MAX_S (12 h), whatever its tokens say', async () => {
    const clock = new TestClock();
    // Idle for hours between the checks: only the session cap may end this login here.
    const server = await startTestServer({ clock, tokenTtlSeconds: 24 * 3600, sessionIdleSeconds: 24 * 3600 });
    try {
      const link = await createDemoLink(server.app.arc, { username: 'anna' });
      const guest = (await server.request('POST', `/api/urllogin?p=${link.p}`, { json: { password: DEMO_PASSWORD } })).body.access_token as string;
      clock.advance(12 * 3600_000 - 60_000);
      expect((await server.request('GET', '/api/me', { token: guest })).status).toBe(200);
      clock.advance(120_000);
      expect((await server.request('GET', '/api/me', { token: guest })).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});

describe('qa-supervisor P2-1: a one-time link guest is told apart from its operator in the alarm log', () => {
  it('qa-supervisor P2-1: a guest taking and acknowledging the alarm of its link is logged as done through the one-time link', async () => {
    const server = await startTestServer();
    try {
      const alarm = await server.app.arc.db.selectFrom('alarms').select('AlarmId').where('Active', '=', 1).where('RespondentId', 'is', null).orderBy('AlarmId').executeTakeFirstOrThrow();
      const link = await createDemoLink(server.app.arc, { alarmId: alarm.AlarmId, username: 'anna' });
      const guest = (await server.request('POST', `/api/urllogin?p=${link.p}`, { json: { password: DEMO_PASSWORD } })).body.access_token as string;
      const path = `/api/alarms/${alarm.AlarmId}`;
      expect((await server.request('POST', `${path}/accept`, { token: guest, json: {} })).status).toBe(200);
      expect((await server.request('POST', `${path}/acknowledgement`, { token: guest })).status).toBe(200);
      const anna = await server.login('anna');
      const logs = (await server.request('GET', `${path}/basic`, { token: anna })).body.Logs as { LogText: string; EventCode?: string }[];
      const lines = logs.filter((l) => l.EventCode === 'acceptedViaLink' || l.EventCode === 'acknowledgedViaLink').map((l) => l.LogText);
      expect(lines).toEqual(['Alarm accepted by Anna Andersson (one-time link)', 'Acknowledged by Anna Andersson (one-time link)']);
      expect(logs.map((l) => l.EventCode)).not.toContain('accepted');
    } finally {
      await server.close();
    }
  });
});
