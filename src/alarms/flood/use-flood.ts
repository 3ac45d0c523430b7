import { useUserDatabase } from '../../db/hooks.ts';
import { FLOOD_KEY, type StoredFlood } from '../../db/rows.ts';
import { useFreshLiveQuery } from '../../db/use-fresh-live-query.ts';

/** The flood state the server last pushed (the engine stores it); undefined before any push or while reading. */
export function useFlood(): StoredFlood | undefined {
  const db = useUserDatabase();
  return useFreshLiveQuery(async () => (db ? ((await db.meta.get(FLOOD_KEY))?.value as StoredFlood | undefined) : undefined), [db]);
}
