import { describe, expect, it } from 'vitest';
import type { EndpointDef } from '../../src/contract/index.ts';
import type { SessionRow } from '../../src/db/rows.ts';
import type { Http, HttpResult } from './http.ts';
import { FakeClock } from './testing/fake-clock.ts';
import { createTokenRefresher } from './token-refresher.ts';

const HOUR_S = 3600;

function session(clock: FakeClock, overrides: Partial<SessionRow> = {}): SessionRow {
  return {
    key: 'current',
    username: 'anna',
    respondentId: 1,
    tokenType: 'bearer',
    accessToken: 'first',
    adminAccessToken: null,
    expiresIn: HOUR_S,
    expiresAt: clock.now() + HOUR_S * 1000,
    initialExpiry: clock.now() + 8 * HOUR_S * 1000,
    renewedAt: null,
    renewalToken: null,
    telephony: 'none',
    phone: null,
    phoneSelected: false,
    readOnly: false,
    simpleLogin: false,
    simpleLoginAuth: false,
    linkAlarmPath: null,
    adminId: null,
    deviceToken: null,
    registration: null,
    ...overrides,
  };
}

/** Answers the two token calls; `refreshStatus` decides whether the exchange succeeds. */
function tokenServer(clock: FakeClock) {
  const refreshedAt: number[] = [];
  let refreshStatus = 200;
  let issued = 0;
  const http: Http = {
    async send(def: EndpointDef): Promise<HttpResult<never>> {
      if (def.path === '/api/me/renewaltoken') return { ok: true, status: 200, value: { token: 'renewal' } as never };
      refreshedAt.push(clock.now());
      if (refreshStatus !== 200) return { ok: false, status: refreshStatus, statusText: '', body: undefined, blocked: false };
      issued += 1;
      return { ok: true, status: 200, value: { access_token: `token-${issued}`, token_type: 'bearer', expires_in: HOUR_S } as never };
    },
  };
  return { http, refreshedAt, fail: (status: number) => (refreshStatus = status) };
}

function setup(overrides: Partial<SessionRow> = {}) {
  const clock = new FakeClock();
  const start = clock.now();
  const server = tokenServer(clock);
  let current = session(clock, overrides);
  let unauthorized = 0;
  const refresher = createTokenRefresher({
    clock,
    http: server.http,
    session: () => current,
    save: async (next) => {
      current = next;
    },
    onUnauthorized: () => {
      unauthorized += 1;
    },
    signal: new AbortController().signal,
  });
  return { clock, start, server, refresher, current: () => current, unauthorized: () => unauthorized };
}

describe('token refresh schedule', () => {
  it('SESSION-04 refreshes at half of expires_in, again and again', async () => {
    const { clock, start, server, refresher, current } = setup();
    refresher.afterLogin();
    await clock.advance(2 * HOUR_S * 1000);
    expect(server.refreshedAt.map((t) => t - start)).toEqual([1_800_000, 3_600_000, 5_400_000, 7_200_000]);
    expect(current().accessToken).toBe('token-4');
    expect(current().renewedAt).toBe(start + 7_200_000);
  });

  it('SESSION-07 on entry renews at once when no renewal stamp exists', async () => {
    const { clock, server, refresher } = setup({ renewedAt: null });
    refresher.onEntry();
    await clock.advance(1);
    expect(server.refreshedAt).toHaveLength(1);
  });

  it('SESSION-08 on entry with a fresh token refreshes in half the remaining time minus 20 s', async () => {
    const { clock, start, server, refresher } = setup({ renewedAt: 1 });
    refresher.onEntry();
    await clock.advance(HOUR_S * 1000);
    expect(server.refreshedAt[0]! - start).toBe(1_780_000);
  });

  it('SESSION-05 SESSION-06 never renews for a simplified admin (admin id 0)', async () => {
    const { clock, server, refresher } = setup({ adminId: 0 });
    refresher.afterLogin();
    refresher.onEntry();
    await clock.advance(3 * HOUR_S * 1000);
    expect(server.refreshedAt).toHaveLength(0);
  });

  it('SESSION-09 SESSION-10 retries after 1 s and raises unauthorized after three identical failures', async () => {
    const { clock, start, server, refresher, unauthorized } = setup();
    server.fail(500);
    refresher.afterLogin();
    await clock.advance(1_800_000 + 10_000);
    expect(server.refreshedAt.map((t) => t - start)).toEqual([1_800_000, 1_801_000, 1_802_000]);
    expect(unauthorized()).toBe(1);
  });

  it('does not count an unreachable server (offline) as a token failure', async () => {
    const { clock, server, refresher, unauthorized } = setup();
    server.fail(0);
    refresher.afterLogin();
    await clock.advance(1_800_000 + 60_000);
    expect(server.refreshedAt.length).toBeGreaterThan(3);
    expect(unauthorized()).toBe(0);
  });
});
