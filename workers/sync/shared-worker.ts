/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { browserEffects } from './browser-effects.ts';
import { createEngine } from './engine.ts';

/**
 * The SharedWorker entry: one engine for every tab of the browser. Each tab's port gets its own EnginePort, so
 * per-tab state (the open alarm) stays apart. The worker's name carries build id and protocol version (see
 * src/sync-client/connect.ts), so tabs of another build never reach this engine.
 */
const engine = createEngine(browserEffects(), { awaitTabNetwork: true });

(globalThis as unknown as SharedWorkerGlobalScope).onconnect = (event: MessageEvent) => {
  const [port] = event.ports;
  if (port) Comlink.expose(engine.connectTab(), port);
};
