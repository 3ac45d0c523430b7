/// <reference lib="webworker" />
import { browserEffects } from './browser-effects.ts';
import { createEngine } from './engine.ts';
import { installEngineConsole } from './engine-console.ts';
import { servePort } from './serve-port.ts';

installEngineConsole();

/**
 * The SharedWorker entry: one engine for every tab of the browser. Each tab's port gets its own side of the engine,
 * so per-tab state (what it watches) stays apart. The worker's name carries build id and protocol version (see
 * src/sync-client/browser-tab-effects.ts), so tabs of another build never reach this engine. `onconnect` is set at once; the
 * tabs' first messages wait while the engine opens its databases.
 */
const engine = browserEffects().then((effects) => createEngine(effects, { awaitTabNetwork: true }));

(globalThis as unknown as SharedWorkerGlobalScope).onconnect = (event: MessageEvent) => {
  const [port] = event.ports;
  if (port) servePort(async (post) => (await engine).connectTab(post), port);
};
