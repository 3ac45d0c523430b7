import { useFreshLiveQuery } from '../db/use-fresh-live-query.ts';
import { useUserDatabase } from '../db/hooks.ts';

/** True while the operator has a call that is not on hold (MUTE_ALARMSOUNDS_ON_CALL, core §4). */
export function useCallActive(): boolean {
  const db = useUserDatabase();
  return (
    useFreshLiveQuery(async () => (db ? (await db.calls.toArray()).some((call) => call.OnHold !== true) : false), [db]) ?? false
  );
}
