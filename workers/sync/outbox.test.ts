import { afterEach, describe, expect, it } from 'vitest';
import { ArcDatabase } from '../../src/db/database.ts';
import type { OutboxRow } from '../../src/db/rows.ts';
import { createOutbox, type SendOutcome } from './outbox.ts';
import { FakeClock, until } from './testing/fake-clock.ts';
import { FakeNetwork } from './testing/fake-network.ts';

let dbCount = 0;
const dbs: ArcDatabase[] = [];

function freshDb(): ArcDatabase {
  dbCount += 1;
  const db = new ArcDatabase(`outbox-test-${dbCount}-${Math.random()}`);
  dbs.push(db);
  return db;
}

afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});

/** A server that applies each Idempotency-Key once, as the reference server does. */
function fakeServer() {
  const applied = new Map<string, OutboxRow>();
  const received: string[] = [];
  return {
    applied,
    received,
    accept(row: OutboxRow): SendOutcome {
      received.push(row.key);
      if (!applied.has(row.key)) applied.set(row.key, row);
      return { kind: 'done', value: undefined };
    },
  };
}

let ids = 0;
const randomId = () => `key-${++ids}`;

const reason = (text: string) => ({
  endpoint: 'reason',
  params: { alarm_id: 7 },
  body: { message: text },
  alarmId: 7,
});
const refusal = (code: string, serverText: string, status: number): SendOutcome => ({ kind: 'refused', failure: { ok: false, code: code as never, serverText, status } });

describe('outbox', () => {
  it('stores a write before sending it and sends it once with its idempotency key', async () => {
    const db = freshDb();
    const server = fakeServer();
    const storedBeforeSend: boolean[] = [];
    const outbox = createOutbox({
      db,
      clock: new FakeClock(),
      network: new FakeNetwork(true),
      randomId,
      send: async (row) => {
        storedBeforeSend.push((await db.outbox.get(row.key)) !== undefined);
        return server.accept(row);
      },
    });
    const result = await outbox.submit(reason('Fell in the kitchen'));
    expect(result).toEqual({ ok: true, value: undefined });
    expect(storedBeforeSend).toEqual([true]);
    expect(server.received).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a may-wait write while offline and sends it once the browser is back online', async () => {
    const db = freshDb();
    const server = fakeServer();
    const network = new FakeNetwork(false);
    const outbox = createOutbox({ db, clock: new FakeClock(), network, randomId, send: async (row) => server.accept(row) });
    const result = await outbox.submit(reason('Offline reason'));
    expect(result).toEqual({ ok: true, queued: true });
    expect(server.received).toHaveLength(0);
    expect((await db.outbox.toArray())[0]?.body).toEqual({ message: 'Offline reason' });
    network.set(true);
    await until(async () => (await db.outbox.count()) === 0);
    expect([...server.applied.values()].map((row) => row.body)).toEqual([{ message: 'Offline reason' }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('aesthetics 6.4: a write that has to wait is a success: offline, with the server unreachable, and retried offline it answers { ok: true, queued: true }', async () => {
    const db = freshDb();
    const network = new FakeNetwork(false);
    const unreachable: SendOutcome = { kind: 'unreachable', failure: { ok: false, code: 'OFFLINE', messageKey: 'INTERNET_CONNECTION_ABORT' } };
    const outbox = createOutbox({ db, clock: new FakeClock(), network, randomId, send: async () => unreachable });
    expect(await outbox.submit(reason('Typed offline'))).toEqual({ ok: true, queued: true });
    network.set(true);
    expect(await outbox.submit(reason('Typed with the server gone'))).toEqual({ ok: true, queued: true });
    network.set(false);
    const [first] = await db.outbox.orderBy('createdAt').toArray();
    expect(await outbox.retry(first!.key)).toEqual({ ok: true, queued: true });
    outbox.dispose();
  });

  it('keeps a refused write with the server message and the text, and does not retry it', async () => {
    const db = freshDb();
    let sends = 0;
    const outbox = createOutbox({
      db,
      clock: new FakeClock(),
      network: new FakeNetwork(true),
      randomId,
      send: async () => {
        sends += 1;
        return refusal('NOT_OWNER_ALARM', 'You do not own this alarm', 406);
      },
    });
    const result = await outbox.submit(reason('My careful text'));
    expect(result).toEqual({ ok: false, code: 'NOT_OWNER_ALARM', serverText: 'You do not own this alarm', status: 406 });
    await outbox.flush();
    await outbox.flush();
    expect(sends).toBe(1);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ state: 'failed', body: { message: 'My careful text' }, error: { code: 'NOT_OWNER_ALARM' } });
  });

  it('reports a queued write the server refused later, once, and keeps it for the operator', async () => {
    const db = freshDb();
    const network = new FakeNetwork(false);
    const refused: { key: string; code: string; serverText?: string }[] = [];
    let sends = 0;
    const outbox = createOutbox({
      db,
      clock: new FakeClock(),
      network,
      randomId,
      send: async () => {
        sends += 1;
        return refusal('NOT_OWNER_ALARM', 'David Dahl handles this alarm', 403);
      },
      onRefused: (row, error) => refused.push({ key: row.key, code: error.code, ...(error.serverText ? { serverText: error.serverText } : {}) }),
    });
    expect(await outbox.submit(reason('Written offline'))).toEqual({ ok: true, queued: true });
    network.set(true);
    await until(async () => (await db.outbox.toArray())[0]?.state === 'failed');
    await outbox.flush();
    expect(sends).toBe(1);
    expect(refused).toEqual([{ key: expect.any(String), code: 'NOT_OWNER_ALARM', serverText: 'David Dahl handles this alarm' }]);
    expect((await db.outbox.toArray())[0]).toMatchObject({ body: { message: 'Written offline' }, error: { code: 'NOT_OWNER_ALARM' } });
  });

  it('answers a refusal to the command that waits for it instead of reporting it again', async () => {
    const db = freshDb();
    let refuse = true;
    const reported: string[] = [];
    const server = fakeServer();
    const outbox = createOutbox({
      db,
      clock: new FakeClock(),
      network: new FakeNetwork(true),
      randomId,
      send: async (row) => (refuse ? refusal('VALIDATION_FAILED', 'Too long', 400) : server.accept(row)),
      onRefused: (row) => reported.push(row.key),
    });
    expect(await outbox.submit(reason('Too long a text'))).toMatchObject({ ok: false, code: 'VALIDATION_FAILED', serverText: 'Too long' });
    const [failed] = await db.outbox.toArray();
    // The operator retries: the answer comes back to the retry, not as a second report.
    expect(await outbox.retry(failed?.key ?? '')).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    expect(reported).toEqual([]);
    refuse = false;
    expect(await outbox.retry(failed?.key ?? '')).toEqual({ ok: true, value: undefined });
    expect(server.received).toEqual([failed?.key]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('replays a write exactly once after the worker died mid-send', async () => {
    const db = freshDb();
    const server = fakeServer();
    const clock = new FakeClock();
    // First engine: the server gets the write, but the worker dies before the answer arrives.
    const crashed = createOutbox({
      db,
      clock,
      network: new FakeNetwork(true),
      randomId,
      send: (row) => {
        server.accept(row);
        return new Promise<SendOutcome>(() => {});
      },
    });
    void crashed.submit(reason('Sent before the crash'));
    await until(() => server.received.length > 0);
    crashed.dispose();
    expect((await db.outbox.toArray())[0]?.state).toBe('sending');

    // Second engine over the same IndexedDB: recovers and replays with the same key.
    const restarted = createOutbox({ db, clock, network: new FakeNetwork(true), randomId, send: async (row) => server.accept(row) });
    await restarted.recover();
    await restarted.flush();
    await restarted.flush();
    expect(server.received).toHaveLength(2);
    expect(new Set(server.received).size).toBe(1);
    expect(server.applied.size).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('never replays a live write an older build left behind', async () => {
    const db = freshDb();
    const server = fakeServer();
    await db.outbox.put({
      key: 'left-over',
      endpoint: 'accept',
      params: { alarm_id: 7 },
      alarmId: 7,
      live: true,
      state: 'sending',
      createdAt: 1,
      attempts: 1,
      error: null,
    });
    const outbox = createOutbox({ db, clock: new FakeClock(), network: new FakeNetwork(true), randomId, send: async (row) => server.accept(row) });
    await outbox.recover();
    await outbox.flush();
    expect(server.received).toHaveLength(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends waiting writes in the order they were written and retries an unreachable server later', async () => {
    const db = freshDb();
    const clock = new FakeClock();
    const network = new FakeNetwork(true);
    const server = fakeServer();
    let reachable = false;
    const outbox = createOutbox({
      db,
      clock,
      network,
      randomId,
      send: async (row) =>
        reachable ? server.accept(row) : { kind: 'unreachable', failure: { ok: false, code: 'SERVICE_UNAVAILABLE', messageKey: 'SERVICE_UNAVAILABLE', status: 503 } },
    });
    expect(await outbox.submit(reason('first'))).toEqual({ ok: true, queued: true });
    await clock.advance(1);
    expect(await outbox.submit({ ...reason('second'), endpoint: 'action' })).toEqual({ ok: true, queued: true });
    reachable = true;
    await clock.advance(60_000);
    expect([...server.applied.values()].map((row) => row.body)).toEqual([{ message: 'first' }, { message: 'second' }]);
  });
});
