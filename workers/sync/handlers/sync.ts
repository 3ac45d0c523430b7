import { z } from 'zod';
import { InterestSchema } from '../../../src/sync-client/interest.ts';
import { fetchExternalDocument } from '../external-fetch.ts';
import { EngineErrorCode, failure } from '../../../src/sync-client/failure.ts';
import { checked, done, DONE, type EngineScope, NO_ARGS, withSession } from './handler.ts';

/** The engine's own upkeep as the views ask for it: what to keep loaded, refreshing, the outbox, preferences. */
/** A write waiting in the outbox, by its key. */
const WriteRef = z.object({ key: z.string() });

export function syncHandlers(scope: EngineScope) {
  return {
    /** Keeps something loaded and fresh while the calling tab shows it (an open alarm, a group's respondents). */
    watch: withSession(scope, InterestSchema, async (runtime, _db, interest, caller) => {
      await runtime.watch(caller.tabId, interest);
      return DONE;
    }),
    unwatch: withSession(scope, InterestSchema, async (runtime, _db, interest, caller) => {
      runtime.unwatch(caller.tabId, interest);
      return DONE;
    }),
    refresh: withSession(scope, NO_ARGS, async (runtime) => (await runtime.refreshAll(), DONE)),
    dismissSyncErrors: withSession(scope, NO_ARGS, async (runtime) => (await runtime.dismissSyncErrors(), DONE)),
    /** A write the server refused stays in the outbox (useOutbox) until the operator retries or drops it. */
    retryWrite: withSession(scope, WriteRef, (runtime, _db, { key }) => runtime.outbox.retry(key)),
    discardWrite: withSession(scope, WriteRef, (runtime, _db, { key }) => runtime.outbox.discard(key)),
    setPref: withSession(scope, z.object({ key: z.string(), value: z.unknown().optional() }), async (_runtime, db, { key, value }) => {
      await db.prefs.put({ key, value });
      return DONE;
    }),
    /** Every row the engine keeps in memory (IndexedDB refused), for a tab's replica (src/db/memory-replica.ts). */
    memorySnapshot: checked(NO_ARGS, async () => {
      const changes = scope.effects.databases.changes;
      return changes ? done(await changes.snapshot()) : failure(EngineErrorCode.UNKNOWN_COMMAND);
    }),
    /** GETs an external-info document (same-origin or absolute http(s) address) for the widget; not stored. */
    fetchExternalContent: withSession(scope, z.object({ url: z.string() }), (runtime, _db, { url }) =>
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
