import { z } from 'zod';
import { endpoints, PROTOCOL_VERSION } from '../../src/contract/index.ts';
import { type ArcDatabase, DB_SCHEMA_VERSION, userDatabaseName } from '../../src/db/database.ts';
import type { SessionRow } from '../../src/db/rows.ts';
import { statusLight } from '../../src/domain/access.ts';
import { isSessionExpired } from '../../src/domain/token-schedule.ts';
import { type AttachResult, type EngineEvent, type EngineStatus, initialEngineStatus, type LoginStep } from '../../src/sync-client/engine-types.ts';
import { type AnyCommandResult, type CommandResult, EngineErrorCode, failure } from '../../src/sync-client/failure.ts';
import type { TabMessage } from '../../src/sync-client/messages.ts';
import { BUILD_CHANNEL, watchForNewerBuild } from './build-watch.ts';
import { clearUserData } from './clear-user-data.ts';
import { createGetDeduper } from './dedupe.ts';
import type { EngineEffects } from './effects.ts';
import { failureFromHttp } from './failure-from-http.ts';
import { type CommandArgs, type CommandName, type CommandResultOf, createEngineHandlers } from './handlers/index.ts';
import { type Caller, checked, DONE, type Handler, type HandlerMap } from './handlers/handler.ts';
import { createHttp } from './http.ts';
import { createLoginFlow } from './login-flow.ts';
import { createLogoutSender } from './logout-sender.ts';
import { createCombinedNetwork } from './network.ts';
import { createTabRegistry } from './tab-registry.ts';
import { newSessionRow, type SessionStart } from './session-row.ts';
import { createUserRuntime, type SessionEndMessage, type UserRuntime } from './user-runtime.ts';

/**
 * The sync engine: one per browser (SharedWorker, or the elected tab's worker). It owns the session, the socket,
 * polling and the outbox of the logged-in user, and serves every tab through `connectTab()`.
 */
export interface Engine {
  /** A tab's side of the engine: `post` carries status, events and logs to it; `dispatch` serves its messages. */
  connectTab(post: (message: TabMessage) => void): EngineTab;
  /** Resolves once a stored session has been taken over (or found absent). */
  ready: Promise<void>;
  status(): EngineStatus;
  dispose(): Promise<void>;
}

export interface EngineTab {
  /** One command from this tab, by name; a name no handler has answers UNKNOWN_COMMAND. */
  dispatch(name: string, args: unknown): Promise<AnyCommandResult>;
}

/** What only a tab can tell the engine: that it exists (and its lock), its network and its storage answer. */
interface TabCalls {
  attach(args: { tabLock: string }): Promise<CommandResult<AttachResult>>;
  reportNetwork(args: { online: boolean }): Promise<CommandResult>;
  reportStoragePersisted(args: { persisted: boolean | null }): Promise<CommandResult>;
}

/** The object a tab reaches through Comlink (serve-port.ts): every command of the handler maps and the tab's own calls. */
export type EngineApi = { [N in CommandName]: (args: CommandArgs<N>) => Promise<CommandResultOf<N>> } & TabCalls;

export interface EngineOptions {
  /** In a browser: treat the network as offline until a tab has reported it (see network.ts). */
  awaitTabNetwork?: boolean;
}

export function createEngine(browser: EngineEffects, options: EngineOptions = {}): Engine {
  const network = createCombinedNetwork(browser.network, { untilFirstReport: options.awaitTabNetwork ?? false });
  const effects: EngineEffects = { ...browser, network };
  const { clock } = effects;
  const registry = createTabRegistry(effects.locks);
  const directory = effects.databases.directory();
  let runtime: UserRuntime | null = null;
  let stopRuntime = new AbortController();
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
      storage: effects.databases.kind(),
      ...(effects.databases.changes ? { memoryEngine: effects.databases.changes.engine } : {}),
      reloadRequired,
      loggedIn: runtime !== null,
      ...statusLight({
        online,
        serverReachable,
        syncErrors: runtime?.syncErrorCount() ?? 0,
        phoneSelected: runtime?.session().phoneSelected ?? false,
        socketExpected: runtime?.socketExpected() ?? false,
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
  const stopReplicating = effects.databases.changes?.listen((message) => registry.broadcast(message));
  registry.onTabGone((tabId) => runtime?.forgetTab(tabId));
  const stopWatchingBuilds = watchForNewerBuild(effects.openChannel(BUILD_CHANNEL), effects.build, () => {
    // A newer build's engine started: leave the socket and the outbox to it; the tabs reload into it.
    log('warn', 'a newer build is running: retiring this engine');
    reloadRequired = true;
    void stopUser().then(publish);
  });

  /** Anonymous requests (login steps, one-time links) before a session exists. */
  const anonymousHttp = createHttp({ baseUrl: effects.baseUrl, fetch: effects.fetch, auth: () => null, dedupe: createGetDeduper() });

  /** Logouts of any user of this browser that the server has not had yet: sent by every engine that starts (NM5). */
  const logouts = createLogoutSender(directory, anonymousHttp, effects);

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
    db = effects.databases.open(session.username);
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
    stopRuntime = new AbortController();
    const started = createUserRuntime({
      signal: stopRuntime.signal,
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
    stopRuntime.abort();
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
    if (!me.ok) return failureFromHttp(me, 'login');
    const device = await directory.devices.get(me.value.Username);
    await startUser(newSessionRow(start, me.value, clock.now(), device?.deviceToken ?? null), 'login');
    return { ok: true, value: { step: 'done' } };
  }

  const loginFlow = createLoginFlow({ http: anonymousHttp, complete: (input, token) => completeLogin({ input, token }) });

  async function resume(): Promise<void> {
    void logouts.flush();
    storagePersisted = await effects.requestPersistentStorage().catch(() => null);
    const current = await directory.current.get('current');
    if (!current) return publish();
    const stored = await effects.databases.open(current.username).session.get('current');
    if (!stored || isSessionExpired(clock.now(), stored.initialExpiry)) {
      db = effects.databases.open(current.username);
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

  const scope = { effects, runtime: () => runtime, db: () => db };
  const handlers: HandlerMap = createEngineHandlers(
    scope,
    {
      effects,
      anonymousHttp,
      loginFlow,
      logouts,
      ready: taken,
      startSession: completeLogin,
      endSession,
      current: () => (runtime && db ? { runtime, db } : null),
    },
    taken,
  );

  function connectTab(post: (message: TabMessage) => void): EngineTab {
    const caller: Caller = { tabId: effects.randomId() };
    const tabMessages: Record<keyof TabCalls, Handler<never, unknown>> = {
      attach: checked(z.object({ tabLock: z.string() }), async ({ tabLock }) => {
        caller.tabId = registry.attach(tabLock, post);
        await ready;
        return { ok: true, value: { protocol: PROTOCOL_VERSION, schema: DB_SCHEMA_VERSION, status: status() } };
      }),
      reportStoragePersisted: checked(z.object({ persisted: z.boolean().nullable() }), async ({ persisted }) => {
        storagePersisted = persisted;
        publish();
        return DONE;
      }),
      reportNetwork: checked(z.object({ online: z.boolean() }), async ({ online }) => {
        network.report(online);
        return DONE;
      }),
    };
    return {
      dispatch(name, args) {
        const handler = Object.hasOwn(tabMessages, name) ? tabMessages[name as keyof TabCalls] : Object.hasOwn(handlers, name) ? handlers[name] : undefined;
        if (!handler) return Promise.resolve(failure(EngineErrorCode.UNKNOWN_COMMAND));
        return handler(args as never, caller).catch((error: unknown) => {
          log('error', `command ${name} failed: ${String(error)}`);
          return failure(EngineErrorCode.ENGINE_ERROR, 'GENERIC_ERROR_MESSAGE');
        });
      },
    };
  }

  return {
    connectTab,
    ready,
    status,
    async dispose() {
      await ready;
      await stopUser();
      logouts.dispose();
      stopWatchingBuilds();
      stopReplicating?.();
      registry.dispose();
    },
  };
}
