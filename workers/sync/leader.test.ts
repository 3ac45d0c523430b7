import { describe, expect, it } from 'vitest';
import { type EngineStatus, initialEngineStatus } from '../../src/sync-client/engine-api.ts';
import type { EnginePort, TabMessage } from '../../src/sync-client/engine-port.ts';
import type { EngineEffects } from './effects.ts';
import type { Engine } from './engine.ts';
import { createElectedPort } from './leader.ts';
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
    const connectTab = (): EnginePort => {
      const ok = async () => ({ ok: true as const, value: undefined });
      return new Proxy({} as EnginePort, {
        get: (_t, command: string) => {
          if (command === 'attach') return async () => ({ protocol: 1, schema: 1, status });
          return async (...args: unknown[]) => {
            log.push(`${name}:${command}:${JSON.stringify(args)}`);
            return ok();
          };
        },
      });
    };
    return { connectTab, ready: Promise.resolve(), status: () => status, dispose: async () => undefined };
  };
}

function tabWorker(hub: FakeChannelHub, locks: FakeLocks, createEngine: (e: EngineEffects) => Engine, n: number) {
  let ids = 0;
  const effects: EngineEffects = {
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
  return createElectedPort({ effects, name: 'arc-sync-test-p1', createEngine });
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

    const attached = await second.port.attach('arc-tab-2', (_message: TabMessage) => undefined);
    expect(attached).toMatchObject({ status: { loggedIn: true } });
    expect(await second.port.setReason(7, 'Fell')).toEqual({ ok: true, value: undefined });
    expect(log).toEqual(['engine-1:setReason:[7,"Fell"]']);
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
    await second.port.attach('arc-tab-2', () => undefined);
    await second.port.openAlarm(42);
    await third.port.attach('arc-tab-3', () => undefined);

    // The first tab closes: its worker's channel goes and its leader lock is released.
    await first.dispose();
    await settle();
    expect(second.isLeader()).toBe(true);
    expect(third.isLeader()).toBe(false);

    // The new leader re-opened its tab's alarm on its own engine, and the other follower now reaches it.
    expect(log).toContain('engine-2:openAlarm:[42]');
    await third.port.setAction(7, 'Ambulance');
    expect(log.at(-1)).toBe('engine-2:setAction:[7,"Ambulance"]');
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
    await second.port.attach('arc-tab-2', () => undefined);
    await second.port.reportStoragePersisted(true);
    await second.port.reportNetwork(false);
    expect(log).toEqual(['engine-1:reportStoragePersisted:[true]', 'engine-1:reportNetwork:[false]']);

    // The leading tab closes while the browser is offline: the new leader must not believe it is online.
    await first.dispose();
    await settle();
    expect(second.isLeader()).toBe(true);
    expect(log).toContain('engine-2:reportNetwork:[false]');
    expect(log).toContain('engine-2:reportStoragePersisted:[true]');
  });
});
