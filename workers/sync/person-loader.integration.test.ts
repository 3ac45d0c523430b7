import { describe, expect, it } from 'vitest';
import { openUserDatabase } from '../../src/db/database.ts';
import { DEMO_INGEST_KEY, DEMO_PASSWORD } from '../../server/demo/demo-accounts.ts';
import { createEngine } from './engine.ts';
import { connectTestTab } from './testing/test-tab.ts';
import { useReferenceServer } from './testing/reference-server.ts';
import { nodeEffects, waitFor } from './testing/node-effects.ts';

const harness = useReferenceServer();
const USER_ID = 3;

describe('the person around an open alarm, against the reference server', () => {
  it('RES-31 WIDGET-24 WIDGET-25 opening an alarm stores its linked contact, customer info and Dynamics user info', async () => {
    const env = nodeEffects(harness.server.base);
    const engine = createEngine(env.effects);
    harness.track(engine);
    const port = connectTestTab(engine);
    void env.effects.locks.request('arc-tab-person', {}, () => new Promise<void>(() => {}));
    await port.attach('arc-tab-person', () => undefined);
    expect(await port.send('login', { username: 'anna', password: DEMO_PASSWORD, telephony: 'none' })).toMatchObject({ ok: true });
    const raised = await harness.server.request('POST', '/api/ingest/alarms', { headers: { 'X-Api-Key': DEMO_INGEST_KEY }, json: { UserId: USER_ID, AlarmText: 'Person test alarm' } });
    const alarmId = raised.body.AlarmId as number;
    expect(await port.send('watch', { kind: 'alarm', id: alarmId })).toMatchObject({ ok: true });
    const db = openUserDatabase('anna');
    const row = await waitFor(() => db.person.get(alarmId));
    const user = await db.userDetails.get(USER_ID);
    expect(row.failed).toEqual([]);
    expect(row.linkedContact).toMatchObject({ userId: USER_ID, name: `${user?.Name} ${user?.LastName}` });
    expect(row.customer?.welcomeText).toContain('Welcome to');
    expect(row.customer?.documents?.length).toBeGreaterThan(0);
    expect(row.dynamics?.documents?.[0]?.displayName).toBe('Care plan');
  });
});
