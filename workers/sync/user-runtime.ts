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
import { type AnsweredWrite, applyWriteAnswer } from './write-answers.ts';
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
import type { UserContext } from './user-context.ts';
import { createSocketCatchUp } from './catch-up.ts';
import { startSession } from './session-start.ts';

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
      if (status === 401 && !signal.aborted) options.endSession('LOGGED_OUT_OR_NOT_AUTHORIZED');
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

  const applyAnswer = (write: AnsweredWrite, answer: unknown) => (signal.aborted ? Promise.resolve() : applyWriteAnswer(ctx, write, answer));
  const outbox = createUserOutbox({
    db,
    effects,
    http,
    inFlight,
    apply: applyAnswer,
    onRefused: (error) => {
      if (!signal.aborted) void ctx.recordSyncError({ code: error.code, message: error.serverText ?? error.messageKey ?? error.code });
    },
  });

  const refresher = createTokenRefresher({
    clock,
    http,
    session: () => session,
    save: saveSession,
    onUnauthorized: () => options.endSession('LOGGED_OUT_OR_NOT_AUTHORIZED'),
    signal,
  });

  const adminToken = createAdminTokenKeeper({ db, http, clock, signal });

  const poller = createUserPoller({ ctx, session: () => session, settings: () => settings });
  const timers = createUserTimers({ ctx, session: () => session, settings: () => settings });

  const onPush = createPushOrder(
    async (push) => {
      if (signal.aborted) return;
      await applyPush(ctx, push, { endSession: (message) => options.endSession(message), deviceToken: () => session.deviceToken });
      if (push.type === 'update' || push.type === 'remove') void watching.alarmPushed(push);
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
      // Closed, the poller catches up instead; the socket that was to bring a resumed session's catch-up did not
      // open: it catches up without it.
      if (state === 'closed' && !signal.aborted && effects.network.isOnline()) poller.start();
      socketCatchUp.stateChanged(state, effects.network.isOnline());
      options.changed();
    },
    onOpen: () => void onSocketOpen(),
    onSessionEnded: (message) => {
      if (!signal.aborted) options.endSession(message);
    },
  });
  const socketCatchUp = createSocketCatchUp({ ctx, socketState: () => socket.state(), log: options.log, signal });

  /** PUSH-08 and catch-up: one since=<cursor> request, calls, the open alarms; then waiting writes go out. */
  async function onSocketOpen(): Promise<void> {
    await socketCatchUp.opened([session.simpleLogin ? undefined : loadCalls(ctx), watching.reload()]);
    await outbox.flush();
  }

  const register = () => registerDevice(http, effects.databases.directory(), session, saveSession);

  /** Whether this session has a push socket (registered, valid admin); otherwise it polls. */
  let socketWanted = false;

  /** Online: the socket (or, without one, polling). Offline: neither; the outbox keeps what may wait. */
  const followNetwork = (online: boolean) => {
    if (signal.aborted) return;
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
    unsubscribeNetwork();
    socket.stop();
    poller.stop();
    timers.stop();
    watching.stop();
    outbox.dispose();
    writer.dispose();
  });

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
      const wanted = await startSession(
        { ctx, effects, syncErrors, outbox, refresher, adminToken, catchUp: socketCatchUp, readSettings, register, endSession: options.endSession, signal },
        entry,
      );
      if (wanted === null) return;
      socketWanted = wanted;
      followNetwork(effects.network.isOnline());
      void outbox.flush();
      options.changed();
    },
    watch: watching.watch,
    unwatch: watching.unwatch,
    forgetTab: watching.forgetTab,
    sendLive: createLiveSender({ http, effects, inFlight, apply: applyAnswer }),
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
