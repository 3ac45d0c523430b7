import { describe, expect, it } from 'vitest';
import { openUserDatabase } from '../../src/db/database.ts';
import { serverTemplateKey } from '../../src/domain/templates.ts';
import { DEMO_INGEST_KEY, DEMO_PASSWORD } from '../../server/demo/demo-accounts.ts';
import { createEngine } from './engine.ts';
import { connectTestTab } from './testing/test-tab.ts';
import { useReferenceServer } from './testing/reference-server.ts';
import { nodeEffects } from './testing/node-effects.ts';

const harness = useReferenceServer();

/** anna logged in; opens (watches) a new alarm of each template and answers what the engine stored per template. */
async function openAlarms(templates: string[]) {
  const env = nodeEffects(harness.server.base);
  const engine = createEngine(env.effects);
  harness.track(engine);
  const port = connectTestTab(engine);
  void env.effects.locks.request('arc-tab-tpl', {}, () => new Promise<void>(() => {}));
  await port.attach('arc-tab-tpl', () => undefined);
  expect(await port.send('login', { username: 'anna', password: DEMO_PASSWORD, telephony: 'none' })).toMatchObject({ ok: true });
  for (const Template of templates) {
    const raised = await harness.server.request('POST', '/api/ingest/alarms', {
      headers: { 'X-Api-Key': DEMO_INGEST_KEY },
      json: { UserId: 2, AlarmText: `Template ${Template}`, Template },
    });
    expect(await port.send('watch', { kind: 'alarm', id: raised.body.AlarmId as number })).toMatchObject({ ok: true });
  }
  const db = openUserDatabase('anna');
  return Object.fromEntries(await Promise.all(templates.map(async (name) => [name, (await db.meta.get(serverTemplateKey(name)))?.value] as const)));
}

describe('server-supplied templates', () => {
  it('DETAIL-16 opening an alarm of an unknown template_type stores the server template, or none; built-in ones ask nothing', async () => {
    const stored = await openAlarms(['ostergotland', 'acme', 'camera']);
    expect(stored.ostergotland).toMatchObject({ layout: { name: 'ostergotland', lead: [{ id: 'logs' }, { id: 'handling' }] } });
    expect(stored.acme).toEqual({ layout: null });
    expect(stored.camera).toBeUndefined();
  });
});
