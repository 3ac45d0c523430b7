import type { ArcDatabase } from '../../src/db/database.ts';
import { alarmsChannelName } from '../../src/db/alarm-changes.ts';
import type { SessionRow } from '../../src/db/rows.ts';
import type { EngineEvent } from '../../src/sync-client/engine-types.ts';
import type { CommandResult } from '../../src/sync-client/failure.ts';
import type { Interest } from '../../src/sync-client/interest.ts';
import { type ConsoleSettings, parseSettings } from '../../src/domain/settings.ts';
import { meansServerDown } from '../../src/domain/server-outage.ts';
import { createAdminTokenKeeper } from './admin-token.ts';
import { createAlarmWriter } from './alarm-writer.ts';
import { applyPush, type SessionEnd } from './apply-push.ts';
import { loadAnswerReport, loadShiftShare } from './answer-times.ts';
import { createGetDeduper } from './dedupe.ts';
import type { EngineEffects } from './effects.ts';
import { createHttp } from './http.ts';
import type { FailureContext } from './failure-from-http.ts';
import { createServerReach } from './server-reach.ts';
import { createWatching } from './watching.ts';
import { applyWriteAnswer } from './write-answers.ts';
import { createWritesInFlight } from './writes-in-flight.ts';
import { catchUp, loadCalls, loadGroupRespondents, loadGroups, loadOpenAlarm, loadProfile } from './loaders.ts';
import type { NewWrite, Outbox } from './outbox.ts';
import { createLiveSender } from './live-sender.ts';
import { createUserOutbox } from './user-outbox.ts';
import { createPushOrder } from './push-order.ts';
import { registerDevice } from './registration.ts';
import { createSyncErrors } from './sync-errors.ts';
import { createUserPoller, createUserTimers } from './user-poller.ts';
import type { SocketState } from './socket.ts';
import { createUserSocket } from './user-socket.ts';
import { createTokenRefresher } from './token-refresher.ts';
import { isSessionExpired, isValidAdmin } from '../../src/domain/token-schedule.ts';
import type { UserContext } from './user-context.ts';
import { pruneViewed } from './viewed.ts';
import { createPoller } from './poller.ts';

/**
 * A catch-up that failed when the socket opened (the server instance it reached died, a proxy restarting) is
 * repeated this often while the socket stays open, until one succeeds: pushes cover what changes from then on, the
 * changes of the gap come only from a catch-up.
 */
const CATCH_UP_RETRY_MS = 5_000;

export type SessionEndMessage = SessionEnd | 'LOGGED_OUT_OR_NOT_AUTHORIZED' | 'UNTRUSTED_SOURCE' | 'INACTIVITY_LOGOUT' | 'PASSWORD_CHANGED';

export interface UserRuntimeOptions {
  effects: EngineEffects;
  db: ArcDatabase;
  session: SessionRow;
  emit(event: EngineEvent): void;
  log(level: 'info' | 'warn' | 'error', text: string): void;
  /** Socket state, sync-error count or session flags changed: the engine recomputes the status. */
  changed(): void;
  endSession(message: SessionEndMessage): void;
  /** Ends the runtime: socket, timers, outbox and writer stop (the engine aborts it at logout or hand-over). */
  signal: AbortSignal;
}

export interface UserRuntime {
  ctx: UserContext;
  outbox: Outbox;
  socketState(): SocketState;
  syncErrorCount(): number;
  /** False from the first request or socket that failed to reach the server until it answers again. */
  serverReachable(): boolean;
  /** Whether this session keeps a push socket (registered, valid admin) rather than polling by design. */
  socketExpected(): boolean;
  session(): SessionRow;
  /** `login`: fresh tokens; `resume`: a stored session taken over by a (new) engine. Stopped by the signal. */
  start(entry: 'login' | 'resume'): Promise<void>;
  /** Keeps what a tab shows loaded and fresh until it unwatches or closes. */
  watch(tabId: string, interest: Interest): Promise<void>;
  unwatch(tabId: string, interest: Interest): void;
  forgetTab(tabId: string): void;
  /**
   * A live write (see the policy in outbox.ts): sent once, now, with an Idempotency-Key; never stored, so offline it
   * fails at once. Its answer is applied like a delivered queued write's.
   */
  sendLive(write: NewWrite, context?: FailureContext): Promise<CommandResult<unknown>>;
  /** Sends the websocket logout message (SESSION-21); false when the socket is not open. */
  sendLogout(): boolean;
  refreshAll(): Promise<void>;
  dismissSyncErrors(): Promise<void>;
}

export function createUserRuntime(options: UserRuntimeOptions): UserRuntime {
  const { effects, db } = options;
  const { clock } = effects;
  let session = options.session;
  let settings: ConsoleSettings = parseSettings([]);
  const { signal } = options;
  let stopped = false;
  const syncErrors = createSyncErrors(db, clock, options.changed);
  const reach = createServerReach(db, clock, options.changed, signal);
  const inFlight = createWritesInFlight();
  const watching = createWatching({
    clock,
    network: effects.network,
    settings: () => settings,
    load: {
      alarm: (id) => loadOpenAlarm(ctx, id),
      group: (id) => loadGroupRespondents(ctx, id),
      answerShare: () => loadShiftShare(ctx),
      answerReport: () => loadAnswerReport(ctx),
    },
  });

  const http = createHttp({
    baseUrl: effects.baseUrl,
    fetch: effects.fetch,
    auth: () => ({ tokenType: session.tokenType, accessToken: session.accessToken }),
    dedupe: createGetDeduper(),
    onAnswer: (status) => {
      if (status === 401 && !stopped) options.endSession('LOGGED_OUT_OR_NOT_AUTHORIZED');
      // Offline is the browser's own banner, not a server outage.
      if (effects.network.isOnline()) reach.observe(!meansServerDown(status), status);
    },
  });
  const writer = createAlarmWriter(
    db,
    clock,
    (error) => options.log('error', `alarm write failed: ${String(error)}`),
    effects.openChannel(alarmsChannelName(db.name)),
  );

  const saveSession = async (next: SessionRow) => {
    session = next;
    await db.session.put(next);
  };

  const ctx: UserContext = {
    db,
    http,
    clock,
    writer,
    session: () => session,
    openAlarmIds: watching.openAlarmIds,
    emit: options.emit,
    recordSyncError: syncErrors.record,
    writesSettled: inFlight.settled,
  };

  const outbox = createUserOutbox({
    db,
    effects,
    http,
    inFlight,
    apply: (row, answer) => (stopped ? Promise.resolve() : applyWriteAnswer(ctx, row, answer)),
    onRefused: (error) => {
      if (!stopped) void ctx.recordSyncError({ code: error.code, message: error.serverText ?? error.messageKey ?? error.code });
    },
  });

  const refresher = createTokenRefresher({
    clock,
    http,
    session: () => session,
    save: saveSession,
    onUnauthorized: () => options.endSession('LOGGED_OUT_OR_NOT_AUTHORIZED'),
  });

  const adminToken = createAdminTokenKeeper({ db, http, clock });

  const poller = createUserPoller({ ctx, session: () => session, settings: () => settings });
  const timers = createUserTimers({ ctx, session: () => session, settings: () => settings });

  const onPush = createPushOrder(
    async (push) => {
      if (stopped) return;
      await applyPush(ctx, push, { endSession: (message) => options.endSession(message), deviceToken: () => session.deviceToken });
      // Someone may have taken an alarm: a shown shift share is loaded again.
      if (push.type === 'update' || push.type === 'remove') void watching.alarmChanged();
    },
    (push, error) => options.log('error', `push ${push.type} ${'pushId' in push ? push.pushId : 'legacy'} not applied: ${String(error)}`),
  );

  let socketWasOpen = false;
  const socket = createUserSocket({
    effects,
    http,
    session: () => session,
    onPush,
    onState: (state) => {
      options.log('info', `websocket ${state}`);
      const dropped = state === 'closed' && socketWasOpen;
      socketWasOpen = state === 'open';
      // A socket that opens proves the server is back; an open one that drops while online means alarms stop
      // arriving. A connect refused after its ticket was answered (a draining instance) is no outage: the server
      // answers, alarms come by polling, and the light says they may be delayed.
      if (state === 'open') reach.observe(true);
      else if (dropped && effects.network.isOnline()) reach.observe(false, 0);
      if (state === 'open') poller.stop();
      // Closed, the poller catches up instead.
      if (state !== 'open') catchUpRetry.stop();
      if (state === 'closed' && !stopped && effects.network.isOnline()) {
        poller.start();
        // The socket that was to bring the resumed session's catch-up did not open: catch up without it.
        if (catchUpAwaitsSocket) void catchUpOnce();
      }
      options.changed();
    },
    onOpen: () => void onSocketOpen(),
    onSessionEnded: (message) => {
      if (!stopped) options.endSession(message);
    },
  });

  /**
   * A resumed session with a socket catches up once, when the socket opens (PUSH-08): a catch-up before it would be
   * repeated then, since whatever changed in between reaches no socket. Set until that one catch-up has started.
   */
  let catchUpAwaitsSocket = false;
  const catchUpOnce = () => {
    catchUpAwaitsSocket = false;
    return catchUp(ctx);
  };

  const catchUpRetry = createPoller(clock, [
    {
      name: 'catchUp',
      intervalMs: () => CATCH_UP_RETRY_MS,
      run: async () => {
        const caughtUp = await catchUp(ctx);
        if (caughtUp) catchUpRetry.stop();
        return caughtUp;
      },
    },
  ]);

  /** PUSH-08 and catch-up: one since=<cursor> request, calls, the open alarms; then waiting writes go out. */
  async function onSocketOpen(): Promise<void> {
    const [caughtUp] = await Promise.all([
      catchUpOnce(),
      session.simpleLogin ? undefined : loadCalls(ctx),
      watching.reload(),
    ]);
    if (!caughtUp && !stopped && socket.state() === 'open') {
      options.log('warn', 'catch-up failed as the socket opened: repeating it until it succeeds');
      catchUpRetry.start();
    }
    await outbox.flush();
  }

  const register = () => registerDevice(http, effects.databases.directory(), session, saveSession);

  /** Whether this session has a push socket (registered, valid admin); otherwise it polls. */
  let socketWanted = false;

  /** Online: the socket (or, without one, polling). Offline: neither; the outbox keeps what may wait. */
  const followNetwork = (online: boolean) => {
    if (stopped) return;
    if (!online) {
      socket.stop();
      poller.stop();
      timers.stop();
      watching.follow(false);
      options.changed();
      return;
    }
    watching.follow(true);
    timers.start();
    if (socketWanted) {
      socket.start();
    } else {
      poller.start();
    }
    options.changed();
  };
  const unsubscribeNetwork = effects.network.subscribe(followNetwork);
  signal.addEventListener('abort', () => {
    stopped = true;
    unsubscribeNetwork();
    socket.stop();
    poller.stop();
    catchUpRetry.stop();
    timers.stop();
    watching.stop();
    refresher.stop();
    adminToken.stop();
    outbox.dispose();
    writer.dispose();
  });

  /**
   * SESSION-11: the session ends once the initial expiry has passed, so the check runs 1 ms after it (re-checked:
   * timers may fire early).
   */
  const scheduleSessionEnd = () => {
    clock.setTimeout(() => {
      if (stopped) return;
      if (isSessionExpired(clock.now(), session.initialExpiry)) options.endSession('LOGGED_OUT_OR_NOT_AUTHORIZED');
      else scheduleSessionEnd();
    }, session.initialExpiry - clock.now() + 1);
  };

  const readSettings = async () => {
    settings = parseSettings(await db.settings.toArray());
  };

  return {
    ctx,
    outbox,
    socketState: () => socket.state(),
    syncErrorCount: () => syncErrors.count(),
    serverReachable: reach.reachable,
    socketExpected: () => socketWanted,
    session: () => session,
    async start(entry) {
      await syncErrors.recount();
      await outbox.recover();
      await pruneViewed(db, clock.now());
      await readSettings();
      // A session resumed after its access token expired (a sleeping laptop) renews before loading anything.
      if (entry === 'resume' && clock.now() >= session.expiresAt) await refresher.refreshNow();
      if (stopped) return;
      // A login's first screen waits for all of this: requests that need nothing from each other go together
      // (the renewal token beside the profile; the alarms beside registration and groups). Both writers of the
      // session row (renewal and registration) stay apart.
      if (entry === 'resume') refresher.onEntry();
      await Promise.all([entry === 'login' && !session.simpleLogin ? refresher.prepare() : undefined, loadProfile(ctx)]);
      if (entry === 'login') refresher.afterLogin();
      scheduleSessionEnd();
      await readSettings();
      const loginCatchUp = entry === 'login' ? catchUp(ctx, { full: true }) : undefined;
      const [registered] = await Promise.all([register(), session.simpleLogin ? undefined : loadGroups(ctx), loginCatchUp]);
      if (stopped) return;
      socketWanted = registered && isValidAdmin(session.adminId);
      // Reopening shows the stored list at once; its catch-up is the socket's (one request). A polling session or
      // an offline start catches up here.
      catchUpAwaitsSocket = entry === 'resume' && socketWanted && effects.network.isOnline();
      if (entry === 'resume' && !catchUpAwaitsSocket) await catchUp(ctx);
      if (stopped) return;
      if (isValidAdmin(session.adminId) && !session.simpleLogin) adminToken.start();
      followNetwork(effects.network.isOnline());
      void outbox.flush();
      options.changed();
    },
    watch: watching.watch,
    unwatch: watching.unwatch,
    forgetTab: watching.forgetTab,
    sendLive: createLiveSender({ http, effects, inFlight, apply: (write, answer) => (stopped ? Promise.resolve() : applyWriteAnswer(ctx, write, answer)) }),
    sendLogout: () => socket.send({ type: 'logout' }),
    async refreshAll() {
      await loadProfile(ctx);
      await readSettings();
      await Promise.all([
        catchUp(ctx, { full: true }),
        loadGroups(ctx),
        session.simpleLogin ? undefined : loadCalls(ctx),
        watching.reload(),
      ]);
    },
    dismissSyncErrors: syncErrors.dismiss,
  };
}
