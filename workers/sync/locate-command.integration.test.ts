import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/demo/demo-accounts.ts';
import { createEngine } from './engine.ts';
import { connectTestTab } from './testing/test-tab.ts';
import { useReferenceServer } from './testing/reference-server.ts';
import { nodeEffects } from './testing/node-effects.ts';

const harness = useReferenceServer();

async function connectedTab() {
  const engine = createEngine(nodeEffects(harness.server.base).effects);
  harness.track(engine);
  const port = connectTestTab(engine);
  await port.attach('arc-tab-locate', () => undefined);
  return port;
}

describe('locate against the reference server', () => {
  it('DETAIL-39 DETAIL-40 API-57 locates a positionable user; the server refuses one without positioning; logged out it is refused', async () => {
    const port = await connectedTab();
    expect(await port.send('locateUser', { params: { user_id: 1 } })).toMatchObject({ ok: false, code: 'NOT_LOGGED_IN', messageKey: 'LOGGED_OUT_OR_NOT_AUTHORIZED' });

    expect(await port.send('login', { username: 'anna', password: DEMO_PASSWORD, telephony: 'none' })).toMatchObject({ ok: true });
    const search = await port.send('userSearch', { q: 'son' });
    if (!search.ok) throw new Error(search.code);
    const positionable = search.value.find((hit) => hit.PositioningEnabled === true);
    const other = search.value.find((hit) => hit.PositioningEnabled !== true);
    if (!positionable || !other) throw new Error('the demo data needs both kinds of user');

    expect(await port.send('locateUser', { params: { user_id: positionable.UserId } })).toMatchObject({ ok: true });
    expect(await port.send('locateUser', { params: { user_id: other.UserId } })).toMatchObject({ ok: false, code: 'CONDITIONS_NOT_MET' });
  });
});
