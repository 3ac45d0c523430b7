import type { Alarm } from '../db/rows.ts';
import { hiddenForOtherRespondents, sortByAlarm } from '../domain/alarm-list.ts';
import { type AlarmState, type AlarmTab, deriveAlarmState, isUnanswered, tabForState } from '../domain/alarm-state.ts';
import type { AlarmSortBy, ConsoleSettings } from '../domain/settings.ts';
import { toMillis } from '../domain/time.ts';
import { pinLongestWaiting } from '../domain/waiting.ts';

/** One alarm of the list with the state and tab derived from it once per render. */
export interface ListRow {
  alarm: Alarm;
  state: AlarmState;
  tab: AlarmTab;
}

export interface SortChoice {
  by: AlarmSortBy;
  ascending: boolean;
}

export function defaultSort(settings: ConsoleSettings | undefined): SortChoice {
  return { by: settings?.ALARMLISTSORTBY ?? 'time', ascending: settings?.ALARMLISTDEFAULTSORTASCENDING ?? true };
}

/** Every alarm the operator may see, with state and tab; alarms hidden by HIDE_OTHER_RESPONDENTS_HANDLING_ALARM are left out. */
export function buildRows(alarms: readonly Alarm[], myRespondentId: number | null | undefined, settings: ConsoleSettings): ListRow[] {
  const rows: ListRow[] = [];
  for (const alarm of alarms) {
    const state = deriveAlarmState(alarm, myRespondentId);
    if (hiddenForOtherRespondents(alarm, state, settings.HIDE_OTHER_RESPONDENTS_HANDLING_ALARM)) continue;
    rows.push({ alarm, state, tab: tabForState(state, settings.SINGLELIST) });
  }
  return rows;
}

export interface TabRows {
  rows: ListRow[];
  /** The unanswered alarm that has waited longest, kept first whatever the sort (issue 10, item 13). */
  pinnedId: number | null;
}

export function rowsOfTab(rows: readonly ListRow[], tab: AlarmTab, sort: SortChoice): TabRows {
  const inTab = new Map<number, ListRow>();
  for (const row of rows) if (row.tab === tab) inTab.set(row.alarm.AlarmId, row);
  const sorted = sortByAlarm([...inTab.values()], (row) => row.alarm, sort.by, sort.ascending);
  const pinned = pinLongestWaiting(sorted, (row) => isUnanswered(row.state), (row) => toMillis(row.alarm.ServerAlarmTime));
  return { rows: pinned.rows, pinnedId: pinned.pinned?.alarm.AlarmId ?? null };
}
