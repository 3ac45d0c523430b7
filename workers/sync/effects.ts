import type { ArcDatabase, SessionDirectory } from '../../src/db/database.ts';
import type { ChannelLike } from '../../src/sync-client/messages.ts';
import type { MemoryChanges } from './memory-changes.ts';

export type { ChannelLike };
/**
 * Every browser API the engine touches, behind small interfaces, so the engine runs in unit tests with fakes
 * (tests/fakes or workers/sync/testing) and in a worker with the real ones (browser-effects.ts).
 */

export type TimerId = unknown;

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId): void;
}

/** The part of WebSocket the engine uses; `ws` in Node tests, the browser's WebSocket in a worker. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}


export interface LockManagerLike {
  /** Same semantics as navigator.locks.request(name, options, callback): the lock is held until the callback's promise settles. */
  request<T>(name: string, options: { ifAvailable?: boolean; signal?: AbortSignal }, callback: (lock: unknown) => Promise<T> | T): Promise<T>;
}

export interface NetworkState {
  isOnline(): boolean;
  /** Calls `listener` on every change; returns the unsubscribe. */
  subscribe(listener: (online: boolean) => void): () => void;
}

/** Opens a user's database; where IndexedDB cannot be opened (a private mode) the opener keeps data in memory. */
export interface DatabaseOpener {
  open(username: string): ArcDatabase;
  /** Who is logged in on this browser, and the device tokens. */
  directory(): SessionDirectory;
  /** Where the data lives now: the status shows `memory`, since nothing then survives a reload. */
  kind(): 'indexeddb' | 'memory';
  /** In memory: the writes and a snapshot of every database, for the tabs' replicas (they cannot read it). */
  changes?: MemoryChanges;
}

export interface EngineEffects {
  databases: DatabaseOpener;
  /** The engine's worker name: build id and protocol version (see src/sync-client/browser-tab-effects.ts). */
  build: string;
  /** Origin of the ARC server, e.g. https://arc.example.org; requests go to `${baseUrl}/api/...`. */
  baseUrl: string;
  fetch: typeof fetch;
  openSocket(url: string): SocketLike;
  clock: Clock;
  locks: LockManagerLike;
  openChannel(name: string): ChannelLike;
  network: NetworkState;
  /** navigator.storage.persist(); null where the browser cannot answer. */
  requestPersistentStorage(): Promise<boolean | null>;
  randomId(): string;
}
