import type { BrowserContext } from '@playwright/test';

/** What a private mode or blocked site data does: every `indexedDB.open` fails. */
function refuse(): void {
  IDBFactory.prototype.open = () => {
    throw new DOMException('IndexedDB refused by the test', 'InvalidStateError');
  };
}

/**
 * Refuses IndexedDB to the context's pages and to the engine's SharedWorker (an init script reaches no worker, so
 * the refusal is put in front of the worker's script as it is fetched).
 */
export async function refuseIndexedDb(context: BrowserContext): Promise<void> {
  await context.addInitScript(refuse);
  await context.route(/\/shared-worker-[^/]*\.js$/, async (route) => {
    const response = await route.fetch();
    // The body is handed over decoded: the served encoding and length no longer apply.
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== 'content-encoding' && name !== 'content-length'));
    await route.fulfill({ status: response.status(), headers, body: `(${refuse.toString()})();\n${await response.text()}` });
  });
}
