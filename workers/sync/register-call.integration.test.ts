import { describe, expect, it } from 'vitest';
import { openUserDatabase } from '../../src/db/database.ts';
import { DEMO_INGEST_KEY, DEMO_PASSWORD } from '../../server/demo/demo-accounts.ts';
import { createEngine } from './engine.ts';
import { connectTestTab } from './testing/test-tab.ts';
import { useReferenceServer } from './testing/reference-server.ts';
import { nodeEffects, waitFor } from './testing/node-effects.ts';

const harness = useReferenceServer();

describe('registerCall against the reference server', () => {
  it('API-43 a call made offline waits in the outbox and is logged on the alarm once the browser is back, once', async () => {
    const env = nodeEffects(harness.server.base);
    const engine = createEngine(env.effects);
    harness.track(engine);
    const port = connectTestTab(engine);
    await port.attach('arc-tab-register-call', () => undefined);
    await port.send('login', { username: 'anna', password: DEMO_PASSWORD, telephony: 'basicTel', phone: '+46701000001' });
    await waitFor(() => engine.status().socket === 'open');
    const ingested = await harness.server.request('POST', '/api/ingest/alarms', { headers: { 'X-Api-Key': DEMO_INGEST_KEY }, json: { UserId: 1, AlarmText: 'Call me back' } });
    const alarmId = ingested.body.AlarmId as number;
    expect(await port.send('accept', { params: { alarm_id: alarmId }, body: { alarm_id: alarmId, force: false } })).toMatchObject({ ok: true });

    env.network.set(false);
    const call = { params: { alarm_id: alarmId, contact_id: 0 }, body: { TelephoneNumber: '+46709876543' } };
    expect(await port.send('registerCall', call)).toEqual({ ok: true, queued: true });
    const db = openUserDatabase('anna');
    expect(await db.outbox.count()).toBe(1);
    env.network.set(true);
    await waitFor(async () => (await db.outbox.count()) === 0);

    const details = await harness.server.request('GET', `/api/alarms/${alarmId}`, { token: await harness.server.login('anna') });
    const logs = (details.body.Logs as unknown[]).filter((log) => JSON.stringify(log).includes('+46709876543'));
    expect(logs).toHaveLength(1);
  });
});
