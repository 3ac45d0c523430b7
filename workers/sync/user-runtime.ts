import { endpoints, type InboundPush, parsePushMessage, wsPathWithQuery } from '../../src/contract/index.ts';
import type { ArcDatabase } from '../../src/db/database.ts';
import { alarmsChannelName } from '../../src/db/alarm-changes.ts';
import { openSessionDirectory } from '../../src/db/database.ts';
import type { SessionRow } from '../../src/db/rows.ts';
import type { EngineEvent } from '../../src/sync-client/engine-api.ts';
import { REGISTERED_PHONE_MAX_CHARS, REPORT_RETRY_MS } from '../../src/domain/constants.ts';
import { type ConsoleSettings, parseSettings, respondentRefreshMs } from '../../src/domain/settings.ts';
import { meansServerDown, observeServer, type ServerOutage } from '../../src/domain/server-outage.ts';
import { createAdminTokenKeeper } from './admin-token.ts';
import { createAlarmWriter } from './alarm-writer.ts';
import { applyPush, type SessionEnd } from './apply-push.ts';
import { createGetDeduper } from './dedupe.ts';
import type { EngineEffects } from './effects.ts';
import { createHttp } from './http.ts';
import { catchUp, loadAlarmBasic, loadCalls, loadGroups, loadOpenAlarm, loadProfile } from './loaders.ts';
import { createOutbox, type Outbox } from './outbox.ts';
import { sendOutboxRow } from './outbox-send.ts';
import { createPoller } from './poller.ts';
import { createPushSocket, type SocketState } from './socket.ts';
import { createTokenRefresher } from './token-refresher.ts';
import { isSessionExpired, isValidAdmin } from '../../src/domain/token-schedule.ts';
import type { UserContext } from './user-context.ts';
import { pruneViewed } from './viewed.ts';

/** Polling interval when ALARM_REFRESH_FAST is not set: the spec gives none, and never polling would miss alarms. */
export const DEFAULT_ALARM_REFRESH_MS = 15_000;
/** Identical sync errors within this window update the newest entry instead of adding a new one. */
const SYNC_ERROR_COLLAPSE_MS = 60_000;
const MAX_SYNC_ERRORS = 50;

export type SessionEndMessage = SessionEnd | 'LOGGED_OUT_OR_NOT_AUTHORIZED' | 'UNTRUSTED_SOURCE' | 'INACTIVITY_LOGOUT';

export interface UserRuntimeOptions {
  effects: EngineEffects;
  db: ArcDatabase;
  session: SessionRow;
  emit(event: EngineEvent): void;
  log(level: 'info' | 'warn' | 'error', text: string): void;
  /** Socket state, sync-error count or session flags changed: the engine recomputes the status. */
  changed(): void;
  endSession(message: SessionEndMessage): void;
}

export interface UserRuntime {
  ctx: UserContext;
  outbox: Outbox;
  socketState(): SocketState;
  syncErrorCount(): number;
  /** False from the first request or socket that failed to reach the server until it answers again (issue 10 #7). */
  serverReachable(): boolean;
  session(): SessionRow;
  /** `login`: fresh tokens; `resume`: a stored session taken over by a (new) engine. */
  start(entry: 'login' | 'resume'): Promise<void>;
  stop(): void;
  setOpenAlarm(tabId: string, alarmId: number | null): Promise<void>;
  forgetTab(tabId: string): void;
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
  let syncErrors = 0;
  let stopped = false;
  let outage: ServerOutage | null = null;

  /** Failures while the server is down make one outage; its summary is written once it answers again. */
  const observeServerAnswer = (reachable: boolean, status?: number) => {
    if (stopped) return;
    const step = observeServer(outage, { at: clock.now(), reachable, ...(status !== undefined ? { status } : {}) });
    const changed = (step.outage === null) !== (outage === null);
    outage = step.outage;
    if (step.ended) {
      const { since, until, status: cause } = step.ended;
      void db.syncErrors.add({ at: until, code: 'SERVER_OUTAGE', message: 'SERVER_OUTAGE', status: cause, outageFrom: since });
    }
    if (changed) options.changed();
  };
  const openAlarms = new Map<string, number>();

  const http = createHttp({
    baseUrl: effects.baseUrl,
    fetch: effects.fetch,
    auth: () => ({ tokenType: session.tokenType, accessToken: session.accessToken }),
    dedupe: createGetDeduper(),
    onAnswer: (status) => {
      if (status === 401 && !stopped) options.endSession('LOGGED_OUT_OR_NOT_AUTHORIZED');
      // Offline is the browser's own banner, not a server outage.
      if (effects.network.isOnline()) observeServerAnswer(!meansServerDown(status), status);
    },
  });
  const writer = createAlarmWriter(
    db,
    clock,
    (error) => options.log('error', `alarm write failed: ${String(error)}`),
    effects.openChannel(alarmsChannelName(db.name)),
  );

  /** Outage summaries are history, not errors: the light turns green by itself once the server is back. */
  const countErrors = () => db.syncErrors.filter((row) => row.outageFrom === undefined).count();

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
    openAlarmIds: () => new Set(openAlarms.values()),
    emit: options.emit,
    async recordSyncError(error) {
      // A request that failed because the server is down is part of the outage, summarised once it ends.
      if (error.status !== undefined && meansServerDown(error.status)) return;
      const newest = await db.syncErrors.orderBy('at').last();
      const now = clock.now();
      if (newest && newest.code === error.code && newest.message === error.message && now - newest.at < SYNC_ERROR_COLLAPSE_MS) {
        await db.syncErrors.update(newest.id as number, { at: now });
        return;
      }
      await db.syncErrors.add({ at: now, ...error });
      const count = await db.syncErrors.count();
      if (count > MAX_SYNC_ERRORS) {
        const oldest = await db.syncErrors.orderBy('at').limit(count - MAX_SYNC_ERRORS).primaryKeys();
        await db.syncErrors.bulkDelete(oldest);
      }
      syncErrors = await countErrors();
      options.changed();
    },
  };

  const outbox = createOutbox({
    db,
    clock,
    network: effects.network,
    randomId: effects.randomId,
    send: (row) => sendOutboxRow(http, row),
    onDelivered: (row) => {
      if (row.alarmId === null || stopped) return;
      void loadAlarmBasic(ctx, row.alarmId).then(() =>
        row.alarmId !== null && ctx.openAlarmIds().has(row.alarmId) ? loadOpenAlarm(ctx, row.alarmId) : undefined,
      );
    },
    onRefused: (_row, error) => {
      if (!stopped) void ctx.recordSyncError(error);
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

  const fastMs = () => settings.ALARM_REFRESH_FAST ?? DEFAULT_ALARM_REFRESH_MS;
  const unlessSimple = (ms: number | undefined) => (session.simpleLogin ? undefined : ms);
  const poller = createPoller(clock, [
    { name: 'alarms', intervalMs: () => unlessSimple(fastMs()), run: () => catchUp(ctx) },
    {
      name: 'openAlarms',
      intervalMs: fastMs,
      run: async () => {
        await Promise.all([...ctx.openAlarmIds()].map((id) => loadOpenAlarm(ctx, id)));
        return true;
      },
    },
    { name: 'calls', intervalMs: () => unlessSimple(fastMs()), run: async () => (await loadCalls(ctx), true) },
    { name: 'groups', intervalMs: () => unlessSimple(respondentRefreshMs(settings)), run: async () => (await loadGroups(ctx), true) },
    {
      name: 'report',
      intervalMs: () => (isValidAdmin(session.adminId) ? settings.REPORT : undefined),
      retryMs: REPORT_RETRY_MS,
      run: async () => (await http.send(endpoints.report)).ok,
    },
  ]);

  /**
   * Pushes about one alarm apply in order (an update then a remove must end removed); pushes about different
   * alarms apply side by side, so a burst becomes parallel loads whose writes land in one batch.
   */
  const chains = new Map<string, Promise<void>>();
  const onPush = (push: InboundPush) => {
    const key = 'alarmId' in push ? `alarm:${push.alarmId}` : 'globalAlarmId' in push ? `global:${push.globalAlarmId}` : 'session';
    const previous = chains.get(key) ?? Promise.resolve();
    const next = previous
      .then(() =>
        stopped
          ? undefined
          : applyPush(ctx, push, { endSession: (message) => options.endSession(message), deviceToken: () => session.deviceToken }),
      )
      .catch((error: unknown) => options.log('error', `push ${push.type} ${'pushId' in push ? push.pushId : 'legacy'} not applied: ${String(error)}`));
    chains.set(key, next);
    void next.then(() => {
      if (chains.get(key) === next) chains.delete(key);
    });
  };

  const socket = createPushSocket<InboundPush>({
    clock,
    openSocket: effects.openSocket,
    url: async () => `${effects.baseUrl.replace(/^http/, 'ws')}${wsPathWithQuery({ ...(await socketCredential()), ...(session.deviceToken ? { devicetoken: session.deviceToken } : {}) })}`,
    parsePush: (message) => {
      const parsed = parsePushMessage(message);
      return parsed.ok ? parsed.value : null;
    },
    onPush,
    onState: (state) => {
      options.log('info', `websocket ${state}`);
      // A socket that opens proves the server is back; one that closes while online means alarms stop arriving.
      if (state === 'open') observeServerAnswer(true);
      else if (state === 'closed' && effects.network.isOnline()) observeServerAnswer(false, 0);
      if (state === 'open') poller.stop();
      else if (state === 'closed' && !stopped && effects.network.isOnline()) poller.start();
      options.changed();
    },
    onOpen: () => void onSocketOpen(),
  });

  /**
   * A one-use ticket before each connect, so the access token stays out of the socket URL (proxy and browser
   * logs). The existing backend has no tickets (404): its socket takes the token. Any other failure throws, and
   * the socket tries again later.
   */
  async function socketCredential(): Promise<{ ticket: string } | { token: string }> {
    const answer = await http.send(endpoints.socketTicket);
    if (answer.ok) return { ticket: answer.value.ticket };
    if (answer.status === 404) return { token: session.accessToken };
    throw new Error(`socket ticket: ${answer.status}`);
  }

  /** PUSH-08 and catch-up: one since=<cursor> request, calls, the open alarms; then waiting writes go out. */
  async function onSocketOpen(): Promise<void> {
    await Promise.all([
      catchUp(ctx),
      session.simpleLogin ? undefined : loadCalls(ctx),
      ...[...ctx.openAlarmIds()].map((id) => loadOpenAlarm(ctx, id)),
    ]);
    await outbox.flush();
  }

  /** SESSION-30..33: register when a phone is selected or telephony is cloud or none; the socket follows. */
  async function register(): Promise<boolean> {
    if (!(session.phoneSelected || session.telephony === 'cloud' || session.telephony === 'none')) return false;
    const directory = openSessionDirectory();
    const known = (await directory.devices.get(session.username))?.deviceToken ?? session.deviceToken;
    const result = await http.send(endpoints.register, {
      body: {
        type: 'SkygdWebApp',
        telephone: session.phone ? session.phone.slice(0, REGISTERED_PHONE_MAX_CHARS) : null,
        devicetoken: known ?? null,
        UsingTwilio: session.telephony === 'cloud',
      },
    });
    if (!result.ok) {
      await saveSession({ ...session, registration: 'denied' });
      return false;
    }
    const deviceToken = result.value.devicetoken;
    await directory.devices.put({ username: session.username, deviceToken });
    await saveSession({ ...session, deviceToken, registration: 'allowed' });
    return true;
  }

  /** Whether this session has a push socket (registered, valid admin); otherwise it polls. */
  let socketWanted = false;

  /** Online: the socket (or, without one, polling). Offline: neither; the outbox keeps what may wait. */
  const followNetwork = (online: boolean) => {
    if (stopped) return;
    if (!online) {
      socket.stop();
      poller.stop();
    } else if (socketWanted) {
      socket.start();
    } else {
      poller.start();
    }
    options.changed();
  };
  const unsubscribeNetwork = effects.network.subscribe(followNetwork);

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
    syncErrorCount: () => syncErrors,
    serverReachable: () => outage === null,
    session: () => session,
    async start(entry) {
      syncErrors = await countErrors();
      await outbox.recover();
      await pruneViewed(db, clock.now());
      await readSettings();
      // A session resumed after its access token expired (a sleeping laptop) renews before loading anything.
      if (entry === 'resume' && clock.now() >= session.expiresAt) await refresher.refreshNow();
      if (stopped) return;
      if (entry === 'resume') {
        refresher.onEntry();
      } else {
        if (!session.simpleLogin) await refresher.prepare();
        refresher.afterLogin();
      }
      scheduleSessionEnd();
      await loadProfile(ctx);
      await readSettings();
      await Promise.all([catchUp(ctx, { full: entry === 'login' }), session.simpleLogin ? undefined : loadGroups(ctx)]);
      if (stopped) return;
      const registered = await register();
      if (stopped) return;
      socketWanted = registered && isValidAdmin(session.adminId);
      if (isValidAdmin(session.adminId) && !session.simpleLogin) adminToken.start();
      followNetwork(effects.network.isOnline());
      void outbox.flush();
      options.changed();
    },
    stop() {
      stopped = true;
      unsubscribeNetwork();
      socket.stop();
      poller.stop();
      refresher.stop();
      adminToken.stop();
      outbox.dispose();
      writer.dispose();
    },
    async setOpenAlarm(tabId, alarmId) {
      if (alarmId === null) openAlarms.delete(tabId);
      else openAlarms.set(tabId, alarmId);
      if (alarmId !== null) await loadOpenAlarm(ctx, alarmId);
    },
    forgetTab(tabId) {
      openAlarms.delete(tabId);
    },
    sendLogout: () => socket.send({ type: 'logout' }),
    async refreshAll() {
      await loadProfile(ctx);
      await readSettings();
      await Promise.all([
        catchUp(ctx, { full: true }),
        loadGroups(ctx),
        session.simpleLogin ? undefined : loadCalls(ctx),
        ...[...ctx.openAlarmIds()].map((id) => loadOpenAlarm(ctx, id)),
      ]);
    },
    async dismissSyncErrors() {
      await db.syncErrors.clear();
      syncErrors = 0;
      options.changed();
    },
  };
}
