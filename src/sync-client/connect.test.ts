import { afterEach, describe, expect, it } from 'vitest';
import { servePort } from '../../workers/sync/serve-port.ts';
import { FakeClock } from '../../workers/sync/testing/fake-clock.ts';
import { FakeLocks } from '../../workers/sync/testing/fake-locks.ts';
import { FakeNetwork } from '../../workers/sync/testing/fake-network.ts';
import { PROTOCOL_VERSION } from '../contract/version.ts';
import { DB_SCHEMA_VERSION } from '../db/database.ts';
import { connectEngine, ENGINE_CALL_TIMEOUT_MS, PROBE_TIMEOUT_MS } from './connect.ts';
import { initialEngineStatus } from './engine-types.ts';
import type { CommandResult } from './failure.ts';
import { messageParser } from './message-parser.ts';
import type { TabEffects } from './tab-effects.ts';

type Answer = (args: unknown) => Promise<CommandResult<unknown>>;

/** A command stuck in a live engine: it never answers. */
const never: Answer = () => new Promise(() => {});

/** One engine worker the tab started: the calls it heard, in order, and its death (a killed worker's port goes silent). */
interface StartedEngine {
  heard: { name: string; args: unknown }[];
  die(): void;
}

const channels: MessageChannel[] = [];

afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

/**
 * A tab in a browser whose engines are served over real MessageChannels by the engine's own Comlink side
 * (servePort): engine number n answers `attach` with a logged-in status and every other command with "engine n",
 * unless `answers(n)` scripts it. Time moves only with `clock.advance`; the tab's lock is `arc-tab-one`.
 */
function tab(answers: (engineNumber: number) => Record<string, Answer> = () => ({}), locks = new FakeLocks()) {
  const clock = new FakeClock();
  const network = new FakeNetwork(true);
  const engines: StartedEngine[] = [];
  const effects: TabEffects = {
    startEngine() {
      const number = engines.length + 1;
      const scripted = answers(number);
      const channel = new MessageChannel();
      channels.push(channel);
      const engine: StartedEngine = { heard: [], die: () => channel.port1.close() };
      engines.push(engine);
      const answer = (name: string): Answer =>
        scripted[name] ??
        (name === 'attach'
          ? async () => ({ ok: true, value: { protocol: PROTOCOL_VERSION, schema: DB_SCHEMA_VERSION, status: { ...initialEngineStatus, loggedIn: true } } })
          : async () => ({ ok: true, value: `engine ${number}` }));
      const dispatch = (name: string, args: unknown) => {
        engine.heard.push({ name, args });
        return answer(name)(args);
      };
      servePort(() => ({ dispatch }), channel.port1);
      return { endpoint: channel.port2, close: () => channel.port2.close() };
    },
    locks,
    clock,
    network,
    onPageHide: () => undefined,
    requestPersistentStorage: async () => true,
    randomId: () => 'one',
    loadParser: messageParser,
  };
  return { clock, network, engines, client: connectEngine(effects) };
}

/** How far a call has come: `value` stays undefined while it waits. */
function track<T>(promise: Promise<T>): { value?: T } {
  const seen: { value?: T } = {};
  void promise.then((value) => {
    seen.value = value;
  });
  return seen;
}

const TIMED_OUT = { ok: false, code: 'TIMEOUT', messageKey: 'INTERNET_CONNECTION_ABORT' };
const names = (engine: StartedEngine | undefined) => engine?.heard.map((call) => call.name);

describe('connectEngine: the tab and its engine', () => {
  it('aesthetics §4, connect.ts timeout: a call that gets no answer in time resolves with the TIMEOUT failure, not a hang', async () => {
    const { clock, client } = tab(() => ({ markViewed: never }));
    const viewed = track(client.send('markViewed', { alarmId: 7 }));
    await clock.advance(ENGINE_CALL_TIMEOUT_MS - 1);
    expect(viewed.value).toBeUndefined();
    await clock.advance(1);
    expect(viewed.value).toEqual(TIMED_OUT);
  });

  it('aesthetics §4, connect.ts attach: the tab announces itself only once its Web Lock is held, so the engine never takes it for gone', async () => {
    const locks = new FakeLocks();
    let release = () => {};
    void locks.request('arc-tab-one', {}, () => new Promise<void>((resolve) => (release = resolve)));
    const { clock, engines } = tab(undefined, locks);
    await clock.advance(0);
    expect(names(engines[0])).not.toContain('attach');
    release();
    await clock.advance(0);
    expect(engines[0]!.heard).toContainEqual({ name: 'attach', args: { tabLock: 'arc-tab-one' } });
  });

  it('aesthetics §4, connect.ts probe: a slow command on a live engine is not a dead one; the probe answers and the tab keeps its engine', async () => {
    const { clock, engines, client } = tab(() => ({ markViewed: never }));
    await clock.advance(0);
    const reportsBefore = engines[0]!.heard.filter((call) => call.name === 'reportNetwork').length;
    void client.send('markViewed', { alarmId: 7 });
    await clock.advance(ENGINE_CALL_TIMEOUT_MS);
    // A call made while the probe waits is answered by the engine the probe found alive.
    const during = track(client.send('acknowledge', { params: { alarm_id: 7 } }));
    await clock.advance(PROBE_TIMEOUT_MS * 2);
    expect(engines).toHaveLength(1);
    expect(engines[0]!.heard.filter((call) => call.name === 'reportNetwork')).toHaveLength(reportsBefore + 1);
    expect(during.value).toEqual({ ok: true, value: 'engine 1' });
  });

  it('aesthetics §4, connect.ts probe and replay: a dead engine (its port closed) is found by the probe; the tab attaches to a new one with its lock, replays its reports and watches, and takes its status', async () => {
    // The new engine is of a newer build (a deploy happened meanwhile): its answer to the attach asks for a reload.
    const newerBuild: Answer = async () => ({ ok: true, value: { protocol: PROTOCOL_VERSION + 1, schema: DB_SCHEMA_VERSION, status: initialEngineStatus } });
    const { clock, network, engines, client } = tab((number): Record<string, Answer> => (number === 2 ? { attach: newerBuild } : {}));
    await clock.advance(0);
    expect(engines[0]!.heard).toContainEqual({ name: 'attach', args: { tabLock: 'arc-tab-one' } });
    await client.send('watch', { kind: 'alarm', id: 7 });
    await client.send('watch', { kind: 'group', id: 3 });
    await client.send('unwatch', { kind: 'group', id: 3 });
    engines[0]!.die();
    network.set(false);
    const lost = track(client.send('markViewed', { alarmId: 7 }));
    await clock.advance(ENGINE_CALL_TIMEOUT_MS);
    expect(lost.value).toEqual(TIMED_OUT);
    expect(engines).toHaveLength(1);
    expect(client.status.current()).toMatchObject({ loggedIn: true, reloadRequired: false });
    await clock.advance(PROBE_TIMEOUT_MS);
    expect(engines).toHaveLength(2);
    expect(engines[1]!.heard).toEqual([
      { name: 'attach', args: { tabLock: 'arc-tab-one' } },
      { name: 'reportNetwork', args: { online: false } },
      { name: 'reportStoragePersisted', args: { persisted: true } },
      { name: 'watch', args: { kind: 'alarm', id: 7 } },
    ]);
    expect(client.status.current()).toMatchObject({ loggedIn: false, reloadRequired: true });
  });

  it('aesthetics §4, connect.ts replay: a call still waiting on the dead engine answers TIMEOUT at the reconnect, before its own deadline', async () => {
    const { clock, engines, client } = tab();
    await clock.advance(0);
    engines[0]!.die();
    void client.send('markViewed', { alarmId: 7 });
    await clock.advance(10_000);
    const waiting = track(client.send('markViewed', { alarmId: 8 }));
    await clock.advance(ENGINE_CALL_TIMEOUT_MS - 10_000 + PROBE_TIMEOUT_MS);
    expect(engines).toHaveLength(2);
    // Its answer can no longer come; before its own deadline it says so.
    expect(waiting.value).toEqual(TIMED_OUT);
  });

  it('aesthetics §4, connect.ts reconnect: a call made while the tab probes a dead engine waits for the new engine, which hears it after the attach', async () => {
    const { clock, engines, client } = tab();
    await clock.advance(0);
    engines[0]!.die();
    void client.send('markViewed', { alarmId: 7 });
    await clock.advance(ENGINE_CALL_TIMEOUT_MS);
    const during = track(client.send('markViewed', { alarmId: 8 }));
    await clock.advance(PROBE_TIMEOUT_MS);
    expect(during.value).toEqual({ ok: true, value: 'engine 2' });
    expect(names(engines[1])).toEqual(['attach', 'reportNetwork', 'reportStoragePersisted', 'markViewed']);
    expect(engines[1]!.heard.at(-1)).toEqual({ name: 'markViewed', args: { alarmId: 8 } });
  });
});
