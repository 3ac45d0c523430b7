import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/demo/demo-accounts.ts';
import { openUserDatabase } from '../../src/db/database.ts';
import { createEngine } from './engine.ts';
import { connectTestTab } from './testing/test-tab.ts';
import { useReferenceServer } from './testing/reference-server.ts';
import { nodeEffects } from './testing/node-effects.ts';

const harness = useReferenceServer();

async function loggedIn(username: string) {
  const engine = createEngine(nodeEffects(harness.server.base).effects);
  harness.track(engine);
  const port = connectTestTab(engine);
  await port.attach(`arc-tab-test-alarms-${username}`, () => undefined);
  expect(await port.send('login', { username, password: DEMO_PASSWORD, telephony: 'none' })).toMatchObject({ ok: true });
  return port;
}

describe('test alarms against the reference server', () => {
  it('API-76 SUP-17 SUP-18 eva lists the routines and test users, runs one, and the alarm it raises reaches her list marked as a test; never for a user who is not a test user', async () => {
    const port = await loggedIn('eva');
    const list = await port.send('testAlarmList', undefined);
    if (!list.ok) throw new Error(list.code);
    const routine = list.value.Routines?.[0];
    const user = list.value.Users?.[0];
    if (!routine || !user) throw new Error('the demo centre needs test routines and test users');

    const run = await port.send('runTestAlarm', { body: { TestRoutineId: routine.TestRoutineId, UserId: user.UserId } });
    expect(run).toMatchObject({ ok: true, value: { Success: true } });
    await expect
      .poll(async () => (await openUserDatabase('eva').alarms.filter((alarm) => alarm.AlarmText === `Test alarm: ${routine.Routine}`).first())?.IsTest, {
        timeout: 10_000,
      })
      .toBe(true);

    const ordinary = 1 + Math.max(...(list.value.Users ?? []).map((u) => u.UserId));
    expect(await port.send('runTestAlarm', { body: { TestRoutineId: routine.TestRoutineId, UserId: ordinary } })).toMatchObject({ ok: false });
  });

  it('API-76 refuses an operator without CenterTestalarm', async () => {
    const anna = await loggedIn('anna');
    expect(await anna.send('testAlarmList', undefined)).toMatchObject({ ok: false });
    expect(await anna.send('runTestAlarm', { body: { TestRoutineId: 1, UserId: 1 } })).toMatchObject({ ok: false });
  });
});
