import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/demo/demo-accounts.ts';
import { openUserDatabase } from '../../src/db/database.ts';
import { createEngine } from './engine.ts';
import { connectTestTab } from './testing/test-tab.ts';
import { useReferenceServer } from './testing/reference-server.ts';
import { nodeEffects } from './testing/node-effects.ts';

const harness = useReferenceServer();

describe('user-info request against the reference server', () => {
  it('ROUTE-22 API-54 answers the alarm the server raised for the operator; a missing flag is refused; logged out it is refused', async () => {
    const engine = createEngine(nodeEffects(harness.server.base).effects);
    harness.track(engine);
    const port = connectTestTab(engine);
    await port.attach('arc-tab-info-request', () => undefined);
    expect(await port.send('informationRequest', { params: { user_id: 6 }, body: { FlagId: '2' } })).toMatchObject({ ok: false, code: 'NOT_LOGGED_IN', messageKey: 'LOGGED_OUT_OR_NOT_AUTHORIZED' });

    expect(await port.send('login', { username: 'anna', password: DEMO_PASSWORD, telephony: 'none' })).toMatchObject({ ok: true });
    expect(await port.send('informationRequest', { params: { user_id: 6 }, body: { FlagId: '' } })).toMatchObject({ ok: false });
    const answer = await port.send('informationRequest', { params: { user_id: 6 }, body: { FlagId: '2', TextMessage: 'Please confirm the key box code' } });
    if (!answer.ok) throw new Error(answer.code);
    expect(answer.value.template).toBeTruthy();
    await expect.poll(async () => (await openUserDatabase('anna').alarms.get(answer.value.alarmId))?.AlarmText, { timeout: 10_000 }).toBe(
      'Information request: Key holder update',
    );
  });
});
