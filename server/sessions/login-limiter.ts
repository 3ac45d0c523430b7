import { LIMITS } from '../../src/contract/index.ts';
import { clientKey } from './client-key.ts';

/** Limits of login attempts; a hit beyond them answers 429 until the window has passed. */
export interface LoginLimits {
  /** Failed logins of one user name from one address before that address is locked out for the user. */
  perUser: number;
  /** All login (and two-factor) attempts of one address. */
  perAddress: number;
  windowMs: number;
  /** First delay of the other addresses once a user's failures from elsewhere reach `perUser`; doubles with each further failure. */
  slowdownMs?: number;
  maxDelayMs?: number;
}

/** Generous per address: a whole centre (and the end-to-end suite) logs in from one NAT address. */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perUser: 10, perAddress: 300, windowMs: LIMITS.loginWindowMinutes * 60_000, slowdownMs: 200, maxDelayMs: 3_000 };

interface Window {
  start: number;
  count: number;
}

/** Past this many windows the expired ones are swept (many names or addresses must not grow memory forever). */
const SWEEP_AT = 10_000;

/**
 * Fixed-window counters of failed logins per user name and address, per user name, and of all attempts per
 * client address. Failures lock out only the address they come from (for that user): an attacker elsewhere can
 * no longer lock the operator out, and the rightful address is slowed down (a growing delay) instead. In memory:
 * a restart forgets them, which only ever helps a legitimate user. IPv6 addresses count by their /64 (clientKey).
 */
export class LoginLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly limits: LoginLimits) {}

  get windowMs(): number {
    return this.limits.windowMs;
  }

  private count(key: string, now: number): Window {
    const current = this.windows.get(key);
    if (current && now - current.start < this.limits.windowMs) return current;
    if (this.windows.size >= SWEEP_AT) {
      for (const [k, w] of this.windows) if (now - w.start >= this.limits.windowMs) this.windows.delete(k);
    }
    const fresh = { start: now, count: 0 };
    this.windows.set(key, fresh);
    return fresh;
  }

  /** Counts an attempt from `address` (`scope` keeps login and two-factor budgets apart); false when over the limit. */
  allowAddress(clientAddress: string, now: number, scope: 'login' | '2fa' = 'login'): boolean {
    const address = clientKey(clientAddress);
    const window = this.count(`${scope}:${address}`, now);
    window.count += 1;
    return window.count <= this.limits.perAddress;
  }

  /** True when `address` has used up its failures for `username`. */
  locked(username: string, clientAddress: string, now: number): boolean {
    const address = clientKey(clientAddress);
    return this.count(`pair:${username}|${address}`, now).count >= this.limits.perUser;
  }

  /** How long a login of `username` from `address` waits: grows with the failures from other addresses. */
  delayMs(username: string, clientAddress: string, now: number): number {
    const address = clientKey(clientAddress);
    const elsewhere = this.count(`user:${username}`, now).count - this.count(`pair:${username}|${address}`, now).count;
    const excess = elsewhere - this.limits.perUser;
    if (excess < 0) return 0;
    return Math.min((this.limits.slowdownMs ?? 0) * 2 ** Math.min(excess, 20), this.limits.maxDelayMs ?? 0);
  }

  /** Counts a failure; true when it is the one that locks `address` out for `username`. */
  recordFailure(username: string, clientAddress: string, now: number): boolean {
    const address = clientKey(clientAddress);
    this.count(`user:${username}`, now).count += 1;
    const pair = this.count(`pair:${username}|${address}`, now);
    pair.count += 1;
    return pair.count === this.limits.perUser;
  }

  /** A complete login forgets this address's failures (those from elsewhere keep slowing the others). */
  recordSuccess(username: string, clientAddress: string, now: number): void {
    const address = clientKey(clientAddress);
    const own = this.count(`pair:${username}|${address}`, now).count;
    const total = this.count(`user:${username}`, now);
    total.count = Math.max(0, total.count - own);
    this.windows.delete(`pair:${username}|${address}`);
  }
}
