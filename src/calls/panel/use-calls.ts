import { useFreshLiveQuery } from '../../db/use-fresh-live-query.ts';
import type { Call } from '../../contract/entities/calls.ts';
import { useUserDatabase } from '../../db/hooks.ts';
import { sortCalls } from '../../domain/calls.ts';

export interface StoredCalls {
  /** The operator's calls in initiation order (CALL-18); a completed call is gone from the server's list (CALL-20). */
  calls: Call[];
  /** Loading the calls failed (the engine's `loadError:calls`, a null answer included: CALL-57, CALL-58). */
  loadFailed: boolean;
}

const NONE: StoredCalls = { calls: [], loadFailed: false };

/** The calls the engine keeps in IndexedDB from GET api/calls, callupdate pushes and polling. */
export function useCalls(): StoredCalls {
  const db = useUserDatabase();
  return (
    useFreshLiveQuery(
      async () => (db ? { calls: sortCalls(await db.calls.toArray()), loadFailed: (await db.meta.get('loadError:calls')) !== undefined } : NONE),
      [db],
    ) ?? NONE
  );
}
