import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { ArcDatabase } from '../../src/db/database.ts';
import type { AdminTokenError, StoredAdminToken } from '../../src/db/rows.ts';
import { ADMIN_TOKEN_ERROR_KEY, ADMIN_TOKEN_KEY, createAdminTokenKeeper } from './admin-token.ts';
import type { Http, HttpResult } from './http.ts';
import { FakeClock, until } from './testing/fake-clock.ts';

const HOUR = 3_600_000;

/** GET /api/settings/admintoken: answers tokens of `expiresIn` seconds, or fails with `status` while set. */
function adminTokenServer(clock: FakeClock, expiresIn: number) {
  const askedAt: number[] = [];
  let failStatus: number | null = null;
  let issued = 0;
  const http: Http = {
    async send(): Promise<HttpResult<never>> {
      askedAt.push(clock.now());
      if (failStatus !== null) return { ok: false, status: failStatus, statusText: '', body: undefined, blocked: false };
      issued += 1;
      return { ok: true, status: 200, value: { access_token: `admin-${issued}`, token_type: 'bearer', expires_in: expiresIn } as never };
    },
  };
  return { http, askedAt, fail: (status: number | null) => (failStatus = status) };
}

let db: ArcDatabase;
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

async function setup(expiresIn: number) {
  db = new ArcDatabase(`admin-token-${Math.random()}`);
  const clock = new FakeClock();
  const server = adminTokenServer(clock, expiresIn);
  const running = new AbortController();
  const keeper = createAdminTokenKeeper({ db, http: server.http, clock, signal: running.signal });
  const stored = async () => (await db.meta.get(ADMIN_TOKEN_KEY))?.value as StoredAdminToken | undefined;
  const error = async () => (await db.meta.get(ADMIN_TOKEN_ERROR_KEY))?.value as AdminTokenError | undefined;
  return { clock, server, keeper, stored, error, start: clock.now(), stop: () => running.abort() };
}

describe('the admin token keeper follows adminTokenAction', () => {
  it('SESSION-12 fetches the token at start and renews it at half of its expires_in', async () => {
    const { clock, server, keeper, stop, stored, start } = await setup(1800);
    keeper.start();
    await until(async () => (await stored())?.accessToken === 'admin-1');
    await clock.advance(15 * 60_000 - 1);
    expect(server.askedAt).toEqual([start]);
    await clock.advance(1);
    await until(async () => (await stored())?.accessToken === 'admin-2');
    expect(server.askedAt).toEqual([start, start + 15 * 60_000]);
    stop();
  });

  it('SESSION-13 a long-lived token is looked at hourly but not fetched again before half its life', async () => {
    const { clock, server, keeper, stop, stored, start } = await setup(24 * 3600);
    keeper.start();
    await until(async () => (await stored()) !== undefined);
    await clock.advance(11 * HOUR);
    expect(server.askedAt).toEqual([start]);
    await clock.advance(HOUR);
    await until(() => server.askedAt.length === 2);
    expect(server.askedAt[1]).toBe(start + 12 * HOUR);
    stop();
  });

  it('SESSION-14 SESSION-15 a failure is stored and retried hourly; after 3 failed retries renewal stops', async () => {
    const { clock, server, keeper, stop, error, start } = await setup(1800);
    server.fail(503);
    keeper.start();
    await until(async () => (await error())?.failures === 1);
    expect(await error()).toEqual({ status: 503, at: start, failures: 1 });
    await clock.advance(10 * HOUR);
    await until(async () => (await error())?.failures === 4);
    await clock.advance(10 * HOUR);
    // The first attempt and three retries, an hour apart; then nothing.
    expect(server.askedAt).toEqual([start, start + HOUR, start + 2 * HOUR, start + 3 * HOUR]);
    expect(clock.pending()).toBe(0);
    stop();
  });

  it('SESSION-14 a success resets the count of failures', async () => {
    const { clock, server, keeper, stop, stored, error, start } = await setup(1800);
    server.fail(500);
    keeper.start();
    await until(async () => (await error())?.failures === 1);
    server.fail(null);
    await clock.advance(HOUR);
    await until(async () => (await stored())?.accessToken === 'admin-1');
    expect(await error()).toBeUndefined();
    expect(server.askedAt).toEqual([start, start + HOUR]);
    stop();
  });

  it('an engine that takes the session over continues the count stored by the previous one', async () => {
    const { clock, server, keeper, stop, error, start } = await setup(1800);
    await db.meta.put({ key: ADMIN_TOKEN_ERROR_KEY, value: { status: 500, at: start - HOUR / 2, failures: 4 } satisfies AdminTokenError });
    keeper.start();
    await clock.advance(5 * HOUR);
    expect(server.askedAt).toEqual([]);
    expect((await error())?.failures).toBe(4);
    stop();
  });

  it('stop ends the schedule', async () => {
    const { clock, server, keeper, stop, stored } = await setup(1800);
    keeper.start();
    await until(async () => (await stored()) !== undefined);
    stop();
    await clock.advance(5 * HOUR);
    expect(server.askedAt).toHaveLength(1);
  });
});
