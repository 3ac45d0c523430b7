import { isSessionExpired, isValidAdmin } from '../../src/domain/token-schedule.ts';
import type { AdminTokenKeeper } from './admin-token.ts';
import type { SocketCatchUp } from './catch-up.ts';
import type { EngineEffects } from './effects.ts';
import { catchUp, loadGroups, loadProfile } from './loaders.ts';
import type { Outbox } from './outbox.ts';
import type { SyncErrors } from './sync-errors.ts';
import type { TokenRefresher } from './token-refresher.ts';
import type { UserContext } from './user-context.ts';
import { pruneViewed } from './viewed.ts';

/** The parts of a user's runtime its start sequence drives. */
export interface SessionStartParts {
  ctx: UserContext;
  effects: EngineEffects;
  syncErrors: SyncErrors;
  outbox: Outbox;
  refresher: TokenRefresher;
  adminToken: AdminTokenKeeper;
  catchUp: SocketCatchUp;
  readSettings(): Promise<void>;
  /** Registers the device; true when the session may keep a push socket. */
  register(): Promise<boolean>;
  endSession(message: 'LOGGED_OUT_OR_NOT_AUTHORIZED'): void;
  signal: AbortSignal;
}

/**
 * Starts a session: `login` with fresh tokens, `resume` a stored one taken over by a (new) engine. Answers whether
 * the session keeps a push socket (registered, valid admin) rather than polling, or null once the runtime was aborted.
 */
export async function startSession(parts: SessionStartParts, entry: 'login' | 'resume'): Promise<boolean | null> {
  const { ctx, effects, refresher, signal } = parts;
  const session = ctx.session;
  // A login's first screen is its alarm list, which needs nothing from the profile nor from the bookkeeping below:
  // it is asked for at once. Should the start end early (aborted), its failure is nobody's to report.
  const loginCatchUp = entry === 'login' ? catchUp(ctx, { full: true }) : undefined;
  loginCatchUp?.catch(() => undefined);
  // IndexedDB bookkeeping of separate tables, side by side.
  await Promise.all([parts.syncErrors.recount(), parts.outbox.recover(), pruneViewed(ctx.db, ctx.clock.now()), parts.readSettings()]);
  // A session resumed after its access token expired (a sleeping laptop) renews before loading anything.
  if (entry === 'resume' && ctx.clock.now() >= session().expiresAt) await refresher.refreshNow();
  if (signal.aborted) return null;
  // Requests that need nothing from each other go together (the renewal token beside the profile; registration
  // beside the groups and the login's alarms). Both writers of the session row (renewal and registration) stay apart.
  if (entry === 'resume') refresher.onEntry();
  await Promise.all([entry === 'login' && !session().simpleLogin ? refresher.prepare() : undefined, loadProfile(ctx)]);
  if (entry === 'login') refresher.afterLogin();
  scheduleSessionEnd(parts);
  await parts.readSettings();
  const [registered] = await Promise.all([parts.register(), session().simpleLogin ? undefined : loadGroups(ctx), loginCatchUp]);
  if (signal.aborted) return null;
  const socketWanted = registered && isValidAdmin(session().adminId);
  // Reopening shows the stored list at once; its catch-up is the socket's (one request). A polling session or
  // an offline start catches up here.
  if (entry === 'resume' && socketWanted && effects.network.isOnline()) parts.catchUp.awaitSocket();
  else if (entry === 'resume') await catchUp(ctx);
  if (signal.aborted) return null;
  if (isValidAdmin(session().adminId) && !session().simpleLogin) parts.adminToken.start();
  return socketWanted;
}

/**
 * SESSION-11: the session ends once the initial expiry has passed, so the check runs 1 ms after it (re-checked:
 * timers may fire early).
 */
function scheduleSessionEnd(parts: SessionStartParts): void {
  const { clock, session } = parts.ctx;
  clock.setTimeout(() => {
    if (parts.signal.aborted) return;
    if (isSessionExpired(clock.now(), session().initialExpiry)) parts.endSession('LOGGED_OUT_OR_NOT_AUTHORIZED');
    else scheduleSessionEnd(parts);
  }, session().initialExpiry - clock.now() + 1);
}
