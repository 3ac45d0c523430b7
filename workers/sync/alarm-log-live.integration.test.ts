import { describe, expect, it } from 'vitest';
import { openUserDatabase } from '../../src/db/database.ts';
import { DEMO_INGEST_KEY, DEMO_PASSWORD } from '../../server/demo/demo-accounts.ts';
import { until } from '../../server/test-support/until.ts';
import { createEngine } from './engine.ts';
import { connectTestTab } from './testing/test-tab.ts';
import { useReferenceServer } from './testing/reference-server.ts';
import { nodeEffects } from './testing/node-effects.ts';

const harness = useReferenceServer();

const raise = async (text: string) =>
  (await harness.server.request('POST', '/api/ingest/alarms', { headers: { 'X-Api-Key': DEMO_INGEST_KEY }, json: { UserId: 3, AlarmText: text } })).body.AlarmId as number;

describe('security #NM4: the alarm log without logs in list pushes', () => {
  it('security #NM4: a line another operator adds shows live in the open alarm\'s log, while list rows stay without a log', async () => {
    const env = nodeEffects(harness.server.base);
    const engine = harness.track(createEngine(env.effects));
    const port = connectTestTab(engine);
    void env.effects.locks.request('arc-tab-log', {}, () => new Promise<void>(() => {}));
    await port.attach('arc-tab-log', () => undefined);
    expect(await port.send('login', { username: 'anna', password: DEMO_PASSWORD, telephony: 'none' })).toMatchObject({ ok: true });
    const [open, listed] = [await raise('Open on the page'), await raise('Only in the list')];
    expect(await port.send('watch', { kind: 'alarm', id: open })).toMatchObject({ ok: true });
    const db = openUserDatabase('anna');
    const linesBefore = (await db.alarmDetails.get(open))?.Logs?.length ?? 0;

    const david = await harness.server.login('david');
    for (const alarmId of [open, listed]) expect((await harness.server.request('POST', `/api/alarms/${alarmId}/accept`, { token: david, json: {} })).status).toBe(200);

    const details = await until(() => db.alarmDetails.get(open), (d) => (d?.Logs?.length ?? 0) > linesBefore);
    expect(details?.Logs?.at(-1)).toMatchObject({ EventCode: 'accepted', Username: 'david' });
    const row = await until(() => db.alarms.get(listed), (a) => a?.RespondentName === 'David Dahl');
    expect(row?.RespondentName).toBe('David Dahl');
    expect(row?.Logs).toBeUndefined();
  });
});
