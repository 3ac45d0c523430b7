import { useFreshLiveQuery } from '../db/use-fresh-live-query.ts';
import { useUserDatabase } from '../db/hooks.ts';

const NONE: ReadonlySet<number> = new Set();

/** The commands this user ran on the alarm, as the engine stored them (CMD-33, CMD-34). */
export function useUsedCommands(alarmId: number, enabled: boolean): ReadonlySet<number> {
  const db = useUserDatabase();
  const ids = useFreshLiveQuery(
    async () => (db && enabled ? (await db.usedCommands.where('AlarmId').equals(alarmId).toArray()).map((row) => row.CommandId) : []),
    [db, alarmId, enabled],
  );
  return ids?.length ? new Set(ids) : NONE;
}
