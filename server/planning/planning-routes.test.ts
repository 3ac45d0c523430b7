import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectWs, type WsClient } from '../test-support/ws-client.ts';
import { startTestServer, TestClock, type TestServer } from '../test-support/test-server.ts';

const DAY = 24 * 3600_000;
/** The demo's planned alarm that waits in the planning view (seed.ts). */
const PLANNED = 30;

describe('planning updates of a planned alarm', () => {
  let server: TestServer;
  let anna: string;
  let socket: WsClient;
  const clock = new TestClock();
  beforeAll(async () => {
    server = await startTestServer({ clock });
    anna = await server.login('anna');
    socket = await connectWs(server.base, anna);
    await socket.next((m) => m.type === 'hello');
  });
  afterAll(async () => {
    await socket.close();
    await server.close();
  });

  const post = (path: string, json: unknown) => server.request('POST', path, { token: anna, json });
  const get = (path: string) => server.request('GET', path, { token: anna });
  const at = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
  const logTexts = async () => ((await get(`/api/alarms/${PLANNED}`)).body.Logs as { LogText: string }[]).map((l) => l.LogText);
  const planningPush = () => socket.next((m) => m.type === 'update' && m.alarmId === PLANNED && m.planningview === true);

  it('PLAN-10 refuses a planned time in the past', async () => {
    const answer = await post(`/api/planningalarm/${PLANNED}/plannedtime`, { PlannedTime: at(-60_000) });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('VALIDATION_FAILED');
  });

  it('PLAN-11 refuses a planned time more than 36 months ahead', async () => {
    expect((await post(`/api/planningalarm/${PLANNED}/plannedtime`, { PlannedTime: at(3 * 366 * DAY) })).status).toBe(400);
  });

  it('moves the planned time, logs it and pushes a planning-view update', async () => {
    const next = at(2 * DAY);
    const push = planningPush();
    const answer = await post(`/api/planningalarm/${PLANNED}/plannedtime`, { PlannedTime: next });
    expect(answer.status).toBe(200);
    expect(answer.body.PlannedTime).toBe(next);
    await push;
    expect((await get(`/api/planningalarm/${PLANNED}`)).body.PlannedTime).toBe(next);
    expect(await logTexts()).toContain(`Planned time changed to ${next}`);
  });

  it('updates the product and the note, each logged and pushed to the planning view', async () => {
    let push = planningPush();
    expect((await post(`/api/planningalarm/${PLANNED}/product`, { Product: 'Safety alarm plus' })).status).toBe(200);
    await push;
    push = planningPush();
    expect((await post(`/api/planningalarm/${PLANNED}/note`, { Note: 'Ring the bell twice' })).status).toBe(200);
    await push;
    const planned = (await get('/api/planningalarm')).body as { AlarmId: number; Product?: string; Note?: string }[];
    expect(planned.find((p) => p.AlarmId === PLANNED)).toMatchObject({ Product: 'Safety alarm plus', Note: 'Ring the bell twice' });
    expect(await logTexts()).toEqual(expect.arrayContaining(['Product changed to Safety alarm plus', 'Ring the bell twice']));
    expect((await post(`/api/planningalarm/${PLANNED}/note`, { Note: '  ' })).status).toBe(400);
  });

  it('refuses an alarm that is not planned', async () => {
    expect((await post('/api/planningalarm/3/note', { Note: 'x' })).status).toBe(400);
  });
});

describe('demo planned alarms from schedules', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock: new TestClock() });
  });
  afterAll(() => server.close());

  it('the planning view lists the schedule-generated planned alarms with product and schedule; the withdrawn one is left out', async () => {
    const anna = await server.login('anna');
    const planned = (await server.request('GET', '/api/planningalarm', { token: anna })).body as { AlarmText: string; Product?: string; Schedule?: { StartTime?: string; ScheduleItems?: { RepeatDays?: number[]; ExceptionTime?: boolean }[] } | null; PlannedTime: string }[];
    const byText = (text: string) => planned.find((p) => p.AlarmText === text);
    expect(byText('Planned check-in call')).toMatchObject({ Product: 'Safety alarm', Schedule: null });
    const nextDue = Math.min(...planned.filter((p) => p.Product).map((p) => Date.parse(p.PlannedTime)));
    expect(Date.parse(byText('Planned check-in call')!.PlannedTime)).toBe(nextDue);
    expect(byText('Planned visit: evening round')?.Schedule).toEqual({ StartTime: '18:00', EndTime: '21:00' });
    const items = planned.find((p) => p.Product === 'Medication dispenser')?.Schedule?.ScheduleItems ?? [];
    expect(items.map((item) => [item.RepeatDays ?? null, item.ExceptionTime ?? false])).toEqual([[[0, 2, 4], false], [null, true]]);
    expect(byText('Planned visit: weekend shopping')).toBeUndefined();
  });
});
