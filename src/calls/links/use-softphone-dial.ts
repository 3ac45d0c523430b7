import { useCallback } from 'react';
import { useSoftphoneView } from '../softphone/softphone-view.tsx';

export type DialOutcome = { ok: true } | { ok: false; messageKey: string | null };

/** Cloud mode's Call (calls §1): asks the tab that owns the softphone to dial the number for the alarm. */
export function useSoftphoneDial(): (to: string, alarmId: number | null) => Promise<DialOutcome> {
  const { send } = useSoftphoneView();
  return useCallback(
    async (to, alarmId) => {
      const outcome = await send('dial', { to, alarmId: alarmId === null ? null : String(alarmId) });
      if (!outcome.ok) return { ok: false, messageKey: null };
      return outcome.value.ok ? { ok: true } : { ok: false, messageKey: outcome.value.messageKey ?? null };
    },
    [send],
  );
}
