import { describe, expect, it } from 'vitest';
import {
  NO_REFRESH_FAILURES,
  adminTokenAction,
  dashboardEntryAction,
  isSessionExpired,
  isValidAdmin,
  onRefreshFailure,
  refreshDelayMs,
} from './token-schedule.ts';

const now = 1_000_000_000_000;
const HOUR = 3_600_000;

describe('access token', () => {
  it('SESSION-04 every refresh schedules the next at half of expires_in', () => {
    expect(refreshDelayMs(3600)).toBe(1_800_000);
    expect(refreshDelayMs(1)).toBe(500);
  });

  it('SESSION-05 renewal runs only for a valid admin: admin id absent or greater than 0', () => {
    expect(isValidAdmin(undefined)).toBe(true);
    expect(isValidAdmin(null)).toBe(true);
    expect(isValidAdmin(5)).toBe(true);
    expect(isValidAdmin('12')).toBe(true);
    expect(isValidAdmin(-1)).toBe(false);
  });

  it('SESSION-06 admin id 0 is a simplified admin: no renewal on dashboard entry', () => {
    expect(isValidAdmin(0)).toBe(false);
    expect(dashboardEntryAction({ now, expiresAt: now + 100, hasRenewalStamp: false, adminId: 0 })).toEqual({ action: 'none' });
  });

  it('SESSION-07 on dashboard entry renew when under 300000 ms remain or no renewal stamp exists', () => {
    expect(dashboardEntryAction({ now, expiresAt: now + 299_999, hasRenewalStamp: true })).toEqual({ action: 'renew' });
    expect(dashboardEntryAction({ now, expiresAt: now + HOUR, hasRenewalStamp: false })).toEqual({ action: 'renew' });
    expect(dashboardEntryAction({ now, expiresAt: undefined, hasRenewalStamp: true })).toEqual({ action: 'renew' });
  });

  it('SESSION-08 otherwise a refresh is scheduled at half the remaining time minus 20 s', () => {
    expect(dashboardEntryAction({ now, expiresAt: now + 300_000, hasRenewalStamp: true })).toEqual({
      action: 'refresh',
      inMs: 130_000,
    });
    expect(dashboardEntryAction({ now, expiresAt: now + HOUR, hasRenewalStamp: true, adminId: 3 })).toEqual({
      action: 'refresh',
      inMs: 1_780_000,
    });
  });

  it('SESSION-11 the session ends once the initial-expiry time has passed', () => {
    expect(isSessionExpired(now, now)).toBe(false);
    expect(isSessionExpired(now + 1, now)).toBe(true);
    expect(isSessionExpired(now, undefined)).toBe(false);
    expect(dashboardEntryAction({ now, expiresAt: now + HOUR, initialExpiry: now - 1, hasRenewalStamp: true })).toEqual({
      action: 'expired',
    });
  });

  it('SESSION-10 a failed refresh is retried after 1 s', () => {
    expect(onRefreshFailure(NO_REFRESH_FAILURES, '500')).toEqual({
      action: 'retry',
      inMs: 1000,
      failures: { lastError: '500', count: 1 },
    });
  });

  it('SESSION-09 the third identical failure in a row raises unauthorized; a different failure starts over', () => {
    const first = onRefreshFailure(NO_REFRESH_FAILURES, '400 invalid_grant');
    const second = onRefreshFailure(first.failures, '400 invalid_grant');
    expect(second.action).toBe('retry');
    expect(onRefreshFailure(second.failures, '400 invalid_grant')).toEqual({
      action: 'unauthorized',
      failures: { lastError: '400 invalid_grant', count: 3 },
    });
    const other = onRefreshFailure(second.failures, '0');
    expect(other).toEqual({ action: 'retry', inMs: 1000, failures: { lastError: '0', count: 1 } });
  });
});

describe('admin token', () => {
  it('SESSION-12 the admin token is renewed at half of its expires_in', () => {
    const state = { obtainedAt: now, expiresInSeconds: 1800, failures: 0 };
    expect(adminTokenAction(now + 899_999, state)).toEqual({ action: 'wait', inMs: 1 });
    expect(adminTokenAction(now + 900_000, state)).toEqual({ action: 'renew' });
    expect(adminTokenAction(now, { failures: 0 })).toEqual({ action: 'renew' });
  });

  it('SESSION-12 a token without a usable lifetime waits for the hourly check instead of renewing in a loop', () => {
    for (const expiresInSeconds of [0, Number.NaN, -5]) {
      const state = { obtainedAt: now, expiresInSeconds, failures: 0 };
      expect(adminTokenAction(now, state)).toEqual({ action: 'wait', inMs: HOUR });
      expect(adminTokenAction(now + HOUR, state)).toEqual({ action: 'renew' });
    }
  });

  it('SESSION-13 the admin token is checked at most once an hour', () => {
    const state = { obtainedAt: now, expiresInSeconds: 24 * 3600, failures: 0 };
    expect(adminTokenAction(now, state)).toEqual({ action: 'wait', inMs: HOUR });
    const failed = { obtainedAt: now, expiresInSeconds: 60, failures: 1, lastFailureAt: now };
    expect(adminTokenAction(now + 10_000, failed)).toEqual({ action: 'wait', inMs: HOUR - 10_000 });
    expect(adminTokenAction(now + HOUR, failed)).toEqual({ action: 'renew' });
  });

  it('SESSION-14 admin token renewal stops after 3 failed retries in a row', () => {
    // The first attempt failed and then 2 retries: the third retry is still made.
    expect(adminTokenAction(now + 10 * HOUR, { failures: 3, lastFailureAt: now })).toEqual({ action: 'renew' });
    // The first attempt and 3 retries failed: no more.
    expect(adminTokenAction(now + 10 * HOUR, { failures: 4, lastFailureAt: now })).toEqual({ action: 'giveUp' });
  });
});
