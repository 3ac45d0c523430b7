import { PROTOCOL_VERSION } from '../contract/version.ts';
import { importWithReload } from '../ui/import-with-reload.ts';
import { browserNetwork } from './browser-network.ts';
import { messageParser } from './message-parser.ts';
import type { EngineConnection, TabEffects } from './tab-effects.ts';

/** The engine's name carries build id and protocol, so a tab never talks to an engine left over from an older deploy. */
function engineWorkerName(): string {
  return `arc-sync-${__BUILD_ID__}-p${PROTOCOL_VERSION}`;
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

/** Storage may be evicted unless persisted; only a window may ask (pitfalls: "Storage"). */
async function askPersistentStorage(): Promise<boolean | null> {
  try {
    return navigator.storage?.persist ? await navigator.storage.persist() : null;
  } catch {
    return null;
  }
}

/** The page's own workers, Web Locks, timers, network events and storage, as the tab's effects. */
export function browserTabEffects(): TabEffects {
  return {
    startEngine: startEngineWorker,
    locks: navigator.locks,
    clock: {
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    },
    network: browserNetwork(window),
    onPageHide: (listener) => window.addEventListener('pagehide', listener),
    requestPersistentStorage: askPersistentStorage,
    randomId: () => crypto.randomUUID(),
    // Every tab connects at its start, so this is where a parser chunk gone with an old deploy reloads the page (ERR-17).
    loadParser: () => importWithReload(messageParser),
  };
}
