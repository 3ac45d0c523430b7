import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArcDatabase } from '../../src/db/database.ts';
import { alarmsChannelName } from '../../src/db/alarm-changes.ts';
import type { ListedAlarm } from '../../src/db/rows.ts';
import { createAlarmWriter } from './alarm-writer.ts';
import { FakeChannelHub } from './testing/fake-channel.ts';
import { FakeClock } from './testing/fake-clock.ts';

const alarm = (AlarmId: number, extra: Partial<ListedAlarm> = {}): ListedAlarm => ({
  AlarmId,
  GlobalAlarmId: `g-${AlarmId}`,
  Active: true,
  ServerAlarmTime: '2026-01-01T08:00:00Z',
  ...extra,
});

let db: ArcDatabase;
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

/** A writer on a fresh database with its change channel, and what a tab hears on it. */
function writerWithTab() {
  db = new ArcDatabase(`writer-${Math.random()}`);
  const clock = new FakeClock();
  const hub = new FakeChannelHub();
  const tab = hub.open(alarmsChannelName(db.name));
  const received: { ids: number[]; rows?: unknown }[] = [];
  tab.onmessage = ({ data }) => received.push(data as { ids: number[] });
  return { clock, received, writer: createAlarmWriter(db, clock, undefined, hub.open(alarmsChannelName(db.name))) };
}

describe('batched alarm writes', () => {
  it('a disposed writer lets whoever waits for a flush go on (the session ended; nothing more is written)', async () => {
    db = new ArcDatabase(`writer-${Math.random()}`);
    const writer = createAlarmWriter(db, new FakeClock());
    writer.put([alarm(1)]);
    const flushed = writer.flushed();
    writer.dispose();
    await flushed;
    expect(await db.alarms.count()).toBe(0);
  });

  it('tells what an alarm will be before its batch is written', async () => {
    db = new ArcDatabase(`writer-${Math.random()}`);
    const clock = new FakeClock();
    const writer = createAlarmWriter(db, clock);
    writer.put([alarm(3, { AlarmText: 'answered' })]);
    expect((await writer.current(3))?.AlarmText).toBe('answered');
    expect(await db.alarms.get(3)).toBeUndefined();
    writer.remove([3]);
    expect(await writer.current(3)).toBeUndefined();
  });

  it('writes a burst of pushes as one transaction with one bulkPut', async () => {
    db = new ArcDatabase(`writer-${Math.random()}`);
    const clock = new FakeClock();
    const writer = createAlarmWriter(db, clock);
    const bulkPut = vi.spyOn(db.alarms, 'bulkPut');
    for (let id = 1; id <= 50; id += 1) writer.put([alarm(id)]);
    writer.put([alarm(7, { AlarmText: 'last word wins' })]);
    writer.remove([50]);
    expect(await db.alarms.count()).toBe(0);
    await clock.advance(16);
    await writer.flushed();
    expect(bulkPut).toHaveBeenCalledTimes(1);
    expect(await db.alarms.count()).toBe(49);
    expect((await db.alarms.get(7))?.AlarmText).toBe('last word wins');
  });

  it('writes a lone push on the next task, and what arrives during its transaction as one batch after it', async () => {
    db = new ArcDatabase(`writer-${Math.random()}`);
    const clock = new FakeClock();
    const writer = createAlarmWriter(db, clock);
    const original = db.alarms.bulkPut.bind(db.alarms);
    const bulkPut = vi.spyOn(db.alarms, 'bulkPut');
    // More pushes arrive while the first transaction is in flight.
    bulkPut.mockImplementationOnce((...args) => {
      for (let id = 2; id <= 20; id += 1) writer.put([alarm(id)]);
      return original(...args);
    });
    writer.put([alarm(1)]);
    const flushed = writer.flushed();
    await clock.advance(0);
    await flushed;
    await writer.flushed();
    expect(bulkPut.mock.calls.map(([rows]) => rows.length)).toEqual([1, 19]);
    expect(await db.alarms.count()).toBe(20);
  });

  it('tells the tabs which alarms a committed batch put or deleted', async () => {
    const { clock, writer, received } = writerWithTab();
    writer.put([alarm(1), alarm(2)]);
    writer.remove([3]);
    await clock.advance(16);
    await writer.flushed();
    await vi.waitFor(() => expect(received.at(-1)).toEqual({ kind: 'alarms-changed', db: db.name, ids: [1, 2, 3] }));
  });

  it('performance §3.2: posts the rows of a push to the tabs before they are written, the ids again once committed', async () => {
    const { clock, writer, received } = writerWithTab();
    writer.put([alarm(4, { AlarmText: 'carried' })]);
    await vi.waitFor(() => expect(received).toEqual([{ kind: 'alarms-changed', db: db.name, ids: [4], rows: [alarm(4, { AlarmText: 'carried' })] }]));
    expect(await db.alarms.get(4)).toBeUndefined();
    await clock.advance(0);
    await writer.flushed();
    await vi.waitFor(() => expect(received.at(-1)).toEqual({ kind: 'alarms-changed', db: db.name, ids: [4] }));
  });

  it('performance §3.2: a large put (a catch-up) goes to the tabs only as ids after the commit', async () => {
    const { clock, writer, received } = writerWithTab();
    writer.put(Array.from({ length: 200 }, (_, index) => alarm(index + 1)));
    await clock.advance(0);
    await writer.flushed();
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]?.rows).toBeUndefined();
    expect(received[0]?.ids).toHaveLength(200);
  });
});
