import { useMemo } from 'react';
import { useAlarms, useMe, useSettings } from '../db/hooks.ts';
import { countByTab, deriveAlarmState } from '../domain/alarm-state.ts';

/** Counts per list tab, as the alarm list shows them (badge, logout warning). */
export function useAlarmCounts() {
  const alarms = useAlarms();
  const me = useMe();
  const settings = useSettings();
  return useMemo(() => {
    const singleList = settings?.SINGLELIST === true;
    const counts = countByTab(alarms ?? [], me?.RespondentId, singleList);
    // SESSION-18 counts the operator's own active alarms whatever the SINGLELIST setting.
    const mine = (alarms ?? []).filter((alarm) => deriveAlarmState(alarm, me?.RespondentId) === 'My').length;
    return { ...counts, mine };
  }, [alarms, me?.RespondentId, settings?.SINGLELIST]);
}
