import { describe, expect, it } from 'vitest';
import { openUserDatabase } from '../../src/db/database.ts';
import { DEMO_INGEST_KEY, DEMO_PASSWORD } from '../../server/demo/demo-accounts.ts';
import { createEngine } from './engine.ts';
import { connectTestTab } from './testing/test-tab.ts';
import { useReferenceServer } from './testing/reference-server.ts';
import { nodeEffects, waitFor } from './testing/node-effects.ts';

const harness = useReferenceServer();

/** anna logged in, handling a new alarm open in a tab. */
async function withOwnAlarm() {
  const env = nodeEffects(harness.server.base);
  const engine = createEngine(env.effects);
  harness.track(engine);
  const port = connectTestTab(engine);
  void env.effects.locks.request('arc-tab-report', {}, () => new Promise<void>(() => {}));
  await port.attach('arc-tab-report', () => undefined);
  expect(await port.send('login', { username: 'anna', password: DEMO_PASSWORD, telephony: 'none' })).toMatchObject({ ok: true });
  const raised = await harness.server.request('POST', '/api/ingest/alarms', { headers: { 'X-Api-Key': DEMO_INGEST_KEY }, json: { UserId: 2, AlarmText: 'Report test alarm' } });
  const alarmId = raised.body.AlarmId as number;
  expect(await port.send('accept', { params: { alarm_id: alarmId }, body: { alarm_id: alarmId, force: false } })).toMatchObject({ ok: true });
  expect(await port.send('watch', { kind: 'alarm', id: alarmId })).toMatchObject({ ok: true });
  return { ...env, port, alarmId, db: openUserDatabase('anna') };
}

/** The report text as the server has it, found through the alarm's report log line. */
async function serverReport(alarmId: number): Promise<{ reports: number; text: string | null }> {
  const token = await harness.server.login('anna');
  const alarm = await harness.server.request('GET', `/api/alarms/${alarmId}`, { token });
  const ids = ((alarm.body.Logs ?? []) as { EventCode?: string; EventParams?: { id?: string } }[]).filter((log) => log.EventCode === 'incidentReport').map((log) => log.EventParams?.id);
  if (ids.length === 0) return { reports: 0, text: null };
  const report = await harness.server.request('GET', `/api/alarms/${alarmId}/attachmentreport/${ids[0]}`, { token });
  return { reports: ids.length, text: report.body.text as string };
}

describe('incident report against the reference server', () => {
  it('WIDGET-32 the first save creates the report, later saves update it, and reopening reads it from the server', async () => {
    const { port, db, alarmId } = await withOwnAlarm();
    expect(await port.send('reportOpen', { alarmId })).toMatchObject({ ok: true });
    await port.send('reportType', { alarmId, text: 'Met the caller' });
    expect(await port.send('reportSave', { alarmId })).toMatchObject({ ok: true });
    await port.send('reportType', { alarmId, text: 'Met the caller at the door' });
    expect(await port.send('reportSave', { alarmId })).toMatchObject({ ok: true });
    expect(await serverReport(alarmId)).toEqual({ reports: 1, text: 'Met the caller at the door' });

    await db.reportDrafts.delete(alarmId);
    expect(await port.send('reportOpen', { alarmId })).toMatchObject({ ok: true });
    expect(await db.reportDrafts.get(alarmId)).toMatchObject({ text: 'Met the caller at the door', savedText: 'Met the caller at the door' });
  });

  it('offline, the typed text is kept and queued; a create still waiting takes no second report; back online the latest text is saved', async () => {
    const { port, db, network, alarmId } = await withOwnAlarm();
    network.set(false);
    await port.send('reportType', { alarmId, text: 'Offline first' });
    expect(await port.send('reportSave', { alarmId })).toEqual({ ok: true, queued: true });
    await port.send('reportType', { alarmId, text: 'Offline first and second' });
    expect(await port.send('reportSave', { alarmId })).toEqual({ ok: true, queued: true });
    expect(await db.reportDrafts.get(alarmId)).toMatchObject({ text: 'Offline first and second' });
    expect(await db.outbox.filter((row) => row.alarmId === alarmId).count()).toBe(1);

    network.set(true);
    await waitFor(async () => (await db.outbox.filter((row) => row.alarmId === alarmId).count()) === 0);
    expect(await serverReport(alarmId)).toEqual({ reports: 1, text: 'Offline first' });
    expect(await port.send('reportSave', { alarmId })).toMatchObject({ ok: true });
    expect(await serverReport(alarmId)).toEqual({ reports: 1, text: 'Offline first and second' });
  });
});
