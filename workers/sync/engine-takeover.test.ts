import { afterEach, describe, expect, it } from 'vitest';
import { openUserDatabase } from '../../src/db/database.ts';
import { connectTestTab } from './testing/test-tab.ts';
import { disposeEngine, disposeEngines, drive, eventually, fakeEffects, loggedIn, trackedEngine } from './testing/engine-harness.ts';

afterEach(disposeEngines);

describe('engine offline and at a take-over', () => {
  it('fails a live write (accept) at once while offline, storing and sending nothing', async () => {
    const { clock, server, port, db, network } = await loggedIn();
    network.set(false);
    const result = await drive(clock, port.send('accept', { params: { alarm_id: 1 }, body: { alarm_id: 1, force: false } }));
    expect(result).toMatchObject({ ok: false, code: 'OFFLINE', messageKey: 'INTERNET_CONNECTION_ABORT' });
    expect(server.count('POST', '/api/alarms/1/accept')).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a new engine (leader hand-over, crashed worker) sends the writes the old one queued, exactly once', async () => {
    const { clock, server, engine, port, network } = await loggedIn();
    network.set(false);
    expect(await drive(clock, port.send('reason', { params: { alarm_id: 1 }, body: { message: 'Typed before the tab closed' } }))).toMatchObject({ code: 'QUEUED' });
    // The leading tab goes away without logging out.
    await disposeEngine(engine);

    const next = fakeEffects(server, clock);
    const successor = trackedEngine(next.effects);
    await drive(clock, successor.ready);
    expect(successor.status().loggedIn).toBe(true);
    await eventually(clock, async () => (await openUserDatabase('anna').outbox.count()) === 0);
    const reasons = server.requests.filter((r) => r.method === 'POST' && r.path === '/api/alarms/1/reasonv2');
    expect(reasons).toHaveLength(1);
    expect(reasons[0]?.body).toBe(JSON.stringify({ message: 'Typed before the tab closed' }));
    expect(reasons[0]?.idempotencyKey).toBeTruthy();
    expect(await openUserDatabase('anna').outbox.count()).toBe(0);
  });

  it('a tab that reaches a new engine while it still takes the session over is served, not told it is logged out', async () => {
    const { clock, server, engine } = await loggedIn();
    await disposeEngine(engine);

    const next = fakeEffects(server, clock);
    const successor = trackedEngine(next.effects);
    // The follower's worker re-attaches at once and re-sends its open alarm and a write, before the resume ended.
    const port = connectTestTab(successor);
    void next.locks.request('arc-tab-2', {}, () => new Promise<void>(() => {}));
    const attached = port.attach('arc-tab-2', () => undefined);
    const opened = port.send('watch', { kind: 'alarm', id: 1 });
    const reason = port.send('reason', { params: { alarm_id: 1 }, body: { message: 'Sent while the engine resumed' } });
    expect(await drive(clock, opened)).toEqual({ ok: true, value: undefined });
    expect(await drive(clock, reason)).toMatchObject({ ok: true });
    expect((await drive(clock, attached)).status.loggedIn).toBe(true);
    expect(server.count('GET', '/api/alarms/1')).toBeGreaterThan(0);
    expect(server.count('POST', '/api/alarms/1/reasonv2')).toBe(1);
  });

  it('SESSION-11 a session resumed after its access token expired renews first and lives until the initial expiry', async () => {
    const { clock, server, engine } = await loggedIn();
    await disposeEngine(engine);
    // The laptop slept for two hours: the one-hour access token is gone, the twelve-hour session is not.
    await clock.advance(2 * 3600 * 1000);
    const before = server.requests.length;
    const successor = trackedEngine(fakeEffects(server, clock).effects);
    await drive(clock, successor.ready);
    expect(successor.status().loggedIn).toBe(true);
    const paths = server.requests.slice(before).map((r) => r.path);
    expect(paths[0]).toBe('/api/accesstoken/refreshtoken');
    expect(paths).toContain('/api/me');

    await clock.advance(11 * 3600 * 1000);
    expect(successor.status().loggedIn).toBe(false);
  });
});
