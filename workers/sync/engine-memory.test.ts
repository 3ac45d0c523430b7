import { afterEach, describe, expect, it } from 'vitest';
import type { TabMessage } from '../../src/sync-client/messages.ts';
import { createDatabaseOpener } from './database-opener.ts';
import { disposeEngines, drive, eventually, fakeEffects, trackedEngine } from './testing/engine-harness.ts';
import { FakeClock } from './testing/fake-clock.ts';
import { FakeServer } from './testing/fake-server.ts';
import { connectTestTab } from './testing/test-tab.ts';

afterEach(disposeEngines);

describe('engine in memory (IndexedDB refused)', () => {
  it('aesthetics (memory fallback): tells every tab what it writes, names its memory in the status and answers a snapshot of it', async () => {
    const clock = new FakeClock();
    const server = new FakeServer();
    server.alarm(1, { AlarmText: 'Kept in memory' });
    const { effects, locks } = fakeEffects(server, clock);
    const engine = trackedEngine({ ...effects, databases: await createDatabaseOpener(() => Promise.reject(new Error('refused'))) });
    const tab = connectTestTab(engine);
    const heard: TabMessage[] = [];
    void locks.request('arc-tab-1', {}, () => new Promise<void>(() => {}));
    const attached = await drive(clock, tab.attach('arc-tab-1', (message) => void heard.push(message)));
    await drive(clock, tab.send('login', { username: 'anna', password: 'pw', telephony: 'none' }));

    const alarmRows = () =>
      heard.filter((message) => message.kind === 'db-change' && message.db === 'arc-anna' && message.changes.some((change) => change.table === 'alarms'));
    await eventually(clock, () => alarmRows().length > 0);
    // The status names whose memory it is, as the changes do: a tab's replica of another engine's reads afresh.
    expect(alarmRows()[0]).toMatchObject({
      engine: attached.status.memoryEngine,
      changes: expect.arrayContaining([{ table: 'alarms', change: expect.objectContaining({ type: 'put', values: [expect.objectContaining({ AlarmId: 1, AlarmText: 'Kept in memory' })] }) }]),
    });

    const snapshot = await drive(clock, tab.send('memorySnapshot'));
    if (!snapshot.ok) throw new Error('no snapshot');
    const alarms = snapshot.value.databases.find((db) => db.name === 'arc-anna')?.tables.find((table) => table.name === 'alarms');
    expect(alarms?.values).toEqual([expect.objectContaining({ AlarmId: 1 })]);
  });
});
