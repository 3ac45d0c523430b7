import { describe, expect, it } from 'vitest';
import { openUserDatabase } from '../../src/db/database.ts';
import { DEMO_PASSWORD } from '../../server/demo/demo-accounts.ts';
import { createEngine } from './engine.ts';
import { connectTestTab } from './testing/test-tab.ts';
import { useReferenceServer } from './testing/reference-server.ts';
import { nodeEffects, waitFor } from './testing/node-effects.ts';

const harness = useReferenceServer();
/** The demo's planned alarm that waits in the planning view (seed.ts). */
const PLANNED = 30;

async function openPlanned() {
  const env = nodeEffects(harness.server.base);
  const engine = createEngine(env.effects);
  harness.track(engine);
  const port = connectTestTab(engine);
  await port.attach('arc-tab-planning-edit', () => undefined);
  await port.send('login', { username: 'anna', password: DEMO_PASSWORD, telephony: 'none' });
  await waitFor(() => engine.status().socket === 'open');
  await port.send('watch', { kind: 'alarm', id: PLANNED });
  const db = openUserDatabase('anna');
  await waitFor(() => db.alarmDetails.get(PLANNED));
  return { port, db };
}

describe('planning edit against the reference server', () => {
  it('PLAN-12 PLAN-13 PLAN-14 a planned-time and a product update reload the open alarm and the planned alarm', async () => {
    const { port, db } = await openPlanned();
    const next = new Date(Date.now() + 2 * 24 * 3600_000);
    next.setSeconds(0, 0);
    const at = next.toISOString();
    expect(await port.send('planningTime', { params: { alarm_id: PLANNED }, body: { PlannedTime: at } })).toMatchObject({ ok: true });
    await waitFor(async () => (await db.alarmDetails.get(PLANNED))?.PlannedTime === at);
    await waitFor(async () => (await db.plannedAlarms.get(PLANNED))?.PlannedTime === at);

    expect(await port.send('planningProduct', { params: { alarm_id: PLANNED }, body: { Product: 'Safety alarm plus' } })).toMatchObject({ ok: true });
    await waitFor(async () => (await db.plannedAlarms.get(PLANNED))?.Product === 'Safety alarm plus');

    const refused = await port.send('planningTime', { params: { alarm_id: PLANNED }, body: { PlannedTime: new Date(Date.now() - 3600_000).toISOString() } });
    expect(refused).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
  });
});
