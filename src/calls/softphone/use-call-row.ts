import { useFreshLiveQuery } from '../../db/use-fresh-live-query.ts';
import type { Call } from '../../contract/entities/calls.ts';
import { useUserDatabase } from '../../db/hooks.ts';

/**
 * The server's row of a call (db.calls, reloaded on `callupdate`): what the provider's parameters do not carry,
 * such as AutoHangUpAt (CALL-28) and the caller's name.
 */
export function useCallRow(callSid: string | undefined): Call | undefined {
  const db = useUserDatabase();
  return useFreshLiveQuery(async () => (db && callSid ? db.calls.get(callSid) : undefined), [db, callSid]);
}
