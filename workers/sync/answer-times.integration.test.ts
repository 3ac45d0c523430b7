import { describe, expect, it } from 'vitest';
import type { AnswerReport, ShiftShare } from '../../src/contract/index.ts';
import { openUserDatabase } from '../../src/db/database.ts';
import { ANSWER_REPORT_KEY, SHIFT_SHARE_KEY } from '../../src/db/rows.ts';
import { DEMO_INGEST_KEY, DEMO_PASSWORD } from '../../server/demo/demo-accounts.ts';
import { createEngine } from './engine.ts';
import { connectTestTab } from './testing/test-tab.ts';
import { useReferenceServer } from './testing/reference-server.ts';
import { nodeEffects, waitFor } from './testing/node-effects.ts';

const harness = useReferenceServer();

async function loggedIn(username: string) {
  const engine = createEngine(nodeEffects(harness.server.base).effects);
  harness.track(engine);
  const port = connectTestTab(engine);
  await port.attach(`arc-tab-answer-times-${username}`, () => undefined);
  expect(await port.send('login', { username, password: DEMO_PASSWORD, telephony: 'none' })).toMatchObject({ ok: true });
  await waitFor(() => engine.status().socket === 'open');
  return port;
}

async function ingest(text: string): Promise<number> {
  const answer = await harness.server.request<{ AlarmId: number }>('POST', '/api/ingest/alarms', { headers: { 'x-api-key': DEMO_INGEST_KEY }, json: { UserId: 5, AlarmText: text } });
  return answer.body.AlarmId;
}

describe('answer-time figures in the engine', () => {
  it('answer-time targets: a watched shift share is stored and loaded again when a taken alarm is pushed', async () => {
    const port = await loggedIn('david');
    const db = openUserDatabase('david');
    const stored = async () => (await db.meta.get(SHIFT_SHARE_KEY))?.value as ShiftShare | undefined;
    await port.send('watch', { kind: 'answerShare', id: 0 });
    const before = await waitFor(stored);
    const alarmId = await ingest('Answer share in the engine');
    await waitFor(() => db.alarms.get(alarmId));
    expect(await port.send('accept', { params: { alarm_id: alarmId }, body: { alarm_id: alarmId, force: false } })).toMatchObject({ ok: true });
    await expect.poll(async () => (await stored())?.Operator.Taken, { timeout: 10_000 }).toBe(before.Operator.Taken + 1);
  });

  it('answer-time targets: the supervisor report is stored for david; anna, without AnswerTimeReport, gets a load error instead', async () => {
    const david = await loggedIn('david');
    await david.send('watch', { kind: 'answerReport', id: 0 });
    const report = await waitFor(async () => (await openUserDatabase('david').meta.get(ANSWER_REPORT_KEY))?.value as AnswerReport | undefined);
    expect(report.Hours).toHaveLength(24);

    const anna = await loggedIn('anna');
    await anna.send('watch', { kind: 'answerReport', id: 0 });
    await waitFor(() => openUserDatabase('anna').meta.get(`loadError:${ANSWER_REPORT_KEY}`));
    expect(await openUserDatabase('anna').meta.get(ANSWER_REPORT_KEY)).toBeUndefined();
  });
});
