import { useCallback } from 'react';
import { useUserDatabase } from '../../db/hooks.ts';
import { type SoftphoneView, useSoftphoneView } from '../softphone/softphone-view.tsx';

export type DialOutcome = { ok: true } | { ok: false; messageKey: string | null };

/**
 * Cloud mode's Call (calls §1): asks the tab that owns the softphone to dial the number for the alarm, named by its
 * GlobalAlarmId as the provider's parameters carry it (the server links the call to that alarm and logs it there).
 */
export function useSoftphoneDial(given?: SoftphoneView): (to: string, alarmId: number | null) => Promise<DialOutcome> {
  const shared = useSoftphoneView();
  const { send } = given ?? shared;
  const db = useUserDatabase();
  return useCallback(
    async (to, alarmId) => {
      const alarm = alarmId === null || !db ? undefined : await db.alarms.get(alarmId);
      const outcome = await send('dial', { to, alarmId: alarm?.GlobalAlarmId ?? null });
      if (!outcome.ok) return { ok: false, messageKey: null };
      return outcome.value.ok ? { ok: true } : { ok: false, messageKey: outcome.value.messageKey ?? null };
    },
    [send, db],
  );
}
