import { describe, expect, it } from 'vitest';
import { openUserDatabase } from '../../src/db/database.ts';
import { DEMO_PASSWORD } from '../../server/demo/demo-accounts.ts';
import { createEngine } from './engine.ts';
import { connectTestTab } from './testing/test-tab.ts';
import { useReferenceServer } from './testing/reference-server.ts';
import { nodeEffects } from './testing/node-effects.ts';

const harness = useReferenceServer();

/** anna logged in with cloud telephony; a call is stored that the server no longer has. */
async function loggedIn() {
  const env = nodeEffects(harness.server.base);
  const engine = createEngine(env.effects);
  harness.track(engine);
  const port = connectTestTab(engine);
  void env.effects.locks.request('arc-tab-calls', {}, () => new Promise<void>(() => {}));
  await port.attach('arc-tab-calls', () => undefined);
  expect(await port.send('login', { username: 'anna', password: DEMO_PASSWORD, telephony: 'cloud' })).toMatchObject({ ok: true });
  const db = openUserDatabase('anna');
  await db.calls.put({ CallSid: 'CA-stale', OnHold: true });
  return { ...env, port, db };
}

describe('call commands against the reference server', () => {
  it('CALL-26 take, hold, join and leave of an unknown call answer CALL_NOT_FOUND, and the stored calls are reloaded', async () => {
    const { port, db } = await loggedIn();
    expect(await port.send('callTake', { params: { callsid: 'CA-stale' } })).toMatchObject({ ok: false, code: 'CALL_NOT_FOUND' });
    expect(await db.calls.get('CA-stale')).toBeUndefined();
    await db.calls.put({ CallSid: 'CA-stale', OnHold: true });
    expect(await port.send('callsHold', { body: { CallSid: 'CA-stale' } })).toMatchObject({ ok: false, code: 'CALL_NOT_FOUND' });
    expect(await db.calls.count()).toBe(0);
    expect(await port.send('joinConference', { params: { callsid: 'CA-x', conference: 'CA-y' } })).toMatchObject({ ok: false, code: 'CALL_NOT_FOUND' });
    expect(await port.send('leaveConference', { params: { callsid: 'CA-x', conference: 'conf-x' } })).toMatchObject({ ok: false, code: 'CALL_NOT_FOUND' });
    expect(await port.send('callDetails', { params: { callsid: 'CA-x' } })).toMatchObject({ ok: false, code: 'CALL_NOT_FOUND' });
  });

  it('a hold without a call sid is refused before it is sent; call writes are live (offline they fail at once)', async () => {
    const { port, db, network } = await loggedIn();
    expect(await port.send('callsHold', { body: { CallSid: '' } })).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    network.set(false);
    expect(await port.send('callTake', { params: { callsid: 'CA-stale' } })).toMatchObject({ ok: false, code: 'OFFLINE' });
    expect(await db.outbox.count()).toBe(0);
    network.set(true);
  });
});
