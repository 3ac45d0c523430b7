import { describe, expect, it } from 'vitest';
import { openUserDatabase } from '../../src/db/database.ts';
import { DEMO_INGEST_KEY, DEMO_PASSWORD } from '../../server/demo/demo-accounts.ts';
import { createEngine } from './engine.ts';
import { connectTestTab } from './testing/test-tab.ts';
import { useReferenceServer } from './testing/reference-server.ts';
import { nodeEffects, waitFor } from './testing/node-effects.ts';

const harness = useReferenceServer();

describe('write answers against the reference server', () => {
  it("aesthetics 7 (which Alarm): after a reason on an open alarm the list's row has no log, the page's details keep it", async () => {
    const engine = createEngine(nodeEffects(harness.server.base).effects);
    harness.track(engine);
    const port = connectTestTab(engine);
    await port.attach('arc-tab-write-answers');
    await port.send('login', { username: 'anna', password: DEMO_PASSWORD, telephony: 'none' });
    await waitFor(() => engine.status().socket === 'open');
    const ingested = await harness.server.request('POST', '/api/ingest/alarms', { headers: { 'X-Api-Key': DEMO_INGEST_KEY }, json: { UserId: 1, AlarmText: 'Row without log' } });
    const alarmId = ingested.body.AlarmId as number;
    const db = openUserDatabase('anna');
    await waitFor(() => db.alarms.get(alarmId));
    expect(await port.send('accept', { params: { alarm_id: alarmId }, body: { alarm_id: alarmId, force: false } })).toMatchObject({ ok: true });
    await port.send('watch', { kind: 'alarm', id: alarmId });
    await waitFor(() => db.alarmDetails.get(alarmId));

    const answer = await port.send('reason', { params: { alarm_id: alarmId }, body: { message: 'Fell in the hallway' } });
    expect(answer).toMatchObject({ ok: true });
    const details = await waitFor(async () => {
      const shown = await db.alarmDetails.get(alarmId);
      return shown?.Logs?.some((log) => log.LogText === 'Fell in the hallway') ? shown : undefined;
    });
    const row = await db.alarms.get(alarmId);
    // The row is the answered alarm (taken, changed when the reason was), only without what the page alone shows.
    expect(row).toMatchObject({ AlarmId: alarmId, RespondentOwn: true, LastUpdated: details.LastUpdated });
    expect(row).not.toHaveProperty('Logs');
    expect(row).not.toHaveProperty('DynamicDetails');
  });
});
