/**
 * Timing rules of the access token and the admin token (core §4, calls §4, §9). Pure: every function takes `now`
 * (ms since the epoch) and the stored values, and answers what to do and when; the engine owns the timers.
 */
import {
  ADMIN_TOKEN_CHECK_INTERVAL_MS,
  ADMIN_TOKEN_MAX_FAILED_RETRIES,
  TOKEN_FAILURE_THRESHOLD,
  TOKEN_REFRESH_MARGIN_MS,
  TOKEN_RENEW_THRESHOLD_MS,
  TOKEN_RETRY_DELAY_MS,
} from './constants.ts';

/** Every refresh schedules the next one at half of expires_in (seconds). */
export function refreshDelayMs(expiresInSeconds: number): number {
  return Math.max(0, (expiresInSeconds * 1000) / 2);
}

/** A valid admin has no admin id, or one greater than 0; admin id 0 is a simplified admin (one-time link). */
export function isValidAdmin(adminId: number | string | null | undefined): boolean {
  if (adminId == null || adminId === '') return true;
  return Number(adminId) > 0;
}

/** The session ends once its initial-expiry time has passed. */
export function isSessionExpired(now: number, initialExpiry: number | null | undefined): boolean {
  return initialExpiry != null && now > initialExpiry;
}

export type DashboardTokenAction =
  /** The session is over: back to login. */
  | { action: 'expired' }
  /** Renew now (GET /api/me/renewaltoken). */
  | { action: 'renew' }
  /** Refresh (POST /api/accesstoken/refreshtoken) after `inMs`. */
  | { action: 'refresh'; inMs: number }
  /** A simplified admin: no renewal; the token lives until the session ends. */
  | { action: 'none' };

/**
 * On dashboard entry: renew when under 300000 ms remain or no renewal stamp exists; otherwise refresh in half the
 * remaining time minus 20 s. `expiresAt` is when the current access token expires.
 */
export function dashboardEntryAction(input: {
  now: number;
  expiresAt: number | null | undefined;
  initialExpiry?: number | null;
  hasRenewalStamp: boolean;
  adminId?: number | string | null;
}): DashboardTokenAction {
  if (isSessionExpired(input.now, input.initialExpiry)) return { action: 'expired' };
  if (!isValidAdmin(input.adminId)) return { action: 'none' };
  const remaining = input.expiresAt == null ? 0 : input.expiresAt - input.now;
  if (!input.hasRenewalStamp || remaining < TOKEN_RENEW_THRESHOLD_MS) return { action: 'renew' };
  return { action: 'refresh', inMs: Math.max(0, remaining / 2 - TOKEN_REFRESH_MARGIN_MS) };
}

/** Consecutive refresh failures, remembered between attempts. */
export interface RefreshFailures {
  /** The last failure's identity (e.g. status and error code). */
  lastError: string | undefined;
  /** How many identical failures in a row. */
  count: number;
}

export const NO_REFRESH_FAILURES: RefreshFailures = { lastError: undefined, count: 0 };

export type RefreshFailureOutcome =
  | { action: 'retry'; inMs: number; failures: RefreshFailures }
  /** Three identical failures in a row: raise the unauthorized event. */
  | { action: 'unauthorized'; failures: RefreshFailures };

/** A failed refresh is retried after 1 s; the third identical failure in a row raises unauthorized. */
export function onRefreshFailure(previous: RefreshFailures, error: string): RefreshFailureOutcome {
  const count = previous.lastError === error ? previous.count + 1 : 1;
  const failures = { lastError: error, count };
  return count >= TOKEN_FAILURE_THRESHOLD
    ? { action: 'unauthorized', failures }
    : { action: 'retry', inMs: TOKEN_RETRY_DELAY_MS, failures };
}

export interface AdminTokenState {
  /** When the current admin token was received; undefined before the first one. */
  obtainedAt?: number;
  expiresInSeconds?: number;
  /** Failed renewals in a row (the first attempt and its retries), and when the last one failed. */
  failures: number;
  lastFailureAt?: number;
}

export type AdminTokenAction = { action: 'renew' } | { action: 'wait'; inMs: number } | { action: 'giveUp' };

/**
 * The admin token is renewed at half of its expires_in and checked at most once an hour: a failed renewal is
 * retried an hour later, and a token with a long life is looked at again hourly. Renewal stops once 3 retries in a
 * row have failed (the failed first attempt is not a retry). No token yet means renew now; a token without a usable
 * lifetime is renewed at the next hourly check.
 */
export function adminTokenAction(now: number, state: AdminTokenState): AdminTokenAction {
  if (state.failures > ADMIN_TOKEN_MAX_FAILED_RETRIES) return { action: 'giveUp' };
  if (state.failures > 0 && state.lastFailureAt !== undefined) {
    const retryAt = state.lastFailureAt + ADMIN_TOKEN_CHECK_INTERVAL_MS;
    return now >= retryAt ? { action: 'renew' } : { action: 'wait', inMs: retryAt - now };
  }
  if (state.obtainedAt === undefined || state.expiresInSeconds === undefined) return { action: 'renew' };
  const halfLife = refreshDelayMs(state.expiresInSeconds);
  const dueAt = state.obtainedAt + (halfLife > 0 ? halfLife : ADMIN_TOKEN_CHECK_INTERVAL_MS);
  if (now >= dueAt) return { action: 'renew' };
  return { action: 'wait', inMs: Math.min(dueAt - now, ADMIN_TOKEN_CHECK_INTERVAL_MS) };
}
