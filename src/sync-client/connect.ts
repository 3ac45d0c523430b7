import { type Remote, wrap } from 'comlink';
import { PROTOCOL_VERSION } from '../contract/version.ts';
import { DB_SCHEMA_VERSION } from '../db/database.ts';
import { browserTabEffects } from './browser-tab-effects.ts';
import type { DatabaseChangeMessage } from './engine-types.ts';
import type { EngineApi, EngineClient, EngineEvent, EngineStatus, Send } from './engine-api.ts';
import { type AttachResult, initialEngineStatus } from './engine-types.ts';
import { type AnyCommandResult, EngineErrorCode, type Failure, failure } from './failure.ts';
import { createReplay } from './replay.ts';
import type { EngineConnection, TabEffects } from './tab-effects.ts';

/** A call to a worker that died is never answered: every command gets this long at most. */
export const ENGINE_CALL_TIMEOUT_MS = 30_000;
/** How long a trivial call may take before the engine is taken for dead. */
export const PROBE_TIMEOUT_MS = 5_000;

/**
 * Holds a Web Lock until the tab is gone, so the engine learns about closed tabs without guessing. `held` settles once
 * the lock is granted: `request()` returns before that, and an engine that asked for the same lock first would be
 * granted it at once and take the tab for gone (pitfalls: "Web Locks as liveness").
 */
function holdTabLock(effects: TabEffects): { name: string; held: Promise<void> } {
  const name = `arc-tab-${effects.randomId()}`;
  const held = new Promise<void>((granted) => {
    void effects.locks.request(name, {}, () => {
      granted();
      return new Promise<never>(() => {});
    });
  });
  return { name, held };
}

/** No answer in time, or none can come any more (its engine was replaced): the engine may or may not have acted. */
const TIMED_OUT = failure(EngineErrorCode.TIMEOUT, 'INTERNET_CONNECTION_ABORT');
/** The engine's worker threw instead of answering (Comlink rejects): a bug there, shown as a generic error. */
const ENGINE_FAILED = failure(EngineErrorCode.ENGINE_ERROR, 'GENERIC_ERROR_MESSAGE');

/** One engine this tab talks to; `gone` answers the calls still waiting on it once it is replaced. */
interface EngineLink {
  connection: EngineConnection;
  engine: Remote<EngineApi>;
  gone: Promise<Failure>;
  end(): void;
}

function linkTo(connection: EngineConnection): EngineLink {
  let end = () => {};
  const gone = new Promise<Failure>((resolve) => {
    end = () => {
      connection.close();
      resolve(TIMED_OUT);
    };
  });
  return { connection, engine: wrap<EngineApi>(connection.endpoint), gone, end };
}

function createStream<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    emit(value: T) {
      for (const listener of listeners) listener(value);
    },
    subscribe(listener: (value: T) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * Connects this tab to the one sync engine of the browser. Call once per tab (EngineProvider does). A command that
 * gets no answer in time may mean the engine's worker died (a browser may kill a SharedWorker under memory pressure):
 * a trivial call then probes it, and when that hangs too the tab connects again, which starts a fresh engine that
 * resumes the session from IndexedDB.
 */
export function connectEngine(effects: TabEffects = browserTabEffects()): EngineClient {
  const tabLock = holdTabLock(effects);
  const statusStream = createStream<EngineStatus>();
  const eventStream = createStream<EngineEvent>();
  const changeStream = createStream<DatabaseChangeMessage>();
  let status = initialEngineStatus;
  const setStatus = (next: EngineStatus) => {
    status = next;
    statusStream.emit(next);
  };
  /** What a new engine must hear again after a reconnect: what this tab watches (see workers/sync/replay.ts). */
  const replay = createReplay();
  let persisted: boolean | null = null;
  let link = linkTo(effects.startEngine());
  /** Set while a probe waits for its answer: calls made meanwhile wait for it, then go to the engine that is current. */
  let probe: Promise<void> | null = null;
  // The parser loads while the engine's worker starts; the worker's first messages wait for it, in order.
  const parser = effects.loadParser();
  /** Comlink's answers share the port and are not union messages: the parser drops them. */
  const listen = (current: EngineLink) => {
    current.connection.endpoint.addEventListener('message', (event) =>
      void parser.then((parseMessageOf) => {
        const message = parseMessageOf((event as MessageEvent).data, ['status', 'event', 'log', 'db-change']);
        if (!message || current !== link) return;
        if (message.kind === 'status') setStatus(message.status);
        else if (message.kind === 'event') eventStream.emit(message.event);
        else if (message.kind === 'db-change') changeStream.emit(message);
        else console[message.level](`[arc-sync] ${message.text}`);
      }),
    );
  };
  const call = (name: keyof EngineApi, args: unknown): Promise<AnyCommandResult> => {
    const { engine, gone } = link;
    return Promise.race([(engine[name] as (args: unknown) => Promise<AnyCommandResult>)(args).catch(() => ENGINE_FAILED), gone]);
  };
  /** `work`'s outcome, or undefined once it took longer than `ms`. */
  const within = <T>(ms: number, work: Promise<T>): Promise<T | undefined> => {
    let timer: unknown;
    const late = new Promise<undefined>((resolve) => {
      timer = effects.clock.setTimeout(() => resolve(undefined), ms);
    });
    return Promise.race([work, late]).finally(() => effects.clock.clearTimeout(timer));
  };

  /**
   * Announces the tab only once its lock is held, so the engine's registry can never take it for gone; then what a
   * new engine must hear again. Settles once all of it is posted, so calls sent after it reach the engine after it.
   */
  const attach = () => {
    listen(link);
    return tabLock.held.then(() => {
      void call('attach', { tabLock: tabLock.name }).then((answer) => {
        if (!answer.ok || answer.queued) return;
        const attached = answer.value as AttachResult;
        const skewed = attached.protocol !== PROTOCOL_VERSION || attached.schema !== DB_SCHEMA_VERSION;
        setStatus(skewed ? { ...attached.status, reloadRequired: true } : attached.status);
      });
      void call('reportNetwork', { online: effects.network.isOnline() });
      if (persisted !== null) void call('reportStoragePersisted', { persisted });
      for (const again of replay.calls()) void call(again.name as keyof EngineApi, again.args);
    });
  };
  const reconnect = () => {
    link.end();
    link = linkTo(effects.startEngine());
    return attach();
  };
  /** A slow command (a login on a slow server) is not a dead engine: only reconnect when a trivial call hangs too. */
  const reconnectIfDead = () => {
    probe ??= within(PROBE_TIMEOUT_MS, call('reportNetwork', { online: effects.network.isOnline() }))
      .then((answer) => (answer ? undefined : reconnect()))
      .finally(() => {
        probe = null;
      });
  };

  void attach();
  void effects.requestPersistentStorage().then((answer) => {
    persisted = answer;
    void call('reportStoragePersisted', { persisted: answer });
  });
  const stopReportingNetwork = effects.network.subscribe((online) => void call('reportNetwork', { online }));
  // A closing tab can see a last 'online' event as it is torn down; its word no longer counts for the others.
  effects.onPageHide(stopReportingNetwork);

  const send = ((name: keyof EngineApi, ...rest: unknown[]) => {
    const args = rest[0];
    replay.note(name, args);
    const answer = probe ? probe.then(() => call(name, args)) : call(name, args);
    return within(ENGINE_CALL_TIMEOUT_MS, answer).then((answered) => {
      if (answered) return answered;
      reconnectIfDead();
      return TIMED_OUT;
    });
  }) as Send;

  return {
    send,
    status: { subscribe: statusStream.subscribe, current: () => status },
    events: { subscribe: eventStream.subscribe },
    changes: { subscribe: changeStream.subscribe },
  };
}
