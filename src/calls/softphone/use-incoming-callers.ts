import type { ListedAlarm } from '../../contract/entities/alarm.ts';
import type { ArcDatabase } from '../../db/database.ts';
import { useUserDatabase } from '../../db/hooks.ts';
import { useFreshLiveQuery } from '../../db/use-fresh-live-query.ts';
import type { SoftphoneCall } from './softphone-capability.ts';
import { type IncomingCaller, incomingCaller } from './incoming-caller.ts';

/** The call's alarm: the signalling names it by its GlobalAlarmId (or its AlarmId). */
async function alarmOf(db: ArcDatabase, alarmId: string | null): Promise<ListedAlarm | undefined> {
  if (!alarmId) return undefined;
  const byGlobal = await db.alarms.where('GlobalAlarmId').equals(alarmId).first();
  return byGlobal ?? (/^\d+$/.test(alarmId) ? db.alarms.get(Number(alarmId)) : undefined);
}

/** Each ringing call's caller and alarm (qa-handling P2-14), from what the engine keeps in IndexedDB. */
export function useIncomingCallers(incoming: readonly SoftphoneCall[]): ReadonlyMap<string, IncomingCaller> | undefined {
  const db = useUserDatabase();
  return useFreshLiveQuery(async () => {
    const callers = new Map<string, IncomingCaller>();
    if (!db) return callers;
    for (const call of incoming) {
      const alarm = await alarmOf(db, call.alarmId);
      const user = alarm?.UserId == null ? undefined : await db.userDetails.get(alarm.UserId);
      callers.set(call.callSid, incomingCaller(call, alarm, user));
    }
    return callers;
  }, [db, incoming]);
}
