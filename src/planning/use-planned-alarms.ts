import { useFreshLiveQuery } from '../db/use-fresh-live-query.ts';
import type { PlannedAlarm } from '../contract/index.ts';
import { useUserDatabase } from '../db/hooks.ts';

/** The stored planned alarms (the engine loads them and applies planningview pushes); undefined while reading. */
export function usePlannedAlarms(): PlannedAlarm[] | undefined {
  const db = useUserDatabase();
  return useFreshLiveQuery(async () => (db ? db.plannedAlarms.toArray() : db === null ? [] : undefined), [db]);
}
