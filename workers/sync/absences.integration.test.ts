import type { AbsenceCreate } from '../../src/contract/index.ts';
import { describe, expect, it } from 'vitest';
import { openUserDatabase } from '../../src/db/database.ts';
import { ABSENCE_REASONS_KEY } from '../../src/db/rows.ts';
import { DEMO_INGEST_KEY, DEMO_PASSWORD } from '../../server/demo/demo-accounts.ts';
import { createEngine } from './engine.ts';
import { connectTestTab } from './testing/test-tab.ts';
import { useReferenceServer } from './testing/reference-server.ts';
import { nodeEffects, waitFor } from './testing/node-effects.ts';

const harness = useReferenceServer();

const USER_ID = 2;

/** anna logged in, with an alarm of user 2 open in a tab. */
async function withOpenAlarm() {
  const env = nodeEffects(harness.server.base);
  const engine = createEngine(env.effects);
  harness.track(engine);
  const port = connectTestTab(engine);
  void env.effects.locks.request('arc-tab-abs', {}, () => new Promise<void>(() => {}));
  await port.attach('arc-tab-abs', () => undefined);
  expect(await port.send('login', { username: 'anna', password: DEMO_PASSWORD, telephony: 'none' })).toMatchObject({ ok: true });
  const raised = await harness.server.request('POST', '/api/ingest/alarms', {
    headers: { 'X-Api-Key': DEMO_INGEST_KEY },
    json: { UserId: USER_ID, AlarmText: 'Absence test alarm' },
  });
  const alarmId = raised.body.AlarmId as number;
  expect(await port.send('watch', { kind: 'alarm', id: alarmId })).toMatchObject({ ok: true });
  return { ...env, engine, port, alarmId, db: openUserDatabase('anna') };
}

const inHours = (hours: number) => new Date(Math.ceil(Date.now() / 300_000) * 300_000 + hours * 3_600_000).toISOString();

/** A new absence as the dialog sends it: the alarm it is created from in the query, `force` after an overlap. */
function absenceWrite({ alarmId, ...body }: { alarmId: number } & AbsenceCreate, force = false) {
  return { params: { user_id: USER_ID }, query: { alarmid: alarmId, ...(force ? { force: true } : {}) }, body };
}

describe('absences, positions and reasons against the reference server', () => {
  it('ABS-13 WIDGET-16 opening an alarm stores the calendar and positions of its user; login stores the reason set', async () => {
    const { db } = await withOpenAlarm();
    const calendar = await db.absences.get(USER_ID);
    expect(calendar?.calendar).toMatchObject({ Ongoing: expect.any(Array), Upcoming: expect.any(Array), Previous: expect.any(Array) });
    const positions = await db.positions.get(USER_ID);
    expect(positions?.items.map((p) => p.Type).sort()).toEqual(['GPS', 'Home']);
    const reasons = (await db.meta.get(ABSENCE_REASONS_KEY))?.value;
    expect(reasons).toEqual({ set: 'default', names: ['Hospital', 'Short-term care', 'Travel', 'Visiting relatives', 'Other'] });
  });

  it('ABS-03 ABS-06 ABS-05 ABS-04 creates an absence, refuses an overlap until forced, deletes the upcoming one and ends the ongoing one', async () => {
    const { port, db, alarmId } = await withOpenAlarm();
    const upcoming = { alarmId, StartDate: inHours(24), EndDate: inHours(48), Reason: 'Travel', Comment: 'To Gothenburg', createAlarm: false, HasEndDate: true };
    expect(await port.send('createAbsence', absenceWrite(upcoming))).toMatchObject({ ok: true });
    const stored = (await db.absences.get(USER_ID))?.calendar.Upcoming.find((a) => a.Comment === 'To Gothenburg');
    expect(stored).toMatchObject({ Reason: 'travel', StartDate: upcoming.StartDate, EndDate: upcoming.EndDate });

    const overlapping = { ...upcoming, StartDate: inHours(30), EndDate: inHours(60), Comment: 'Overlaps' };
    expect(await port.send('createAbsence', absenceWrite(overlapping))).toMatchObject({ ok: false, code: 'ABSENCE_OVERLAP', status: 409 });
    expect((await db.absences.get(USER_ID))?.calendar.Upcoming.some((a) => a.Comment === 'Overlaps')).toBe(false);
    expect(await port.send('createAbsence', absenceWrite(overlapping, true))).toMatchObject({ ok: true });
    expect((await db.absences.get(USER_ID))?.calendar.Upcoming.some((a) => a.Comment === 'Overlaps')).toBe(true);

    expect(await port.send('endAbsence', { params: { user_id: USER_ID, absenceId: stored?.Id ?? 0 }, query: { alarmid: alarmId } })).toMatchObject({ ok: true });
    const afterDelete = (await db.absences.get(USER_ID))?.calendar;
    expect([...(afterDelete?.Upcoming ?? []), ...(afterDelete?.Previous ?? [])].some((a) => a.Id === stored?.Id)).toBe(false);

    const ongoing = { alarmId, StartDate: new Date(Date.now() - 600_000).toISOString(), EndDate: null, Reason: 'Hospital', Comment: 'Open-ended', createAlarm: false, HasEndDate: false };
    expect(await port.send('createAbsence', absenceWrite(ongoing, true))).toMatchObject({ ok: true });
    const open = (await db.absences.get(USER_ID))?.calendar.Ongoing.find((a) => a.Comment === 'Open-ended');
    expect(open).toBeDefined();
    expect(await port.send('endAbsence', { params: { user_id: USER_ID, absenceId: open?.Id ?? 0 }, query: { alarmid: alarmId } })).toMatchObject({ ok: true });
    expect((await db.absences.get(USER_ID))?.calendar.Previous.some((a) => a.Id === open?.Id)).toBe(true);
  });

  it('ABS-09 an absence ending before it starts is refused before anything is sent or stored', async () => {
    const { port, db, alarmId } = await withOpenAlarm();
    const result = await port.send('createAbsence', absenceWrite({ alarmId, StartDate: inHours(10), EndDate: inHours(5), Reason: 'Travel', Comment: '', createAlarm: false, HasEndDate: true }));
    expect(result).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('absence writes are live: offline they fail at once and nothing waits in the outbox', async () => {
    const { port, db, network, alarmId } = await withOpenAlarm();
    network.set(false);
    const absence = { alarmId, StartDate: inHours(100), EndDate: null, Reason: 'Other', Comment: '', createAlarm: false, HasEndDate: false };
    expect(await port.send('createAbsence', absenceWrite(absence))).toMatchObject({ ok: false, code: 'OFFLINE', messageKey: 'INTERNET_CONNECTION_ABORT' });
    expect(await port.send('endAbsence', { params: { user_id: USER_ID, absenceId: 1 }, query: { alarmid: alarmId } })).toMatchObject({ ok: false, code: 'OFFLINE', messageKey: 'INTERNET_CONNECTION_ABORT' });
    expect(await db.outbox.count()).toBe(0);
    network.set(true);
  });

  it('a pushed user update (another operator ended an absence) refreshes the stored calendar', async () => {
    const { port, db, engine, alarmId } = await withOpenAlarm();
    await waitFor(() => engine.status().socket === 'open');
    expect(await port.send('createAbsence', absenceWrite({ alarmId, StartDate: inHours(200), EndDate: null, Reason: 'Other', Comment: 'Ended elsewhere', createAlarm: false, HasEndDate: false }, true))).toMatchObject({ ok: true });
    const created = (await db.absences.get(USER_ID))?.calendar.Upcoming.find((a) => a.Comment === 'Ended elsewhere');
    const token = await harness.server.login('david');
    const ended = await harness.server.request('PUT', `/api/users/${USER_ID}/endabsences/${created?.Id}`, { token });
    expect(ended.status).toBeLessThan(300);
    await waitFor(async () => !(await db.absences.get(USER_ID))?.calendar.Upcoming.some((a) => a.Id === created?.Id));
  });
});
