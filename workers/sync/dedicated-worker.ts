/// <reference lib="webworker" />
import { browserEffects } from './browser-effects.ts';
import { createEngine } from './engine.ts';
import { installEngineConsole } from './engine-console.ts';
import { createElectedTab } from './leader.ts';
import { servePort } from './serve-port.ts';

installEngineConsole();

/**
 * The fallback entry where SharedWorker does not exist: each tab starts this dedicated worker; a Web Lock makes
 * one of them the leader running the engine, the others forward to it (see leader.ts).
 */
const scope = globalThis as unknown as DedicatedWorkerGlobalScope;
servePort(
  async (post) =>
    createElectedTab({
      effects: await browserEffects(),
      name: scope.name,
      createEngine: (effects) => createEngine(effects, { awaitTabNetwork: true }),
      post,
    }),
  scope,
);
