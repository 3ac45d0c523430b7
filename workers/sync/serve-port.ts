import { parseMessageOf, type TabMessage } from '../../src/sync-client/messages.ts';
import type { EngineTab } from './engine.ts';

/** The part of a MessagePort (a SharedWorker's port, a dedicated worker's scope) the engine serves a tab over. */
export interface PortLike {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

/**
 * Serves one tab over its port: every message is checked by the one parser, calls are dispatched to the tab's side
 * of the engine, and each answer goes back with the call's id. The tab's side may still be starting (the engine
 * opens its databases first): calls wait for it.
 */
export function servePort(connect: (post: (message: TabMessage) => void) => EngineTab | Promise<EngineTab>, port: PortLike): void {
  const tab = Promise.resolve(connect((message) => port.postMessage(message)));
  port.onmessage = (event) => {
    const call = parseMessageOf(event.data, ['call']);
    if (!call) return;
    void tab
      .then((side) => side.dispatch(call.name, call.args))
      .then((result) => port.postMessage({ kind: 'result', id: call.id, result }));
  };
}
