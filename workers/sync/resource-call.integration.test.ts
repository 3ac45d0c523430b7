import { describe, expect, it } from 'vitest';
import { openUserDatabase } from '../../src/db/database.ts';
import { DEMO_INGEST_KEY, DEMO_PASSWORD } from '../../server/demo/demo-accounts.ts';
import { createEngine } from './engine.ts';
import { connectTestTab } from './testing/test-tab.ts';
import { useReferenceServer } from './testing/reference-server.ts';
import { nodeEffects, waitFor } from './testing/node-effects.ts';

const harness = useReferenceServer();

describe('resource calls against the reference server', () => {
  it('RES-12 RES-16 RES-17 a call-out is read, sent live (never queued), read back and recalled', async () => {
    const env = nodeEffects(harness.server.base);
    const engine = createEngine(env.effects);
    harness.track(engine);
    const port = connectTestTab(engine);
    await port.attach('arc-tab-resource-call', () => undefined);
    await port.send('login', { username: 'anna', password: DEMO_PASSWORD, telephony: 'basicTel', phone: '+46701000001' });
    await waitFor(() => engine.status().socket === 'open');
    const ingested = await harness.server.request('POST', '/api/ingest/alarms', { headers: { 'X-Api-Key': DEMO_INGEST_KEY }, json: { UserId: 2, AlarmText: 'Send someone' } });
    const alarmId = ingested.body.AlarmId as number;
    expect(await port.send('accept', { params: { alarm_id: alarmId }, body: { alarm_id: alarmId, force: false } })).toMatchObject({ ok: true });
    const resources = (await harness.server.request('GET', `/api/alarms/${alarmId}/resources`, { token: await harness.server.login('anna') })).body as { Name: string; Resource: number | null; LoggedIn: boolean; Active: boolean }[];
    const guard = resources.find((r) => r.Name === 'Guard unit 12')!;
    const params = { alarm_id: alarmId, resource: String(guard.Resource) };

    expect(await port.send('resourceCallGet', { params })).toEqual({ ok: true, value: null });
    env.network.set(false);
    const body = { Message: 'Please go', NotifyOnUpdate: true, DeactivateAlarmWhenAllDone: false };
    expect(await port.send('callResourceCreate', { params, body })).toMatchObject({ ok: false, code: 'OFFLINE' });
    expect(await openUserDatabase('anna').outbox.count()).toBe(0);
    env.network.set(true);
    expect(await port.send('callResourceCreate', { params, body })).toEqual({ ok: true, value: { Successful: 1 } });
    expect(await port.send('resourceCallGet', { params })).toMatchObject({ ok: true, value: { Message: 'Please go', NotifyOnUpdate: true, CalledAt: expect.any(String) } });
    expect(await port.send('callResourceDelete', { params })).toMatchObject({ ok: true });
    expect(await port.send('resourceCallGet', { params })).toEqual({ ok: true, value: null });
  });
});
