import { LIMITS } from '../../src/contract/index.ts';

/** Limits of login attempts; a hit beyond them answers 429 until the window has passed. */
export interface LoginLimits {
  perUser: number;
  perAddress: number;
  windowMs: number;
}

/** Generous per address: a whole centre (and the end-to-end suite) logs in from one NAT address. */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perUser: 10, perAddress: 300, windowMs: LIMITS.loginWindowMinutes * 60_000 };

/**
 * Fixed-window counters of failed logins per user name and of all logins per client address. In memory: a
 * restart forgets them, which only ever helps a legitimate user.
 */
export class LoginLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly limits: LoginLimits) {}

  private count(key: string, now: number): { start: number; count: number } {
    const current = this.windows.get(key);
    if (current && now - current.start < this.limits.windowMs) return current;
    const fresh = { start: now, count: 0 };
    this.windows.set(key, fresh);
    return fresh;
  }

  /** Counts an attempt from `address`; false when the address is over its limit. */
  allowAddress(address: string, now: number): boolean {
    const window = this.count(`ip:${address}`, now);
    window.count += 1;
    return window.count <= this.limits.perAddress;
  }

  /** False when `username` already has too many failures in the window. */
  allowUser(username: string, now: number): boolean {
    return this.count(`user:${username}`, now).count < this.limits.perUser;
  }

  recordFailure(username: string, now: number): void {
    this.count(`user:${username}`, now).count += 1;
  }

  recordSuccess(username: string): void {
    this.windows.delete(`user:${username}`);
  }
}
