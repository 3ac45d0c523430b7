import { useMemo } from 'react';
import { useAlarms, useMe, useSettings } from '../db/hooks.ts';
import { countByTab } from '../domain/alarm-state.ts';

/** Counts per list tab, as the alarm list shows them (badge, logout warning). */
export function useAlarmCounts() {
  const alarms = useAlarms();
  const me = useMe();
  const settings = useSettings();
  return useMemo(() => countByTab(alarms ?? [], me?.RespondentId, settings?.SINGLELIST === true), [alarms, me?.RespondentId, settings?.SINGLELIST]);
}
