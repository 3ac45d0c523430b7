import { describe, expect, it } from 'vitest';
import { openUserDatabase } from '../../src/db/database.ts';
import { DEMO_INGEST_KEY, DEMO_PASSWORD } from '../../server/demo/demo-accounts.ts';
import { createEngine } from './engine.ts';
import { connectTestTab } from './testing/test-tab.ts';
import { useReferenceServer } from './testing/reference-server.ts';
import { nodeEffects, waitFor } from './testing/node-effects.ts';

const harness = useReferenceServer();

/** "Planning and visits", the demo group whose alarms the planning view shows. */
const PLANNING_GROUP = 3;

async function annaLoggedIn() {
  const env = nodeEffects(harness.server.base);
  const engine = createEngine(env.effects);
  harness.track(engine);
  const port = connectTestTab(engine);
  void env.effects.locks.request('arc-tab-plan', {}, () => new Promise<void>(() => {}));
  await port.attach('arc-tab-plan', () => undefined);
  expect(await port.send('login', { username: 'anna', password: DEMO_PASSWORD, telephony: 'none' })).toMatchObject({ ok: true });
  return { port, db: openUserDatabase('anna') };
}

describe('planned alarms against the reference server', () => {
  it('PLAN-16 loading the planning view stores the active planned alarms of the groups, replacing what was stored', async () => {
    const { port, db } = await annaLoggedIn();
    await db.plannedAlarms.put({ AlarmId: 999_999, Active: true, AlarmText: 'planned away meanwhile' });
    expect(await port.send('loadPlannedAlarms', undefined)).toMatchObject({ ok: true });
    const stored = await db.plannedAlarms.toArray();
    expect(stored.some((alarm) => alarm.AlarmText === 'Planned visit: medication' && alarm.TaskType === 'Medication,Visit')).toBe(true);
    expect(stored.every((alarm) => alarm.Active)).toBe(true);
    expect(await db.plannedAlarms.get(999_999)).toBeUndefined();
  });

  it('a newly planned alarm arrives by its planningview push while the view is loaded', async () => {
    const { port, db } = await annaLoggedIn();
    expect(await port.send('loadPlannedAlarms', undefined)).toMatchObject({ ok: true });
    const planned = await harness.server.request('POST', '/api/ingest/alarms', {
      headers: { 'X-Api-Key': DEMO_INGEST_KEY },
      json: { UserId: 2, AlarmText: 'Planned by push', RespondentGroupId: PLANNING_GROUP, PlannedTime: new Date(Date.now() + 3_600_000).toISOString() },
    });
    const alarmId = planned.body.AlarmId as number;
    expect(await waitFor(() => db.plannedAlarms.get(alarmId))).toMatchObject({ AlarmText: 'Planned by push', Active: true });
  });
});
