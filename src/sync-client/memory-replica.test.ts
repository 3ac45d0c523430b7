import { type Dexie, liveQuery } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryChanges } from '../../workers/sync/memory-changes.ts';
import type { DatabaseChangeMessage } from './engine-types.ts';
import { ArcDatabase, SessionDirectory } from '../db/database.ts';
import type { ListedAlarm } from '../db/rows.ts';
import { replicateEngineMemory } from './memory-replica.ts';

/** One context's databases on a memory IndexedDB of its own: the engine's worker, or a tab. */
function context() {
  const backend = { indexedDB: new IDBFactory(), IDBKeyRange };
  const directory = new SessionDirectory(backend);
  const anna = new ArcDatabase('anna', backend);
  const byName = new Map<string, Dexie>([
    [directory.name, directory],
    [anna.name, anna],
  ]);
  return { directory, anna, database: (name: string) => byName.get(name)! };
}

const alarm = (AlarmId: number, Description = 'fire'): ListedAlarm => ({ AlarmId, Description }) as unknown as ListedAlarm;

/** The engine's memory databases with the change middleware, and a tab's replica following them. */
async function replicated(options: { drop?: (message: DatabaseChangeMessage) => boolean } = {}) {
  const engine = context();
  const changes = createMemoryChanges('engine-1');
  changes.watch(engine.directory);
  changes.watch(engine.anna);
  const tab = context();
  const snapshots = vi.fn(() => changes.snapshot());
  let statusOf: (memoryEngine: string) => void = () => undefined;
  await replicateEngineMemory(
    {
      snapshot: snapshots,
      changes: { subscribe: (listener) => changes.listen((message) => void (options.drop?.(message) || listener(message))) },
      engines: {
        subscribe: (listener) => {
          statusOf = listener;
          return () => undefined;
        },
      },
    },
    tab.database,
  );
  return { engine, tab, snapshots, statusOf: (memoryEngine: string) => statusOf(memoryEngine) };
}

describe('memory replica', () => {
  it('aesthetics (memory fallback): a write to the engine memory databases appears in the tab replica', async () => {
    const { engine, tab } = await replicated();
    await engine.directory.current.put({ key: 'current', username: 'anna' });
    await engine.anna.transaction('rw', engine.anna.alarms, engine.anna.me, engine.anna.syncErrors, async () => {
      await engine.anna.alarms.bulkPut([alarm(1), alarm(2), alarm(3)]);
      await engine.anna.me.put({ Username: 'anna' } as never, 'me');
      await engine.anna.syncErrors.add({ at: 5, message: 'refused' } as never);
    });
    await engine.anna.alarms.delete(2);
    await engine.anna.alarms.update(3, { Description: 'smoke' });

    await vi.waitFor(async () => expect(await tab.anna.alarms.toArray()).toEqual([alarm(1), alarm(3, 'smoke')]));
    expect((await tab.directory.current.get('current'))?.username).toBe('anna');
    expect(await tab.anna.me.get('me')).toEqual({ Username: 'anna' });
    expect(await tab.anna.syncErrors.toArray()).toEqual(await engine.anna.syncErrors.toArray());

    await engine.anna.alarms.clear();
    await vi.waitFor(async () => expect(await tab.anna.alarms.count()).toBe(0));
  });

  it('aesthetics (memory fallback): a list the engine clears and refills in one transaction is never read empty in the tab', async () => {
    const { engine, tab } = await replicated();
    await engine.anna.alarms.bulkPut([alarm(1), alarm(2)]);
    await vi.waitFor(async () => expect(await tab.anna.alarms.count()).toBe(2));
    const seen: number[] = [];
    const watching = liveQuery(() => tab.anna.alarms.count()).subscribe((count) => seen.push(count));

    // As the engine reloads a list (its groups, its calls): a clear, then the server's rows.
    await engine.anna.transaction('rw', engine.anna.alarms, async () => {
      await engine.anna.alarms.clear();
      await engine.anna.alarms.bulkPut([alarm(1), alarm(2), alarm(3)]);
    });
    await vi.waitFor(() => expect(seen.at(-1)).toBe(3));
    watching.unsubscribe();
    expect(seen).not.toContain(0);
  });

  it('aesthetics (memory fallback): starts from what the engine held before the tab came, and skips an aborted write', async () => {
    const engine = context();
    const changes = createMemoryChanges('engine-1');
    changes.watch(engine.anna);
    await engine.anna.alarms.put(alarm(7));
    const tab = context();
    const source = { snapshot: () => changes.snapshot(), changes: { subscribe: changes.listen }, engines: { subscribe: () => () => undefined } };
    await replicateEngineMemory(source, tab.database);
    expect(await tab.anna.alarms.toArray()).toEqual([alarm(7)]);

    await engine.anna
      .transaction('rw', engine.anna.alarms, async () => {
        await engine.anna.alarms.put(alarm(8));
        throw new Error('abort');
      })
      .catch(() => undefined);
    await engine.anna.alarms.put(alarm(9));
    await vi.waitFor(async () => expect(await tab.anna.alarms.toArray()).toEqual([alarm(7), alarm(9)]));
  });

  it('aesthetics (memory fallback): a missed change makes the tab take a new snapshot', async () => {
    const { engine, tab, snapshots } = await replicated({ drop: (message) => message.seq === 2 });
    await engine.anna.alarms.put(alarm(1));
    await engine.anna.alarms.put(alarm(2));
    expect(snapshots).toHaveBeenCalledTimes(1);
    await engine.anna.alarms.put(alarm(3));

    await vi.waitFor(async () => expect(await tab.anna.alarms.toArray()).toEqual([alarm(1), alarm(2), alarm(3)]));
    expect(snapshots).toHaveBeenCalledTimes(2);
  });

  it('aesthetics (memory fallback): the status of another engine (its worker restarted) makes the tab take a new snapshot', async () => {
    const { engine, tab, snapshots, statusOf } = await replicated();
    statusOf('engine-1');
    expect(snapshots).toHaveBeenCalledTimes(1);
    await engine.anna.alarms.put(alarm(4));
    statusOf('engine-2');
    await vi.waitFor(() => expect(snapshots).toHaveBeenCalledTimes(2));
    await vi.waitFor(async () => expect(await tab.anna.alarms.toArray()).toEqual([alarm(4)]));
  });
});
