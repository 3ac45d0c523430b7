import type { Interest } from '../../../src/sync-client/interest.ts';
import { fetchExternalDocument } from '../external-fetch.ts';
import { DONE, type EngineScope, withSession } from './handler.ts';

/** The engine's own upkeep as the views ask for it: what to keep loaded, refreshing, the outbox, preferences. */
export function syncHandlers(scope: EngineScope) {
  return {
    /** Keeps something loaded and fresh while the calling tab shows it (an open alarm, a group's respondents). */
    watch: withSession(scope, async (runtime, _db, interest: Interest, caller) => {
      await runtime.watch(caller.tabId, interest);
      return DONE;
    }),
    unwatch: withSession(scope, async (runtime, _db, interest: Interest, caller) => {
      runtime.unwatch(caller.tabId, interest);
      return DONE;
    }),
    refresh: withSession(scope, async (runtime) => (await runtime.refreshAll(), DONE)),
    dismissSyncErrors: withSession(scope, async (runtime) => (await runtime.dismissSyncErrors(), DONE)),
    /** A write the server refused stays in the outbox (useOutbox) until the operator retries or drops it. */
    retryWrite: withSession(scope, (runtime, _db, { key }: { key: string }) => runtime.outbox.retry(key)),
    discardWrite: withSession(scope, (runtime, _db, { key }: { key: string }) => runtime.outbox.discard(key)),
    setPref: withSession(scope, async (_runtime, db, { key, value }: { key: string; value: unknown }) => {
      await db.prefs.put({ key, value });
      return DONE;
    }),
    /** GETs an external-info document (same-origin or absolute http(s) address) for the widget; not stored. */
    fetchExternalContent: withSession(scope, (runtime, _db, { url }: { url: string }) =>
      fetchExternalDocument(
        {
          baseUrl: scope.effects.baseUrl,
          fetch: scope.effects.fetch,
          auth: () => ({ tokenType: runtime.session().tokenType, accessToken: runtime.session().accessToken }),
        },
        url,
      ),
    ),
  };
}
export type SyncHandlers = ReturnType<typeof syncHandlers>;
