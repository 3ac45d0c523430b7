import type { ServerContext } from '../context.ts';

/**
 * Counts a failed login (or two-factor code) of `username` from `address`. The failure that locks the address
 * out is logged (user name and address, never the password) and counted in `arc_login_lockouts_total`.
 */
export function recordLoginFailure(ctx: ServerContext, username: string, address: string): void {
  if (!ctx.limiter.recordFailure(username, address, ctx.clock.now().getTime())) return;
  ctx.metrics.loginLockouts += 1;
  ctx.log.warn({ username, address }, 'login lockout: too many failed attempts from this address');
}
