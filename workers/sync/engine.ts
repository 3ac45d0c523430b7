import { endpoints, PROTOCOL_VERSION } from '../../src/contract/index.ts';
import { type ArcDatabase, DB_SCHEMA_VERSION, openSessionDirectory, openUserDatabase, userDatabaseName } from '../../src/db/database.ts';
import type { SessionRow } from '../../src/db/rows.ts';
import { statusColour } from '../../src/domain/access.ts';
import { isSessionExpired } from '../../src/domain/token-schedule.ts';
import {
  type CommandResult,
  type EngineEvent,
  type EngineStatus,
  initialEngineStatus,
  type LoginStep,
} from '../../src/sync-client/engine-api.ts';
import type { EnginePort } from '../../src/sync-client/engine-port.ts';
import { BUILD_CHANNEL, watchForNewerBuild } from './build-watch.ts';
import { clearUserData } from './clear-user-data.ts';
import { createWriteCommands } from './commands.ts';
import { createGetDeduper } from './dedupe.ts';
import type { EngineEffects } from './effects.ts';
import { createHttp } from './http.ts';
import { createAbsenceCommands } from './absence-commands.ts';
import { fetchExternalDocument } from './external-fetch.ts';
import { commandFailure } from './failures.ts';
import { createInformationRequestCommand } from './information-request-command.ts';
import { createLocateCommand } from './locate-command.ts';
import { createLoginFlow, loginFailure } from './login-flow.ts';
import { createCombinedNetwork } from './network.ts';
import { sendQueuedLogouts } from './logout-sender.ts';
import { createTabRegistry } from './tab-registry.ts';
import { autoRegisterSessionStart, linkSessionStart, newSessionRow, type SessionStart } from './session-row.ts';
import { createUserRuntime, type SessionEndMessage, type UserRuntime } from './user-runtime.ts';
import { markViewed } from './viewed.ts';

/**
 * The sync engine: one per browser (SharedWorker, or the elected tab's worker). It owns the session, the socket,
 * polling and the outbox of the logged-in user, and serves every tab through `connectTab()`.
 */
export interface Engine {
  connectTab(): EnginePort;
  /** Resolves once a stored session has been taken over (or found absent). */
  ready: Promise<void>;
  status(): EngineStatus;
  dispose(): Promise<void>;
}

const NOT_LOGGED_IN = { ok: false, code: 'LOGGED_OUT_OR_NOT_AUTHORIZED', message: 'LOGGED_OUT_OR_NOT_AUTHORIZED' } as const;

export interface EngineOptions {
  /** In a browser: treat the network as offline until a tab has reported it (see network.ts). */
  awaitTabNetwork?: boolean;
}

export function createEngine(browser: EngineEffects, options: EngineOptions = {}): Engine {
  const network = createCombinedNetwork(browser.network, { untilFirstReport: options.awaitTabNetwork ?? false });
  const effects: EngineEffects = { ...browser, network };
  const { clock } = effects;
  const registry = createTabRegistry(effects.locks);
  const directory = openSessionDirectory();
  let runtime: UserRuntime | null = null;
  let db: ArcDatabase | null = null;
  let storagePersisted: boolean | null = null;
  let reloadRequired = false;
  let published = initialEngineStatus;

  const status = (): EngineStatus => {
    const online = network.shownOnline();
    const socket = runtime?.socketState() ?? 'closed';
    const serverReachable = runtime?.serverReachable() ?? true;
    return {
      socket,
      online,
      serverReachable,
      storagePersisted,
      reloadRequired,
      loggedIn: runtime !== null,
      indicator: statusColour({
        online,
        serverReachable,
        syncErrors: runtime?.syncErrorCount() ?? 0,
        phoneSelected: runtime?.session().phoneSelected ?? false,
        socketOpen: socket === 'open',
        simpleLogin: runtime?.session().simpleLogin ?? false,
      }),
    };
  };
  const publish = () => {
    const next = status();
    if (JSON.stringify(next) === JSON.stringify(published)) return;
    published = next;
    registry.broadcast({ kind: 'status', status: next });
  };
  const emit = (event: EngineEvent) => registry.broadcast({ kind: 'event', event });
  const log = (level: 'info' | 'warn' | 'error', text: string) => registry.broadcast({ kind: 'log', level, text });
  effects.network.subscribe(publish);
  registry.onTabGone((tabId) => runtime?.forgetTab(tabId));
  const stopWatchingBuilds = watchForNewerBuild(effects.openChannel(BUILD_CHANNEL), effects.build, () => {
    // A newer build's engine started: leave the socket and the outbox to it; the tabs reload into it.
    log('warn', 'a newer build is running: retiring this engine');
    reloadRequired = true;
    void stopUser().then(publish);
  });

  /** Anonymous requests (login steps, one-time links) before a session exists. */
  const anonymousHttp = createHttp({ baseUrl: effects.baseUrl, fetch: effects.fetch, auth: () => null, dedupe: createGetDeduper() });

  const watched = new WeakSet<ArcDatabase>();

  /**
   * Resolves once the engine knows whether a stored session exists and, if one does, has set up its runtime. A tab
   * that reaches a new engine (a leader hand-over, a restarted SharedWorker) re-sends its open alarm and may send a
   * write at once: commands wait for this instead of answering "logged out" during the take-over.
   */
  let markTaken = () => {};
  const taken = new Promise<void>((resolve) => {
    markTaken = resolve;
  });

  async function startUser(session: SessionRow, entry: 'login' | 'resume'): Promise<void> {
    const previous = db;
    await stopUser();
    // A different user on this browser: the previous one's data goes (their waiting writes stay in their database).
    if (previous && previous.name !== userDatabaseName(session.username)) await clearUserData(previous);
    db = openUserDatabase(session.username);
    if (!watched.has(db)) {
      watched.add(db);
      db.on('versionchange', () => {
        // A newer build upgraded the schema: this engine is outdated; its tabs must reload.
        reloadRequired = true;
        publish();
      });
    }
    await db.session.put(session);
    await directory.current.put({ key: 'current', username: session.username });
    const started = createUserRuntime({
      effects,
      db,
      session,
      emit,
      log,
      changed: publish,
      endSession: (message) => void endSession(message),
    });
    runtime = started;
    markTaken();
    publish();
    await started.start(entry);
    publish();
  }

  async function stopUser(): Promise<void> {
    runtime?.stop();
    runtime = null;
  }

  /** SESSION-16: back to login with a message; local data cleared (waiting writes kept for the same user). */
  async function endSession(message: SessionEndMessage | null): Promise<void> {
    if (!runtime || !db) return;
    log('info', `session ended: ${message ?? 'logout'}`);
    const ending = db;
    await stopUser();
    await clearUserData(ending);
    await directory.current.delete('current');
    db = null;
    publish();
    emit({ type: 'loggedOut', message });
  }

  async function completeLogin(start: SessionStart): Promise<CommandResult<LoginStep>> {
    const auth = { tokenType: start.token.token_type, accessToken: start.token.access_token };
    const me = await anonymousHttp.send(endpoints.me, { auth });
    if (!me.ok) return loginFailure(me);
    const device = await directory.devices.get(me.value.Username);
    await startUser(newSessionRow(start, me.value, clock.now(), device?.deviceToken ?? null), 'login');
    return { ok: true, value: { step: 'done' } };
  }

  const loginFlow = createLoginFlow({ http: anonymousHttp, complete: (input, token) => completeLogin({ input, token }) });

  async function resume(): Promise<void> {
    storagePersisted = await effects.requestPersistentStorage().catch(() => null);
    const current = await directory.current.get('current');
    if (!current) return publish();
    const stored = await openUserDatabase(current.username).session.get('current');
    if (!stored || isSessionExpired(clock.now(), stored.initialExpiry)) {
      db = openUserDatabase(current.username);
      runtime = null;
      await clearUserData(db);
      await directory.current.delete('current');
      db = null;
      return publish();
    }
    await startUser(stored, 'resume');
  }
  const ready = resume()
    .catch((error: unknown) => log('error', `could not resume the session: ${String(error)}`))
    .finally(markTaken);

  const writes = afterTakeOver(taken, createWriteCommands(() => runtime, NOT_LOGGED_IN));
  const guarded = async <T>(fn: (r: UserRuntime, d: ArcDatabase) => Promise<CommandResult<T>>): Promise<CommandResult<T>> => {
    await taken;
    return runtime && db ? fn(runtime, db) : NOT_LOGGED_IN;
  };

  function connectTab(): EnginePort {
    let tabId: string | null = null;
    const port: EnginePort = {
      async attach(tabLock, listener) {
        tabId = registry.attach(tabLock, listener);
        await ready;
        return { protocol: PROTOCOL_VERSION, schema: DB_SCHEMA_VERSION, status: status() };
      },
      async reportStoragePersisted(persisted) {
        storagePersisted = persisted;
        publish();
      },
      async reportNetwork(online) {
        network.report(online);
      },
      login: async (input) => (await ready, loginFlow.login(input)),
      submitTwoFactor: (input) => loginFlow.submitTwoFactor(input),
      resetPassword: (input) => loginFlow.resetPassword(input),
      async urlLogin({ p, password }) {
        const result = await anonymousHttp.send(endpoints.urlLogin, { query: { p }, body: password ? { password } : {} });
        if (!result.ok) return loginFailure(result);
        const done = await completeLogin(linkSessionStart(result.value));
        if (!done.ok) return done;
        const { template, alarmid } = result.value;
        return { ok: true, value: { template: template ?? '', alarmId: typeof alarmid === 'number' ? alarmid : null } };
      },
      async autoRegister(query) {
        const start = autoRegisterSessionStart(query);
        if (!start) return NOT_LOGGED_IN;
        const done = await completeLogin(start);
        return done.ok && query.url ? { ok: true, value: { step: 'done', returnTo: query.url } } : done;
      },
      async logout(reason) {
        await taken;
        if (!runtime || !db) return { ok: true, value: undefined };
        const [ending, userDb] = [runtime, db];
        if (effects.network.isOnline()) {
          await ending.outbox.flush();
          const result = await ending.ctx.http.send(endpoints.unregister);
          // SESSION-24: a failed unregister is returned to the caller, who stays logged in.
          if (!result.ok) return commandFailure(result);
        }
        // The server ends the whole login (access, renewal and admin tokens). Offline or unanswered, the request
        // waits in the outbox with this session's own token, which the console forgets now.
        const { tokenType, accessToken } = ending.session();
        await ending.outbox.submit({ call: 'logout', params: {}, alarmId: null, mode: 'mayWait', auth: { tokenType, accessToken } });
        ending.sendLogout();
        await endSession(reason ?? null);
        if ((await userDb.outbox.filter((row) => row.call === 'logout').count()) > 0) sendQueuedLogouts(userDb, anonymousHttp, effects);
        return { ok: true, value: undefined };
      },
      ...writes,
      ...afterTakeOver(taken, createLocateCommand(() => runtime, NOT_LOGGED_IN)),
      ...afterTakeOver(taken, createInformationRequestCommand(() => runtime, NOT_LOGGED_IN)),
      ...afterTakeOver(taken, createAbsenceCommands(() => runtime, NOT_LOGGED_IN)),
      fetchExternalContent: (url) =>
        guarded((r) =>
          fetchExternalDocument(
            { baseUrl: effects.baseUrl, fetch: effects.fetch, auth: () => ({ tokenType: r.session().tokenType, accessToken: r.session().accessToken }) },
            url,
          ),
        ),
      searchUsers: (query) =>
        guarded(async (r) => {
          const result = await r.ctx.http.send(endpoints.userSearch, { query: { ...query } });
          if (result.ok) return { ok: true, value: result.value };
          return result.blocked ? { ok: true, value: [] } : commandFailure(result);
        }),
      openAlarm: (alarmId) =>
        guarded(async (r) => {
          if (tabId) await r.setOpenAlarm(tabId, alarmId);
          return { ok: true, value: undefined };
        }),
      refresh: () => guarded(async (r) => (await r.refreshAll(), { ok: true, value: undefined })),
      dismissSyncErrors: () => guarded(async (r) => (await r.dismissSyncErrors(), { ok: true, value: undefined })),
      markViewed: (alarmId) => guarded(async (_r, d) => (await markViewed(d, alarmId, clock.now()), { ok: true, value: undefined })),
      setPref: (key, value) => guarded(async (_r, d) => (await d.prefs.put({ key, value }), { ok: true, value: undefined })),
      retryWrite: (key) => guarded((r) => r.outbox.retry(key)),
      discardWrite: (key) => guarded((r) => r.outbox.discard(key)),
    };
    return port;
  }

  return {
    connectTab,
    ready,
    status,
    async dispose() {
      await ready;
      await stopUser();
      stopWatchingBuilds();
      registry.dispose();
    },
  };
}

/** The same commands, each first waiting for `taken` (see createEngine). */
function afterTakeOver<T extends object>(taken: Promise<void>, commands: T): T {
  return Object.fromEntries(
    Object.entries(commands).map(([name, command]) => [
      name,
      async (...args: unknown[]) => {
        await taken;
        return (command as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ) as T;
}
