import { describe, expect, it } from 'vitest';
import { type EngineStatus, initialEngineStatus } from '../../src/sync-client/engine-types.ts';
import { openSessionDirectory, openUserDatabase } from '../../src/db/database.ts';
import type { EngineEffects } from './effects.ts';
import type { Engine, EngineTab } from './engine.ts';
import { createElectedTab } from './leader.ts';
import { FakeChannelHub } from './testing/fake-channel.ts';
import { FakeClock, settle } from './testing/fake-clock.ts';
import { FakeLocks } from './testing/fake-locks.ts';
import { FakeNetwork } from './testing/fake-network.ts';

/** An engine stand-in that records which tab worker's engine served each command. */
function fakeEngineFactory(log: string[]) {
  let engines = 0;
  return (_effects: EngineEffects): Engine => {
    engines += 1;
    const name = `engine-${engines}`;
    const status: EngineStatus = { ...initialEngineStatus, loggedIn: true };
    const connectTab = (): EngineTab => ({
      async dispatch(command, args) {
        if (command === 'attach') return { ok: true, value: { protocol: 1, schema: 1, status } };
        log.push(`${name}:${command}:${JSON.stringify(args)}`);
        return { ok: true, value: undefined };
      },
    });
    return { connectTab, ready: Promise.resolve(), status: () => status, dispose: async () => undefined };
  };
}

function tabWorker(hub: FakeChannelHub, locks: FakeLocks, createEngine: (e: EngineEffects) => Engine, n: number) {
  let ids = 0;
  const effects: EngineEffects = {
    databases: { open: openUserDatabase, directory: openSessionDirectory, kind: () => 'indexeddb' },
    build: 'arc-sync-test-p1',
    baseUrl: 'http://arc.test',
    fetch: (() => Promise.reject(new Error('no network in this test'))) as typeof fetch,
    openSocket: () => {
      throw new Error('no socket in this test');
    },
    clock: new FakeClock(),
    locks,
    openChannel: (name) => hub.open(name),
    network: new FakeNetwork(true),
    requestPersistentStorage: async () => null,
    randomId: () => `worker-${n}-${++ids}`,
  };
  const closed = new AbortController();
  const tab = createElectedTab({ effects, name: 'arc-sync-test-p1', createEngine, post: () => undefined, signal: closed.signal });
  return { ...tab, isLeader: tab.isLeader, dispose: () => closed.abort() };
}

describe('leader election without SharedWorker', () => {
  it('one tab worker leads; another tab reaches the leader over BroadcastChannel', async () => {
    const hub = new FakeChannelHub();
    const locks = new FakeLocks();
    const log: string[] = [];
    const factory = fakeEngineFactory(log);
    const first = tabWorker(hub, locks, factory, 1);
    await settle();
    const second = tabWorker(hub, locks, factory, 2);
    await settle();
    expect(first.isLeader()).toBe(true);
    expect(second.isLeader()).toBe(false);

    const attached = await second.dispatch('attach', { tabLock: 'arc-tab-2' });
    expect(attached).toMatchObject({ ok: true, value: { status: { loggedIn: true } } });
    expect(await second.dispatch('reason', { params: { alarm_id: 7 }, body: { message: 'Fell' } })).toEqual({ ok: true, value: undefined });
    expect(log).toEqual(['engine-1:reason:{"params":{"alarm_id":7},"body":{"message":"Fell"}}']);
  });

  it('when the leading tab closes, the next tab takes over at once and keeps serving its tab', async () => {
    const hub = new FakeChannelHub();
    const locks = new FakeLocks();
    const log: string[] = [];
    const factory = fakeEngineFactory(log);
    const first = tabWorker(hub, locks, factory, 1);
    await settle();
    const second = tabWorker(hub, locks, factory, 2);
    const third = tabWorker(hub, locks, factory, 3);
    await settle();
    await second.dispatch('attach', { tabLock: 'arc-tab-2' });
    await second.dispatch('watch', { kind: 'alarm', id: 42 });
    await third.dispatch('attach', { tabLock: 'arc-tab-3' });

    // The first tab closes: its worker's channel goes and its leader lock is released.
    first.dispose();
    await settle();
    expect(second.isLeader()).toBe(true);
    expect(third.isLeader()).toBe(false);

    // The new leader re-watched its tab's alarm on its own engine, and the other follower now reaches it.
    expect(log).toContain('engine-2:watch:{"kind":"alarm","id":42}');
    await third.dispatch('action', { params: { alarm_id: 7 }, body: { message: 'Ambulance' } });
    expect(log.at(-1)).toBe('engine-2:action:{"params":{"alarm_id":7},"body":{"message":"Ambulance"}}');
  });

  it("a new leader learns its tab's network state and storage answer, not only its lock and open alarm", async () => {
    const hub = new FakeChannelHub();
    const locks = new FakeLocks();
    const log: string[] = [];
    const factory = fakeEngineFactory(log);
    const first = tabWorker(hub, locks, factory, 1);
    await settle();
    const second = tabWorker(hub, locks, factory, 2);
    await settle();
    await second.dispatch('attach', { tabLock: 'arc-tab-2' });
    await second.dispatch('reportStoragePersisted', { persisted: true });
    await second.dispatch('reportNetwork', { online: false });
    expect(log).toEqual(['engine-1:reportStoragePersisted:{"persisted":true}', 'engine-1:reportNetwork:{"online":false}']);

    // The leading tab closes while the browser is offline: the new leader must not believe it is online.
    first.dispose();
    await settle();
    expect(second.isLeader()).toBe(true);
    expect(log).toContain('engine-2:reportNetwork:{"online":false}');
    expect(log).toContain('engine-2:reportStoragePersisted:{"persisted":true}');
  });
});
