import type { ListedAlarm } from '../../db/rows.ts';
import { type AlarmTab, isUnanswered } from '../../domain/alarm-state.ts';
import type { AlarmSortBy, ConsoleSettings } from '../../domain/settings.ts';
import { toMillis } from '../../domain/time.ts';
import { defaultSort, deriveRow } from './list-model.ts';

/**
 * What an alarm's place in the list depends on besides the alarm: whose list it is, the settings that choose its tab
 * or hide it, and the default sort. The engine files each alarm under these; a tab trusts the filing only when its
 * own basis is the same.
 */
export interface ListBasis {
  respondentId: number | null;
  singleList: boolean;
  hiddenGroups: string[];
  sortBy: AlarmSortBy;
  ascending: boolean;
}

export function listBasis(respondentId: number | null | undefined, settings: ConsoleSettings): ListBasis {
  const { by, ascending } = defaultSort(settings);
  return {
    respondentId: respondentId ?? null,
    singleList: settings.SINGLELIST,
    hiddenGroups: settings.HIDE_OTHER_RESPONDENTS_HANDLING_ALARM,
    sortBy: by,
    ascending,
  };
}

/** The basis as one comparable string. */
export function basisKey(basis: ListBasis): string {
  return JSON.stringify([basis.respondentId, basis.singleList, basis.hiddenGroups, basis.sortBy, basis.ascending]);
}

/** An alarm filed for the list: its tab, its key in the tab's order, and since when it waits unanswered. */
export interface ListPlacement {
  AlarmId: number;
  tab: AlarmTab;
  /**
   * Ascending in the tab's order (sortByAlarm's: the sort column, then time, then AlarmId, all in the sort's
   * direction). Absent for the alphabetical sort, whose collation an IndexedDB key cannot hold.
   */
  key?: number[];
  /** The arrival (epoch ms) of an unanswered alarm with a known time: the longest-waiting one is pinned first. */
  waiting?: number;
}

/** Where `alarm` goes in the list of `basis`; null for an alarm the list hides. */
export function placementOf(alarm: ListedAlarm, basis: ListBasis): ListPlacement | null {
  const row = deriveRow(alarm, basis.respondentId, { SINGLELIST: basis.singleList, HIDE_OTHER_RESPONDENTS_HANDLING_ALARM: basis.hiddenGroups });
  if (!row) return null;
  const arrived = toMillis(alarm.ServerAlarmTime);
  const sign = basis.ascending ? 1 : -1;
  const tail = [sign * (arrived ?? 0), sign * alarm.AlarmId];
  const key = basis.sortBy === 'time' ? tail : basis.sortBy === 'priority' ? [sign * (alarm.Priority ?? 0), ...tail] : undefined;
  return {
    AlarmId: alarm.AlarmId,
    tab: row.tab,
    ...(key ? { key } : {}),
    ...(isUnanswered(row.state) && arrived !== undefined ? { waiting: arrived } : {}),
  };
}

/** Rows per tab: what the list's tabs show as counts. */
export type TabCounts = Record<AlarmTab, number>;

export const NO_COUNTS: TabCounts = { active: 0, my: 0, responded: 0, deactivated: 0 };

/** The counts once an alarm filed as `before` is filed as `after` (undefined or null: not in the list). */
export function recount(counts: TabCounts, before: ListPlacement | null | undefined, after: ListPlacement | null | undefined): TabCounts {
  if (before?.tab === after?.tab) return counts;
  const next = { ...counts };
  if (before) next[before.tab] -= 1;
  if (after) next[after.tab] += 1;
  return next;
}
