import type { Endpoint } from 'comlink';
import type { NetworkEvents } from './browser-network.ts';
import type { parseMessageOf } from './messages.ts';

/**
 * The browser APIs a tab's connection to the engine touches, behind small interfaces, so connect.ts runs in unit tests
 * over real MessageChannels with a manual clock (connect.test.ts) and in a page with the real ones
 * (browser-tab-effects.ts). The shapes are those of the engine's effects (workers/sync/effects.ts), so its fakes fit.
 */

/** One engine as this tab reaches it. */
export interface EngineConnection {
  /** Comlink carries the commands over it; the engine's status, events and logs arrive on it as union messages. */
  endpoint: Endpoint;
  /** Ends this tab's side: the port of a SharedWorker, or this tab's own dedicated worker. */
  close(): void;
}

export interface TabEffects {
  /** Starts the engine's worker, or joins the one running: a new one each call (the old one is taken for dead). */
  startEngine(): EngineConnection;
  /** navigator.locks: the lock is held until the callback's promise settles. */
  locks: { request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<never>): Promise<unknown> };
  clock: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(id: unknown): void };
  network: NetworkEvents;
  /** Calls `listener` once the page is being unloaded. */
  onPageHide(listener: () => void): void;
  /** navigator.storage.persist(); null where the browser cannot answer. */
  requestPersistentStorage(): Promise<boolean | null>;
  randomId(): string;
  /** The one message parser, loaded lazily (message-parser.ts). */
  loadParser(): Promise<typeof parseMessageOf>;
}
