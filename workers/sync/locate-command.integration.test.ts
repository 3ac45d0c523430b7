import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/demo/demo-accounts.ts';
import { createEngine } from './engine.ts';
import { useReferenceServer } from './testing/reference-server.ts';
import { nodeEffects } from './testing/node-effects.ts';

const harness = useReferenceServer();

async function connectedTab() {
  const engine = createEngine(nodeEffects(harness.server.base).effects);
  harness.track(engine);
  const port = engine.connectTab();
  await port.attach('arc-tab-locate', () => undefined);
  return port;
}

describe('locate against the reference server', () => {
  it('DETAIL-39 DETAIL-40 API-57 locates a positionable user; the server refuses one without positioning; logged out it is refused', async () => {
    const port = await connectedTab();
    expect(await port.locateUser(1)).toMatchObject({ ok: false, code: 'LOGGED_OUT_OR_NOT_AUTHORIZED' });

    expect(await port.login({ username: 'anna', password: DEMO_PASSWORD, telephony: 'none' })).toMatchObject({ ok: true });
    const search = await port.searchUsers({ q: 'son' });
    if (!search.ok) throw new Error(search.message);
    const positionable = search.value.find((hit) => hit.PositioningEnabled === true);
    const other = search.value.find((hit) => hit.PositioningEnabled !== true);
    if (!positionable || !other) throw new Error('the demo data needs both kinds of user');

    expect(await port.locateUser(positionable.UserId)).toEqual({ ok: true, value: undefined });
    expect(await port.locateUser(other.UserId)).toMatchObject({ ok: false, code: 'CONDITIONS_NOT_MET' });
  });
});
