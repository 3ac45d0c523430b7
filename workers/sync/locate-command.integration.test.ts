import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/demo/demo-accounts.ts';
import { startTestServer, type TestServer } from '../../server/test-support/test-server.ts';
import { createEngine, type Engine } from './engine.ts';
import { nodeEffects } from './testing/node-effects.ts';

let server: TestServer;
const engines: Engine[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.dispose();
});
afterAll(async () => {
  await server.close();
});

async function connectedTab() {
  const engine = createEngine(nodeEffects(server.base).effects);
  engines.push(engine);
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
