import { expect } from 'vitest';
import { Dexie } from 'dexie';
import { closeUserDatabase, openSessionDirectory, openUserDatabase, userDatabaseName } from '../../../src/db/database.ts';
import type { EngineEvent } from '../../../src/sync-client/engine-types.ts';
import type { TabMessage } from '../../../src/sync-client/messages.ts';
import type { EngineEffects } from '../effects.ts';
import { createEngine, type Engine } from '../engine.ts';
import { connectTestTab } from './test-tab.ts';
import { FakeChannelHub } from './fake-channel.ts';
import { FakeClock } from './fake-clock.ts';
import { FakeLocks } from './fake-locks.ts';
import { FakeNetwork } from './fake-network.ts';
import { FakeServer } from './fake-server.ts';
import { socketFactory } from './fake-socket.ts';

/** An engine on fakes (server, clock, socket, locks, network) logged in as anna, for the engine's behaviour tests. */

const engines: Engine[] = [];

/** Starts an engine that `disposeEngines` ends after the test. */
export function trackedEngine(effects: EngineEffects): Engine {
  const engine = createEngine(effects);
  engines.push(engine);
  return engine;
}

/** Ends a tracked engine now (a leading tab that goes away), so a successor can take the session over. */
export async function disposeEngine(engine: Engine): Promise<void> {
  engines.splice(engines.indexOf(engine), 1);
  await engine.dispose();
}

/** For `afterEach`: ends the engines and drops anna's data. */
export async function disposeEngines(): Promise<void> {
  for (const engine of engines.splice(0)) await engine.dispose();
  closeUserDatabase('anna');
  await Dexie.delete(userDatabaseName('anna'));
  await openSessionDirectory().current.clear();
}

/** Runs `promise` while moving the fake clock a frame at a time (batched writes wait for a frame). */
export async function drive<T>(clock: FakeClock, promise: Promise<T>): Promise<T> {
  let settled = false;
  const result = promise.finally(() => {
    settled = true;
  });
  for (let i = 0; i < 200 && !settled; i += 1) await clock.advance(16);
  return result;
}

export function fakeEffects(server: FakeServer, clock: FakeClock) {
  const sockets = socketFactory({ autoPong: true });
  const locks = new FakeLocks();
  const network = new FakeNetwork(true);
  const effects: EngineEffects = {
    databases: { open: openUserDatabase, directory: openSessionDirectory, kind: () => 'indexeddb' },
    build: 'arc-sync-test-p1',
    baseUrl: 'http://arc.test',
    fetch: server.fetch,
    openSocket: sockets.open,
    clock,
    locks,
    openChannel: (name) => new FakeChannelHub().open(name),
    network,
    requestPersistentStorage: async () => true,
    randomId: () => crypto.randomUUID(),
  };
  return { effects, sockets, locks, network };
}

/** Moves the fake clock a frame at a time until `check` holds (IndexedDB work takes a varying number of turns). */
export async function eventually(clock: FakeClock, check: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500; i += 1) {
    if (await check()) return;
    await clock.advance(16);
  }
  throw new Error('condition not reached');
}

/** Logged in with the password, or with a one-time link (`link`: a simple login); the socket open. */
export async function loggedIn(how: 'password' | 'link' = 'password', server = new FakeServer()) {
  const clock = new FakeClock();
  server.alarm(1);
  const { effects, sockets, locks, network } = fakeEffects(server, clock);
  const engine = trackedEngine(effects);
  const port = connectTestTab(engine);
  const events: EngineEvent[] = [];
  void locks.request('arc-tab-1', {}, () => new Promise<void>(() => {}));
  await drive(clock, port.attach('arc-tab-1', (message: TabMessage) => void (message.kind === 'event' && events.push(message.event))));
  const login = () =>
    how === 'link' ? drive(clock, port.send('urlLogin', { p: 'link-1' })) : drive(clock, port.send('login', { username: 'anna', password: 'pw', telephony: 'none' }));
  expect(await login()).toMatchObject({ ok: true });
  const socket = sockets.last();
  socket.serverOpen();
  await clock.advance(100);
  return { clock, server, sockets, socket, engine, port, events, network, db: openUserDatabase('anna') };
}
