import { useCallback } from 'react';
import { useUserDatabase } from '../../db/hooks.ts';
import type { CommandResult } from '../../sync-client/failure.ts';
import { type SoftphoneView, useSoftphoneView } from '../softphone/softphone-view.tsx';

/**
 * Cloud mode's Call (calls §1): asks the tab that owns the softphone to dial the number for the alarm, named by its
 * GlobalAlarmId as the provider's parameters carry it (the server links the call to that alarm and logs it there).
 */
export function useSoftphoneDial(given?: SoftphoneView): (to: string, alarmId: number | null) => Promise<CommandResult> {
  const shared = useSoftphoneView();
  const { send } = given ?? shared;
  const db = useUserDatabase();
  return useCallback(
    async (to, alarmId) => {
      const alarm = alarmId === null || !db ? undefined : await db.alarms.get(alarmId);
      return send('dial', { to, alarmId: alarm?.GlobalAlarmId ?? null });
    },
    [send, db],
  );
}
