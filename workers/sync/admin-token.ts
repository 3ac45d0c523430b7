import { endpoints } from '../../src/contract/index.ts';
import type { ArcDatabase } from '../../src/db/database.ts';
import type { AdminTokenError, StoredAdminToken } from '../../src/db/rows.ts';
import { type AdminTokenState, adminTokenAction } from '../../src/domain/token-schedule.ts';
import type { Clock, TimerId } from './effects.ts';
import type { Http } from './http.ts';

/**
 * The separate admin-portal token (SESSION-12..15): fetched after login, then kept by the rule of
 * `adminTokenAction` (src/domain/token-schedule.ts), which decides when to renew, wait or give up. Token and
 * failures live in IndexedDB (meta `adminToken`, `adminTokenError`), so an engine that takes the session over
 * continues the schedule and the count, and opening a link that needs the token can raise the not-received message.
 */

export const ADMIN_TOKEN_KEY = 'adminToken';
export const ADMIN_TOKEN_ERROR_KEY = 'adminTokenError';

export interface AdminTokenKeeper {
  start(): void;
}

/** `signal` stops the keeper (its timer, and what an answer would store). */
export function createAdminTokenKeeper(options: { db: ArcDatabase; http: Http; clock: Clock; signal: AbortSignal }): AdminTokenKeeper {
  const { db, http, clock, signal } = options;
  let timer: TimerId | null = null;
  signal.addEventListener('abort', () => {
    if (timer !== null) clock.clearTimeout(timer);
  });

  async function readState(): Promise<{ state: AdminTokenState; failures: number }> {
    const token = (await db.meta.get(ADMIN_TOKEN_KEY))?.value as StoredAdminToken | undefined;
    const error = (await db.meta.get(ADMIN_TOKEN_ERROR_KEY))?.value as AdminTokenError | undefined;
    const failures = error?.failures ?? 0;
    return {
      failures,
      state: {
        ...(token ? { obtainedAt: token.fetchedAt, expiresInSeconds: token.expiresIn } : {}),
        failures,
        ...(error ? { lastFailureAt: error.at } : {}),
      },
    };
  }

  async function renew(previousFailures: number): Promise<void> {
    const result = await http.send(endpoints.adminToken);
    if (signal.aborted) return;
    if (result.ok) {
      const token: StoredAdminToken = {
        accessToken: result.value.access_token,
        tokenType: result.value.token_type,
        expiresIn: Number(result.value.expires_in),
        fetchedAt: clock.now(),
      };
      await db.meta.put({ key: ADMIN_TOKEN_KEY, value: token });
      await db.meta.delete(ADMIN_TOKEN_ERROR_KEY);
      return;
    }
    const error: AdminTokenError = { status: result.status, at: clock.now(), failures: previousFailures + 1 };
    await db.meta.put({ key: ADMIN_TOKEN_ERROR_KEY, value: error });
  }

  /** One look at the token: renew when due, then look again when the rule says; nothing once it gives up. */
  async function check(): Promise<void> {
    timer = null;
    if (signal.aborted) return;
    const { state, failures } = await readState();
    const next = adminTokenAction(clock.now(), state);
    if (next.action === 'giveUp' || signal.aborted) return;
    if (next.action === 'wait') {
      timer = clock.setTimeout(() => void check(), next.inMs);
      return;
    }
    await renew(failures);
    await check();
  }

  return {
    start() {
      void check();
    },
  };
}
