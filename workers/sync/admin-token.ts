import { calls } from '../../src/contract/index.ts';
import type { ArcDatabase } from '../../src/db/database.ts';
import type { AdminTokenError, StoredAdminToken } from '../../src/db/rows.ts';
import { ADMIN_TOKEN_CHECK_INTERVAL_MS, ADMIN_TOKEN_MAX_FAILED_RETRIES } from '../../src/domain/constants.ts';
import type { Clock, TimerId } from './effects.ts';
import type { Http } from './http.ts';

/**
 * The separate admin-portal token (SESSION-12..15): fetched after login, renewed once half of its expires_in has
 * passed, checked at most once an hour; after 3 consecutive failed retries renewal stops and the failure is stored
 * (meta `adminTokenError`), so opening a link that needs it can raise the not-received message.
 */

export const ADMIN_TOKEN_KEY = 'adminToken';
export const ADMIN_TOKEN_ERROR_KEY = 'adminTokenError';

export interface AdminTokenKeeper {
  start(): void;
  stop(): void;
}

export function createAdminTokenKeeper(options: { db: ArcDatabase; http: Http; clock: Clock }): AdminTokenKeeper {
  const { db, http, clock } = options;
  let timer: TimerId | null = null;
  let failures = 0;
  let stopped = false;

  const schedule = () => {
    if (stopped) return;
    timer = clock.setTimeout(() => void check(), ADMIN_TOKEN_CHECK_INTERVAL_MS);
  };

  async function fetchToken(): Promise<void> {
    const result = await http.send(calls.adminToken);
    if (stopped) return;
    if (result.ok) {
      failures = 0;
      const token: StoredAdminToken = {
        accessToken: result.value.access_token,
        tokenType: result.value.token_type,
        expiresIn: Number(result.value.expires_in),
        fetchedAt: clock.now(),
      };
      await db.meta.bulkPut([{ key: ADMIN_TOKEN_KEY, value: token }]);
      await db.meta.delete(ADMIN_TOKEN_ERROR_KEY);
      schedule();
      return;
    }
    failures += 1;
    const error: AdminTokenError = { status: result.status, at: clock.now() };
    await db.meta.put({ key: ADMIN_TOKEN_ERROR_KEY, value: error });
    if (failures <= ADMIN_TOKEN_MAX_FAILED_RETRIES) schedule();
  }

  async function check(): Promise<void> {
    timer = null;
    const stored = (await db.meta.get(ADMIN_TOKEN_KEY))?.value as StoredAdminToken | undefined;
    const due = !stored || clock.now() >= stored.fetchedAt + (stored.expiresIn * 1000) / 2;
    if (due) await fetchToken();
    else schedule();
  }

  return {
    start() {
      void check();
    },
    stop() {
      stopped = true;
      if (timer !== null) clock.clearTimeout(timer);
    },
  };
}
