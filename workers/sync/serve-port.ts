import { type Endpoint, expose } from 'comlink';
import type { TabMessage } from '../../src/sync-client/messages.ts';
import type { EngineTab } from './engine.ts';

/**
 * The tab's side of the engine as the object Comlink exposes: every property is the command of that name (the
 * handler maps decide which exist and check their arguments). The side may still be starting (the engine opens its
 * databases first): calls wait for it.
 */
export function commandObject(tab: EngineTab | Promise<EngineTab>): object {
  const side = Promise.resolve(tab);
  return new Proxy(
    {},
    { get: (_target, name) => (typeof name === 'string' ? (args: unknown) => side.then((ready) => ready.dispatch(name, args)) : undefined) },
  );
}

/**
 * Serves one tab over its port (a SharedWorker's port, a dedicated worker's scope): Comlink carries the tab's
 * commands and their answers; status, events and logs go to the tab as messages of the one union.
 */
export function servePort(connect: (post: (message: TabMessage) => void) => EngineTab | Promise<EngineTab>, port: Endpoint): void {
  expose(commandObject(connect((message) => port.postMessage(message))), port);
}
