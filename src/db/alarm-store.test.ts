import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeChannelHub } from '../../workers/sync/testing/fake-channel.ts';
import { alarmsChannelName } from './alarm-changes.ts';
import { createAlarmStore } from './alarm-store.ts';
import { createBackgroundGate } from './background-gate.ts';
import { ArcDatabase } from './database.ts';
import type { ListedAlarm } from './rows.ts';

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

/**
 * A store on a fresh database with alarms 1..3, the engine's side of the channel, and a way to await the next snapshot.
 * `framed`: the page has frames, which come when the test calls `nextFrame` (else no frames, as in a worker).
 */
async function setUp({ framed = false } = {}) {
  db = new ArcDatabase(`store-${Math.random()}`);
  await db.alarms.bulkPut([alarm(1), alarm(2), alarm(3)]);
  const hub = new FakeChannelHub();
  const engine = hub.open(alarmsChannelName(db.name));
  const page = { hidden: false, changed: () => {} };
  const gate = createBackgroundGate({
    isHidden: () => page.hidden,
    onVisibilityChange: (listener) => ((page.changed = listener), () => undefined),
  });
  const setHidden = (hidden: boolean) => {
    page.hidden = hidden;
    page.changed();
  };
  const frames: (() => void)[] = [];
  const nextFrame = () => frames.splice(0).forEach((callback) => callback());
  const framing = framed ? { requestFrame: (callback: () => void) => void frames.push(callback), hidden: () => page.hidden } : undefined;
  const store = createAlarmStore(db, (name) => hub.open(name), gate, framing);
  let changed = () => {};
  const unsubscribe = store.subscribe(() => changed());
  const nextSnapshot = () =>
    new Promise<ListedAlarm[] | undefined>((resolve) => {
      changed = () => resolve(store.getSnapshot());
    });
  await vi.waitFor(() => expect(store.getSnapshot()).toBeDefined());
  return { store, engine, nextSnapshot, unsubscribe, gate, setHidden, nextFrame };
}

describe('alarm store', () => {
  it('reads every alarm once on the first subscribe', async () => {
    const { store } = await setUp();
    expect(store.getSnapshot()?.map((row) => row.AlarmId)).toEqual([1, 2, 3]);
  });

  it('re-reads only the alarm named in a change message', async () => {
    const { store, engine, nextSnapshot } = await setUp();
    const before = store.getSnapshot();
    const bulkGet = vi.spyOn(db.alarms, 'bulkGet');
    const toArray = vi.spyOn(db.alarms, 'toArray');
    await db.alarms.put(alarm(2, { AlarmText: 'changed' }));
    const next = nextSnapshot();
    engine.postMessage({ kind: 'alarms-changed', db: db.name, ids: [2] });
    const after = await next;
    expect(bulkGet).toHaveBeenCalledTimes(1);
    expect(bulkGet).toHaveBeenCalledWith([2]);
    expect(toArray).not.toHaveBeenCalled();
    expect(after?.find((row) => row.AlarmId === 2)?.AlarmText).toBe('changed');
    expect(after?.[0]).toBe(before?.[0]);
    expect(after).not.toBe(before);
  });

  it('adds a new alarm in AlarmId order and removes a deleted one', async () => {
    const { engine, nextSnapshot } = await setUp();
    await db.alarms.put(alarm(0));
    await db.alarms.delete(3);
    const next = nextSnapshot();
    engine.postMessage({ kind: 'alarms-changed', db: db.name, ids: [0, 3] });
    expect((await next)?.map((row) => row.AlarmId)).toEqual([0, 1, 2]);
  });

  it('performance §3.2: draws a row carried in the message at once, without reading IndexedDB', async () => {
    const { engine, nextSnapshot } = await setUp();
    const bulkGet = vi.spyOn(db.alarms, 'bulkGet');
    const next = nextSnapshot();
    engine.postMessage({ kind: 'alarms-changed', db: db.name, ids: [4], rows: [alarm(4, { AlarmText: 'carried' })] });
    const after = await next;
    expect(after?.map((row) => row.AlarmId)).toEqual([1, 2, 3, 4]);
    expect(after?.at(-1)?.AlarmText).toBe('carried');
    expect(bulkGet).not.toHaveBeenCalled();
  });

  it('performance §3.2: a carried row is not rolled back by an older version read from IndexedDB', async () => {
    const { store, engine, nextSnapshot } = await setUp();
    const next = nextSnapshot();
    engine.postMessage({ kind: 'alarms-changed', db: db.name, ids: [2], rows: [alarm(2, { AlarmText: 'newer', LastUpdated: '2026-01-01T08:00:02Z' })] });
    await next;
    // The commit of an earlier change is announced after the newer row was drawn.
    await db.alarms.put(alarm(2, { AlarmText: 'older', LastUpdated: '2026-01-01T08:00:01Z' }));
    const bulkGet = vi.spyOn(db.alarms, 'bulkGet');
    engine.postMessage({ kind: 'alarms-changed', db: db.name, ids: [2] });
    await vi.waitFor(() => expect(bulkGet).toHaveBeenCalledWith([2]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getSnapshot()?.find((row) => row.AlarmId === 2)?.AlarmText).toBe('newer');
  });

  it('performance §3.2: the committed copy of a row already drawn draws nothing again', async () => {
    const { store, engine, nextSnapshot } = await setUp();
    const row = alarm(4, { LastUpdated: '2026-01-01T08:00:01Z' });
    const next = nextSnapshot();
    engine.postMessage({ kind: 'alarms-changed', db: db.name, ids: [4], rows: [row] });
    const drawnFromMessage = await next;
    await db.alarms.put(row);
    const drawn = vi.fn();
    store.subscribe(drawn);
    const bulkGet = vi.spyOn(db.alarms, 'bulkGet');
    engine.postMessage({ kind: 'alarms-changed', db: db.name, ids: [4] });
    await vi.waitFor(() => expect(bulkGet).toHaveBeenCalledWith([4]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drawn).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(drawnFromMessage);
  });

  it('performance §3.2: with the carrying message lost, the commit still ends with the stored row', async () => {
    const { engine, nextSnapshot } = await setUp();
    await db.alarms.put(alarm(5, { AlarmText: 'stored', LastUpdated: '2026-01-01T08:00:01Z' }));
    const next = nextSnapshot();
    engine.postMessage({ kind: 'alarms-changed', db: db.name, ids: [5] });
    expect((await next)?.find((row) => row.AlarmId === 5)?.AlarmText).toBe('stored');
  });

  it('ignores a malformed message beyond reading the table again', async () => {
    const { store, engine, nextSnapshot } = await setUp();
    const bulkGet = vi.spyOn(db.alarms, 'bulkGet');
    const next = nextSnapshot();
    engine.postMessage({ kind: 'alarms-changed', db: db.name, ids: ['2'] });
    expect((await next)?.map((row) => row.AlarmId)).toEqual([1, 2, 3]);
    expect(bulkGet).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toHaveLength(3);
  });

  it('a hidden tab keeps its rows current but draws nothing until it shows, then the current list at once', async () => {
    const { store, engine, setHidden } = await setUp();
    const before = store.getSnapshot();
    const drawn = vi.fn();
    store.subscribe(drawn);
    setHidden(true);
    const bulkGet = vi.spyOn(db.alarms, 'bulkGet');
    await db.alarms.put(alarm(4, { AlarmText: 'arrived while hidden' }));
    engine.postMessage({ kind: 'alarms-changed', db: db.name, ids: [4] });
    await vi.waitFor(() => expect(bulkGet).toHaveBeenCalledWith([4]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drawn).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(before);

    setHidden(false);
    expect(drawn).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()?.map((row) => row.AlarmId)).toEqual([1, 2, 3, 4]);
  });

  it('push-to-screen with 10 tabs: a hidden tab leaves the rows a push carries to the commit that follows', async () => {
    const { store, engine, setHidden, nextSnapshot } = await setUp();
    setHidden(true);
    engine.postMessage({ kind: 'alarms-changed', db: db.name, ids: [4], rows: [alarm(4, { AlarmText: 'carried' })] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    setHidden(false);
    expect(store.getSnapshot()?.map((row) => row.AlarmId)).toEqual([1, 2, 3]);

    await db.alarms.put(alarm(4, { AlarmText: 'committed' }));
    const next = nextSnapshot();
    engine.postMessage({ kind: 'alarms-changed', db: db.name, ids: [4] });
    expect((await next)?.find((row) => row.AlarmId === 4)?.AlarmText).toBe('committed');
  });

  it('the sound owner\'s tab draws every change even when hidden', async () => {
    const { store, engine, gate, setHidden, nextSnapshot } = await setUp();
    gate.keepAwake('alarm-sound', true);
    setHidden(true);
    await db.alarms.put(alarm(4));
    const next = nextSnapshot();
    engine.postMessage({ kind: 'alarms-changed', db: db.name, ids: [4] });
    expect((await next)?.map((row) => row.AlarmId)).toEqual([1, 2, 3, 4]);
    expect(store.getSnapshot()).toHaveLength(4);
  });

  it('flood mode: pushes in one frame after the first are drawn together at the next frame; the hidden sound owner draws each at once', async () => {
    const { store, engine, gate, setHidden, nextFrame } = await setUp({ framed: true });
    const drawn = vi.fn();
    store.subscribe(drawn);
    const carry = (id: number) => engine.postMessage({ kind: 'alarms-changed', db: db.name, ids: [id], rows: [alarm(id)] });
    const ids = () => store.getSnapshot()?.map((row) => row.AlarmId);
    carry(4);
    await vi.waitFor(() => expect(ids()).toEqual([1, 2, 3, 4]), { timeout: 5_000 });
    carry(5);
    carry(6);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ids()).toEqual([1, 2, 3, 4]);
    nextFrame();
    expect(ids()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(drawn).toHaveBeenCalledTimes(2);

    // Hidden, the sound owner gets no frames: a change waiting for one is drawn as the tab hides, the next at once.
    carry(7);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ids()).toHaveLength(6);
    gate.keepAwake('alarm-sound', true);
    setHidden(true);
    expect(ids()).toHaveLength(7);
    carry(8);
    await vi.waitFor(() => expect(ids()).toHaveLength(8));
    expect(drawn).toHaveBeenCalledTimes(4);
  });

  it('forgets its copy when the last subscriber leaves and reads afresh on the next', async () => {
    const { store, unsubscribe } = await setUp();
    unsubscribe();
    expect(store.getSnapshot()).toBeUndefined();
    await db.alarms.clear();
    const again = store.subscribe(() => undefined);
    await vi.waitFor(() => expect(store.getSnapshot()).toEqual([]));
    again();
  });

  it('primed at the start, it has the list read before the first subscriber comes, and keeps it for them', async () => {
    db = new ArcDatabase(`store-${Math.random()}`);
    await db.alarms.bulkPut([alarm(1), alarm(2)]);
    const hub = new FakeChannelHub();
    const store = createAlarmStore(db, (name) => hub.open(name), createBackgroundGate({ isHidden: () => false, onVisibilityChange: () => () => undefined }));
    store.prime(10_000);
    await vi.waitFor(() => expect(store.getSnapshot()?.map((row) => row.AlarmId)).toEqual([1, 2]));
    const toArray = vi.spyOn(db.alarms, 'toArray');
    const unsubscribe = store.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getSnapshot()?.map((row) => row.AlarmId)).toEqual([1, 2]);
    expect(toArray).not.toHaveBeenCalled();
    unsubscribe();
    expect(store.getSnapshot()).toBeUndefined();
  });

  it('a prime nobody claims lets the copy go after its hold', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      db = new ArcDatabase(`store-${Math.random()}`);
      await db.alarms.bulkPut([alarm(1)]);
      const hub = new FakeChannelHub();
      const store = createAlarmStore(db, (name) => hub.open(name), createBackgroundGate({ isHidden: () => false, onVisibilityChange: () => () => undefined }));
      store.prime(5_000);
      await vi.waitFor(() => expect(store.getSnapshot()).toHaveLength(1));
      vi.advanceTimersByTime(5_000);
      expect(store.getSnapshot()).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
