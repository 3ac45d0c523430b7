import type { EngineApi, EngineEvent, EngineStatus } from './engine-api.ts';

/**
 * What one tab reaches over its Comlink port: the command API plus attaching the tab. Shared by the tab side
 * (connect.ts) and the engine (workers/sync/), which is the only reason this file sits here.
 */
export type TabMessage =
  | { kind: 'status'; status: EngineStatus }
  | { kind: 'event'; event: EngineEvent }
  /** The engine's console output, copied into each tab's DevTools (a SharedWorker's own console is hard to find). */
  | { kind: 'log'; level: 'info' | 'warn' | 'error'; text: string };

export interface AttachResult {
  protocol: number;
  schema: number;
  status: EngineStatus;
}

export interface EnginePort extends EngineApi {
  /**
   * Registers the tab. `tabLock` is the name of a Web Lock the tab holds for its whole life: the engine asks for the
   * same lock and is granted it only once the tab is gone, which is how it learns a tab closed (a closed tab sends
   * nothing to a SharedWorker). `listener` is a Comlink proxy receiving the status and event streams.
   */
  attach(tabLock: string, listener: (message: TabMessage) => void): Promise<AttachResult>;
  /** navigator.storage.persist() exists only in a window: the tab asks and reports the answer. */
  reportStoragePersisted(persisted: boolean | null): Promise<void>;
  /** The tab's navigator.onLine and its changes (a SharedWorker may not see them itself). */
  reportNetwork(online: boolean): Promise<void>;
}
