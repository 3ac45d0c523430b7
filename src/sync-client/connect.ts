import { type Endpoint, type Remote, wrap } from 'comlink';
import { PROTOCOL_VERSION } from '../contract/version.ts';
import { DB_SCHEMA_VERSION } from '../db/database.ts';
import type { EngineApi, EngineClient, EngineEvent, EngineStatus, Send } from './engine-api.ts';
import { initialEngineStatus } from './engine-types.ts';
import { type CommandResult, EngineErrorCode, failure } from './failure.ts';
import { importWithReload } from '../app/import-with-reload.ts';
import { messageParser } from './message-parser.ts';
import type { AttachResult } from './engine-types.ts';
import { createReplay } from './replay.ts';

/** A call to a worker that died is never answered: every command gets this long at most. */
export const ENGINE_CALL_TIMEOUT_MS = 30_000;
const PROBE_TIMEOUT_MS = 5_000;

/** The engine's name carries build id and protocol, so a tab never talks to an engine left over from an older deploy. */
export function engineWorkerName(): string {
  return `arc-sync-${__BUILD_ID__}-p${PROTOCOL_VERSION}`;
}

interface EngineConnection {
  /** Comlink carries the commands over it; the engine's status, events and logs arrive on it as union messages. */
  endpoint: Endpoint;
  /** Ends this tab's side: the port of a SharedWorker, or this tab's own dedicated worker. */
  close(): void;
}

function startEngineWorker(): EngineConnection {
  const name = engineWorkerName();
  if (typeof SharedWorker !== 'undefined') {
    const worker = new SharedWorker(new URL('../../workers/sync/shared-worker.ts', import.meta.url), {
      type: 'module',
      name,
    });
    return { endpoint: worker.port, close: () => worker.port.close() };
  }
  // No SharedWorker (older Chrome on Android): this tab runs the engine in its own worker, where a Web Lock decides
  // whether it leads or forwards to the leading tab over BroadcastChannel.
  const worker = new Worker(new URL('../../workers/sync/dedicated-worker.ts', import.meta.url), { type: 'module', name });
  return { endpoint: worker, close: () => worker.terminate() };
}

/**
 * Holds a Web Lock until the tab is gone, so the engine learns about closed tabs without guessing. `held` settles once
 * the lock is granted: `request()` returns before that, and an engine that asked for the same lock first would be
 * granted it at once and take the tab for gone (pitfalls: "Web Locks as liveness").
 */
function holdTabLock(): { name: string; held: Promise<void> } {
  const name = `arc-tab-${crypto.randomUUID()}`;
  const held = new Promise<void>((granted) => {
    void navigator.locks.request(name, () => {
      granted();
      return new Promise<never>(() => {});
    });
  });
  return { name, held };
}

/** Storage may be evicted unless persisted; only a window may ask (pitfalls: "Storage"). */
async function askPersistentStorage(): Promise<boolean | null> {
  try {
    return navigator.storage?.persist ? await navigator.storage.persist() : null;
  } catch {
    return null;
  }
}

const TIMED_OUT = failure(EngineErrorCode.TIMEOUT, 'INTERNET_CONNECTION_ABORT');
/** The engine's worker threw instead of answering (Comlink rejects): a bug there, shown as a generic error. */
const ENGINE_FAILED = failure(EngineErrorCode.ENGINE_ERROR, 'GENERIC_ERROR_MESSAGE');

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
 * gets no answer in time means the engine's worker died (a browser may kill a SharedWorker under memory pressure):
 * the tab then connects again, which starts a fresh engine that resumes the session from IndexedDB.
 */
export function connectEngine(): EngineClient {
  const tabLock = holdTabLock();
  const statusStream = createStream<EngineStatus>();
  const eventStream = createStream<EngineEvent>();
  let status = initialEngineStatus;
  const setStatus = (next: EngineStatus) => {
    status = next;
    statusStream.emit(next);
  };
  /** What a new engine must hear again after a reconnect: what this tab watches (see workers/sync/replay.ts). */
  const replay = createReplay();
  let persisted: boolean | null = null;
  let connection = startEngineWorker();
  let engine: Remote<EngineApi> = wrap<EngineApi>(connection.endpoint);
  // The parser loads while the engine's worker starts; the worker's first messages wait for it, in order. Every tab
  // connects at its start, so this is where a parser chunk gone with an old deploy reloads the page (ERR-17).
  const parser = importWithReload(messageParser);
  /** Comlink's answers share the port and are not union messages: the parser drops them. */
  const listen = (current: EngineConnection) => {
    current.endpoint.addEventListener('message', (event) =>
      void parser.then((parseMessageOf) => {
        const message = parseMessageOf((event as MessageEvent).data, ['status', 'event', 'log']);
        if (!message || current !== connection) return;
        if (message.kind === 'status') setStatus(message.status);
        else if (message.kind === 'event') eventStream.emit(message.event);
        else console[message.level](`[arc-sync] ${message.text}`);
      }),
    );
  };
  const call = (name: keyof EngineApi, args: unknown): Promise<CommandResult<unknown>> =>
    (engine[name] as (args: unknown) => Promise<CommandResult<unknown>>)(args).catch(() => ENGINE_FAILED);

  /** Announces the tab only once its lock is held, so the engine's registry can never take it for gone. */
  const attach = () => {
    listen(connection);
    void tabLock.held.then(() => {
      void call('attach', { tabLock: tabLock.name }).then((answer) => {
        if (!answer.ok) return;
        const attached = answer.value as AttachResult;
        const skewed = attached.protocol !== PROTOCOL_VERSION || attached.schema !== DB_SCHEMA_VERSION;
        setStatus(skewed ? { ...attached.status, reloadRequired: true } : attached.status);
      });
      void call('reportNetwork', { online: navigator.onLine });
      if (persisted !== null) void call('reportStoragePersisted', { persisted });
      for (const again of replay.calls()) void call(again.name as keyof EngineApi, again.args);
    });
  };
  /** A slow command (a login on a slow server) is not a dead engine: only reconnect when a trivial call hangs too. */
  const reconnectIfDead = () => {
    const probed = connection;
    let answered = false;
    void call('reportNetwork', { online: navigator.onLine }).then(() => {
      answered = true;
    });
    setTimeout(() => {
      if (!answered && probed === connection) reconnect();
    }, PROBE_TIMEOUT_MS);
  };
  const reconnect = () => {
    connection.close();
    connection = startEngineWorker();
    engine = wrap<EngineApi>(connection.endpoint);
    attach();
  };

  attach();
  void askPersistentStorage().then((answer) => {
    persisted = answer;
    void call('reportStoragePersisted', { persisted: answer });
  });
  const reportNetwork = () => void call('reportNetwork', { online: navigator.onLine });
  window.addEventListener('online', reportNetwork);
  window.addEventListener('offline', reportNetwork);
  // A closing tab can see a last 'online' event as it is torn down; its word no longer counts for the others.
  window.addEventListener('pagehide', () => {
    window.removeEventListener('online', reportNetwork);
    window.removeEventListener('offline', reportNetwork);
  });

  const send = ((name: keyof EngineApi, ...rest: unknown[]) => {
    const args = rest[0];
    replay.note(name, args);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(() => {
        reconnectIfDead();
        resolve(TIMED_OUT);
      }, ENGINE_CALL_TIMEOUT_MS);
    });
    return Promise.race([call(name, args), timeout]).finally(() => clearTimeout(timer));
  }) as Send;

  return {
    send,
    status: { subscribe: statusStream.subscribe, current: () => status },
    events: { subscribe: eventStream.subscribe },
  };
}
