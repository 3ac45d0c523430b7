import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectWs, type WsClient } from '../test-support/ws-client.ts';
import { startTestServer, TestClock, type TestServer } from '../test-support/test-server.ts';
import { raiseDuePlannedAlarms } from '../alarms/planned-alarms.ts';

const MINUTE = 60_000;
const ABSENCE_END_TEXT = 'Absence ended: check on the user';

describe('the alarm planned for the end of an absence', () => {
  let server: TestServer;
  let anna: string;
  let socket: WsClient;
  const clock = new TestClock();
  beforeAll(async () => {
    // The clock jumps half an hour at once, more than a login may stay idle (security/session-idle.test.ts).
    server = await startTestServer({ clock, sessionIdleSeconds: 12 * 3600 });
    anna = await server.login('anna');
    socket = await connectWs(server.base, anna);
    await socket.next((m) => m.type === 'hello');
  });
  afterAll(async () => {
    await socket.close();
    await server.close();
  });

  const get = (path: string) => server.request('GET', path, { token: anna });
  const at = (minutes: number) => new Date(clock.now().getTime() + minutes * MINUTE).toISOString();
  const listIds = async () => ((await get('/api/alarms?onlyactive=false')).body as { AlarmId: number }[]).map((a) => a.AlarmId);
  const cursor = async () => (await get('/api/alarms?since=0')).body.cursor as string;

  /** Plans an absence of `userId` from `start` to `end` (minutes from now) with its alarm; returns the alarm and the absence. */
  async function planAbsence(userId: number, start: number, end: number): Promise<{ alarmId: number; absenceId: number }> {
    const created = await server.request('POST', `/api/users/${userId}/absence?force=true`, { token: anna, json: { StartDate: at(start), EndDate: at(end), Reason: 'Travel', Comment: `test ${start} ${end}`, createAlarm: true, HasEndDate: true } });
    expect(created.status).toBe(200);
    const planned = ((await get('/api/planningalarm')).body as { AlarmId: number; PlannedTime: string; AlarmText: string }[]).find((p) => p.AlarmText === ABSENCE_END_TEXT && p.PlannedTime === at(end));
    const calendar = (await get(`/api/users/${userId}/absencecalendar`)).body as Record<'Ongoing' | 'Upcoming', { Id: number; Comment: string }[]>;
    const absence = [...calendar.Ongoing, ...calendar.Upcoming].find((a) => a.Comment === `test ${start} ${end}`);
    if (!planned || !absence) throw new Error('the absence or its planned alarm is missing');
    return { alarmId: planned.AlarmId, absenceId: absence.Id };
  }

  it('waits in the planning view until the absence ends, then is raised, pushed to the list and found by catch-up', async () => {
    const { alarmId } = await planAbsence(11, 5, 30);
    const before = await cursor();
    expect(await listIds()).not.toContain(alarmId);
    expect(socket.messages.some((m) => m.type === 'update' && m.alarmId === alarmId && !m.planningview)).toBe(false);

    expect(await raiseDuePlannedAlarms(server.app.arc)).toBe(0);
    clock.advance(31 * MINUTE);
    expect(await raiseDuePlannedAlarms(server.app.arc)).toBe(1);
    await socket.next((m) => m.type === 'update' && m.alarmId === alarmId && !m.planningview && m.active === true);
    await socket.next((m) => m.type === 'update' && m.alarmId === alarmId && m.planningview === true);
    expect(await listIds()).toContain(alarmId);
    const delta = (await get(`/api/alarms?since=${before}`)).body as { alarms: { AlarmId: number }[] };
    expect(delta.alarms.map((a) => a.AlarmId)).toContain(alarmId);
    const basic = (await get(`/api/alarms/${alarmId}/basic`)).body;
    expect(basic.ServerAlarmTime).toBe(clock.now().toISOString());
    expect(basic.Logs.map((l: { EventCode?: string }) => l.EventCode)).toContain('plannedRaised');
  });

  it('is withdrawn when its upcoming absence is deleted, and never reaches the list', async () => {
    const { alarmId, absenceId } = await planAbsence(12, 10, 20);
    expect((await server.request('PUT', `/api/users/12/endabsences/${absenceId}`, { token: anna })).status).toBe(200);
    await socket.next((m) => m.type === 'update' && m.alarmId === alarmId && m.planningview === true && m.active === false);
    expect(((await get('/api/planningalarm')).body as { AlarmId: number }[]).map((p) => p.AlarmId)).not.toContain(alarmId);
    clock.advance(21 * MINUTE);
    expect(await raiseDuePlannedAlarms(server.app.arc)).toBe(0);
    expect(await listIds()).not.toContain(alarmId);
  });

  it('is due at once when an ongoing absence is ended early, and pushed to the list', async () => {
    const { alarmId, absenceId } = await planAbsence(13, -10, 50);
    expect(await listIds()).not.toContain(alarmId);
    expect((await server.request('PUT', `/api/users/13/endabsences/${absenceId}`, { token: anna })).status).toBe(200);
    await socket.next((m) => m.type === 'update' && m.alarmId === alarmId && !m.planningview && m.active === true);
    expect(await listIds()).toContain(alarmId);
    expect(Date.parse((await get(`/api/alarms/${alarmId}/basic`)).body.PlannedTime)).toBe(clock.now().getTime());
  });
});
