import { useEffect } from 'react';
import type { PlannedAlarm } from '../contract/index.ts';
import { useFreshLiveQuery } from '../db/use-fresh-live-query.ts';
import { useUserDatabase } from '../db/hooks.ts';
import { useSend } from '../sync-client/engine-context.tsx';

/**
 * One stored planned alarm (its product and schedule live only there); null when not stored, undefined while
 * reading. A page opened straight on the alarm, without the planning view before it, asks the engine to load them.
 */
export function usePlannedAlarm(alarmId: number): PlannedAlarm | null | undefined {
  const db = useUserDatabase();
  const send = useSend();
  const row = useFreshLiveQuery(async () => (db ? ((await db.plannedAlarms.get(alarmId)) ?? null) : db === null ? null : undefined), [db, alarmId]);
  const missing = row === null && !!db;
  useEffect(() => {
    if (missing) void send('loadPlannedAlarms', undefined);
  }, [missing, send]);
  return row;
}
