/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { browserEffects } from './browser-effects.ts';
import { createEngine } from './engine.ts';
import { createElectedPort } from './leader.ts';

/**
 * The fallback entry where SharedWorker does not exist: each tab starts this dedicated worker; a Web Lock makes
 * one of them the leader running the engine, the others forward to it (see leader.ts).
 */
const scope = globalThis as unknown as DedicatedWorkerGlobalScope;
const elected = createElectedPort({
  effects: browserEffects(),
  name: scope.name,
  createEngine: (effects) => createEngine(effects, { awaitTabNetwork: true }),
});
Comlink.expose(elected.port, scope);
