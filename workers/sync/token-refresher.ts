import { endpoints } from '../../src/contract/index.ts';
import type { SessionRow } from '../../src/db/rows.ts';
import { WS_RECONNECT_MS } from '../../src/domain/constants.ts';
import {
  dashboardEntryAction,
  isValidAdmin,
  NO_REFRESH_FAILURES,
  onRefreshFailure,
  refreshDelayMs,
} from '../../src/domain/token-schedule.ts';
import type { Clock, TimerId } from './effects.ts';
import type { Http } from './http.ts';

/**
 * Keeps the access token fresh (core §4 "Token"): a refresh fetches a renewal token and exchanges it for a new
 * access token, then schedules the next at half of expires_in. A failed refresh is retried after 1 s; three
 * consecutive identical failures raise unauthorized. No answer at all (offline) is not a verdict on the token: it
 * is retried after 5 s without counting, so a network blip never logs an operator out.
 */

export interface TokenRefresherOptions {
  clock: Clock;
  http: Http;
  session(): SessionRow;
  save(session: SessionRow): Promise<void>;
  onUnauthorized(): void;
  /** Stops the refresher: its timer, and what an answer would store. */
  signal: AbortSignal;
}

export interface TokenRefresher {
  /**
   * Right after login: fetches the renewal token. Its lifetime is the session's: the initial expiry (SESSION-11)
   * is set to it, so refreshes keep the operator logged in for the shift, not for one access token.
   */
  prepare(): Promise<void>;
  /** Engine start with a stored session: the dashboard-entry rule (SESSION-07/08). */
  onEntry(): void;
  /** Right after login: the first refresh at half of expires_in. */
  afterLogin(): void;
  refreshNow(): Promise<boolean>;
}

export function createTokenRefresher(options: TokenRefresherOptions): TokenRefresher {
  const { clock, http } = options;
  let timer: TimerId | null = null;
  let failures = NO_REFRESH_FAILURES;
  const { signal } = options;
  signal.addEventListener('abort', () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  });

  const schedule = (ms: number) => {
    if (signal.aborted || !isValidAdmin(options.session().adminId)) return;
    if (timer !== null) clock.clearTimeout(timer);
    timer = clock.setTimeout(() => {
      timer = null;
      void refreshNow();
    }, ms);
  };

  const failed = (status: number) => {
    if (status === 0) {
      schedule(WS_RECONNECT_MS);
      return;
    }
    const outcome = onRefreshFailure(failures, String(status));
    failures = outcome.failures;
    if (outcome.action === 'unauthorized') options.onUnauthorized();
    else schedule(outcome.inMs);
  };

  /** The renewal token kept from the last refresh, else a fresh one (which needs a still valid access token). */
  async function renewalToken(): Promise<string | number> {
    const kept = options.session().renewalToken;
    if (kept) return kept;
    const renewal = await http.send(endpoints.renewalToken);
    return renewal.ok ? renewal.value.token : renewal.status;
  }

  async function refreshNow(): Promise<boolean> {
    const renewal = await renewalToken();
    if (typeof renewal === 'number') {
      failed(renewal);
      return false;
    }
    const token = await http.send(endpoints.refreshToken, { body: { token: renewal } });
    if (!token.ok) {
      // A kept renewal token may have expired: the retry fetches a fresh one.
      if (token.status !== 0) await options.save({ ...options.session(), renewalToken: null });
      failed(token.status);
      return false;
    }
    if (signal.aborted) return false;
    failures = NO_REFRESH_FAILURES;
    const now = clock.now();
    const expiresIn = Number(token.value.expires_in);
    await options.save({
      ...options.session(),
      accessToken: token.value.access_token,
      tokenType: token.value.token_type,
      expiresIn,
      expiresAt: now + expiresIn * 1000,
      renewedAt: now,
      // Renewal tokens are single use: the server answers the next one (a server without rotation answers none).
      renewalToken: token.value.refresh_token ?? renewal,
    });
    schedule(refreshDelayMs(expiresIn));
    return true;
  }

  return {
    async prepare() {
      if (!isValidAdmin(options.session().adminId)) return;
      const renewal = await http.send(endpoints.renewalToken);
      if (!renewal.ok || signal.aborted) return;
      const lifetime = renewal.value.expires_in;
      await options.save({
        ...options.session(),
        renewalToken: renewal.value.token,
        ...(lifetime ? { initialExpiry: clock.now() + Number(lifetime) * 1000 } : {}),
      });
    },
    onEntry() {
      const session = options.session();
      const plan = dashboardEntryAction({ now: clock.now(), expiresAt: session.expiresAt, hasRenewalStamp: session.renewedAt !== null });
      if (plan.action === 'renew') schedule(0);
      else if (plan.action === 'refresh') schedule(plan.inMs);
    },
    afterLogin() {
      schedule(refreshDelayMs(options.session().expiresIn));
    },
    refreshNow,
  };
}
