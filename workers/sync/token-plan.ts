import { TOKEN_REFRESH_MARGIN_MS, TOKEN_RENEW_THRESHOLD_MS } from '../../src/domain/constants.ts';

/**
 * The token rules of core §4 as pure functions (src/domain has no token schedule yet; move them there when it does).
 */

/** SESSION-05/06: renewal runs only for a valid admin: admin id absent or greater than 0 (0 is a simplified admin). */
export function isValidAdmin(adminId: number | null | undefined): boolean {
  return adminId == null || adminId > 0;
}

/** SESSION-04: after every refresh the next one is due at half of expires_in. */
export function nextRefreshDelayMs(expiresInSeconds: number): number {
  return Math.max(0, (expiresInSeconds * 1000) / 2);
}

export type EntryPlan = { kind: 'renewNow' } | { kind: 'refreshIn'; ms: number };

/**
 * SESSION-07/08, on dashboard entry (here: when the engine takes over a stored session): renew at once when under
 * 300000 ms remain or there is no renewal stamp; otherwise refresh in half the remaining time minus 20 s.
 */
export function planOnEntry(now: number, expiresAt: number, renewedAt: number | null): EntryPlan {
  const remaining = expiresAt - now;
  if (renewedAt === null || remaining < TOKEN_RENEW_THRESHOLD_MS) return { kind: 'renewNow' };
  return { kind: 'refreshIn', ms: Math.max(0, remaining / 2 - TOKEN_REFRESH_MARGIN_MS) };
}

/** SESSION-11: the session ends once the initial expiry has passed. */
export function sessionEnded(now: number, initialExpiry: number): boolean {
  return now >= initialExpiry;
}
