import { describe, expect, it } from 'vitest';
import { openUserDatabase } from '../../src/db/database.ts';
import { DEMO_INGEST_KEY, DEMO_PASSWORD } from '../../server/demo/demo-accounts.ts';
import { createEngine } from './engine.ts';
import { connectTestTab } from './testing/test-tab.ts';
import { useReferenceServer } from './testing/reference-server.ts';
import { nodeEffects, waitFor } from './testing/node-effects.ts';

const harness = useReferenceServer();

/**
 * Demo user 1 has 12 seeded notes, four of each type, users 2-60 three (one of each); ALLOW_MEDICAL_NOTES is "1,2"
 * (groups 1 and 2). Each test opens another user: the engine's database outlives a test.
 */
async function openAlarm(groupId: number, userId = 1) {
  const env = nodeEffects(harness.server.base);
  const engine = createEngine(env.effects);
  harness.track(engine);
  const port = connectTestTab(engine);
  await port.attach(`arc-tab-notes-${groupId}`, () => undefined);
  await port.send('login', { username: 'anna', password: DEMO_PASSWORD, telephony: 'none' });
  await waitFor(() => engine.status().socket === 'open');
  const ingested = await harness.server.request('POST', '/api/ingest/alarms', { headers: { 'X-Api-Key': DEMO_INGEST_KEY }, json: { UserId: userId, AlarmText: 'Notes', RespondentGroupId: groupId } });
  const alarmId = ingested.body.AlarmId as number;
  const db = openUserDatabase('anna');
  await waitFor(() => db.alarms.get(alarmId));
  expect(await port.send('accept', { params: { alarm_id: alarmId }, body: { alarm_id: alarmId, force: false } })).toMatchObject({ ok: true });
  await port.send('watch', { kind: 'alarm', id: alarmId });
  return { env, port, db, alarmId };
}

describe('notes against the reference server', () => {
  it('NOTE-02 NOTE-05 NOTE-07 an open alarm fetches page 1 of each section it shows; Show more fetches page 2 of that type', async () => {
    const { port, db, alarmId } = await openAlarm(1);
    await waitFor(async () => (await db.notes.get([1, 2]))?.status === 'loaded');
    for (const type of [0, 1, 2]) {
      const row = await db.notes.get([1, type]);
      expect(row?.items.length).toBe(4);
      expect(row?.items.every((note) => note.NoteType === type)).toBe(true);
      expect(row?.complete).toBe(true);
    }
    expect(await port.send('loadNotes', { userId: 1, noteType: 0, alarmId, page: 2 })).toEqual({ ok: true, value: undefined });
    expect((await db.notes.get([1, 0]))?.items).toHaveLength(4);
  });

  it('NOTE-02 an alarm of a group ALLOW_MEDICAL_NOTES does not list fetches no medical notes', async () => {
    const { db } = await openAlarm(3, 2);
    await waitFor(async () => (await db.notes.get([2, 2]))?.status === 'loaded');
    expect(await db.notes.get([2, 1])).toBeUndefined();
  });

  it('NOTE-12 a note typed offline is kept in the outbox and, once sent, is on top of page 1', async () => {
    const { env, port, db, alarmId } = await openAlarm(2, 4);
    await waitFor(async () => (await db.notes.get([4, 0]))?.status === 'loaded');
    env.network.set(false);
    const write = { params: { user_id: 4 }, body: { NoteType: 0 as const, AlarmId: alarmId, Note: 'Written offline' } };
    expect(await port.send('addUserNote', write)).toEqual({ ok: true, queued: true });
    expect(await db.outbox.count()).toBe(1);
    env.network.set(true);
    await waitFor(async () => (await db.outbox.count()) === 0);
    await waitFor(async () => (await db.notes.get([4, 0]))?.items[0]?.Note === 'Written offline');
    const online = await port.send('addUserNote', { ...write, body: { ...write.body, Note: 'Written online' } });
    expect(online).toMatchObject({ ok: true, value: { Note: 'Written online', AdminName: 'Anna Andersson' } });
    // Its answer is applied right after: page 1 again, the new note on top.
    await waitFor(async () => (await db.notes.get([4, 0]))?.items[0]?.Note === 'Written online');
  });

  it('aesthetics 6.1: a note added online, and one delivered late after the operator left the alarm, leave the alarm row intact', async () => {
    const { env, port, db, alarmId } = await openAlarm(2, 6);
    await waitFor(async () => (await db.notes.get([6, 0]))?.status === 'loaded');
    const row = await db.alarms.get(alarmId);
    const intact = { AlarmId: alarmId, AlarmText: 'Notes', RespondentId: row?.RespondentId, State: row?.State, UserId: 6 };
    expect(row).toMatchObject(intact);
    await port.send('unwatch', { kind: 'alarm', id: alarmId });

    const write = { params: { user_id: 6 }, body: { NoteType: 0 as const, AlarmId: alarmId, Note: 'Added online' } };
    expect(await port.send('addUserNote', write)).toMatchObject({ ok: true });
    await waitFor(async () => (await db.notes.get([6, 0]))?.items[0]?.Note === 'Added online');
    expect(await db.alarms.get(alarmId)).toMatchObject(intact);
    expect(await db.alarms.get(alarmId)).not.toHaveProperty('Note');

    env.network.set(false);
    expect(await port.send('addUserNote', { ...write, body: { ...write.body, Note: 'Delivered late' } })).toEqual({ ok: true, queued: true });
    env.network.set(true);
    await waitFor(async () => (await db.notes.get([6, 0]))?.items[0]?.Note === 'Delivered late');
    expect(await db.alarms.get(alarmId)).toMatchObject(intact);
    expect(await db.alarms.get(alarmId)).not.toHaveProperty('Note');
  });
});
