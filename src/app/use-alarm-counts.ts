import { useMemo } from 'react';
import { useAlarms, useMe, useSettings } from '../db/hooks.ts';
import type { ListedAlarm } from '../db/rows.ts';
import { countByTab } from '../domain/alarm-state.ts';

type Counts = ReturnType<typeof countByTab>;

/** The last counts of each stored list, with whom and how they were counted. */
const counted = new WeakMap<readonly ListedAlarm[], { respondentId: number | undefined; singleList: boolean; counts: Counts }>();

/**
 * Counts per list tab of one stored list, once per list (the snapshot of each push is a new array): the title, the
 * logout button and the inactivity warning all count the same list on every push, each a pass over every alarm.
 */
export function countsOf(alarms: readonly ListedAlarm[], respondentId: number | undefined, singleList: boolean): Counts {
  const last = counted.get(alarms);
  if (last && last.respondentId === respondentId && last.singleList === singleList) return last.counts;
  const counts = countByTab(alarms, respondentId, singleList);
  counted.set(alarms, { respondentId, singleList, counts });
  return counts;
}

const NONE: readonly ListedAlarm[] = [];

/** Counts per list tab, as the alarm list shows them (badge, logout warning). */
export function useAlarmCounts() {
  const alarms = useAlarms();
  const me = useMe();
  const settings = useSettings();
  return useMemo(() => countsOf(alarms ?? NONE, me?.RespondentId, settings?.SINGLELIST === true), [alarms, me?.RespondentId, settings?.SINGLELIST]);
}
