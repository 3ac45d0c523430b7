import type { ListedAlarm } from '../db/rows.ts';
import { hiddenForOtherRespondents, insertByAlarm, sortByAlarm } from '../domain/alarm-list.ts';
import { type AlarmState, type AlarmTab, deriveAlarmState, isUnanswered, tabForState } from '../domain/alarm-state.ts';
import type { AlarmSortBy, ConsoleSettings } from '../domain/settings.ts';
import { toMillis } from '../domain/time.ts';
import { pinLongestWaiting } from '../domain/waiting.ts';

/** One alarm of the list with the state and tab derived from it (once per stored version of the alarm). */
export interface ListRow {
  alarm: ListedAlarm;
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

/** The alarm's row, or null for an alarm hidden by HIDE_OTHER_RESPONDENTS_HANDLING_ALARM. */
function deriveRow(alarm: ListedAlarm, myRespondentId: number | null | undefined, settings: ConsoleSettings): ListRow | null {
  const state = deriveAlarmState(alarm, myRespondentId);
  if (hiddenForOtherRespondents(alarm, state, settings.HIDE_OTHER_RESPONDENTS_HANDLING_ALARM)) return null;
  return { alarm, state, tab: tabForState(state, settings.SINGLELIST) };
}

export interface TabRows {
  rows: ListRow[];
  /** The unanswered alarm that has waited longest, kept first whatever the sort. */
  pinnedId: number | null;
}

/** The list's derived rows and tab orders, kept between pushes so that a push costs what it changed. */
export interface ListModel {
  /**
   * Every alarm the operator may see, with state and tab. The alarm store keeps an unchanged alarm's object, so
   * its row is the same object as before and is not derived again.
   */
  rows(alarms: readonly ListedAlarm[], myRespondentId: number | null | undefined, settings: ConsoleSettings): ListRow[];
  /** The tab's rows in the sort's order, longest-waiting unanswered first: rows new to the tab are inserted into its last order. */
  tab(rows: readonly ListRow[], tab: AlarmTab, sort: SortChoice): TabRows;
}

/** More rows new to a tab than this (a first load, a group joined) are sorted afresh rather than inserted one by one. */
const MAX_INSERTS = 64;

const alarmOfRow = (row: ListRow) => row.alarm;

export function createListModel(): ListModel {
  let derived = new WeakMap<ListedAlarm, ListRow | null>();
  let derivedWith: readonly unknown[] = [];
  const orders = new Map<AlarmTab, { sort: string; sorted: ListRow[]; members: ReadonlySet<ListRow> }>();

  const order = (inTab: ListRow[], tab: AlarmTab, sort: SortChoice): ListRow[] => {
    const key = `${sort.by} ${sort.ascending}`;
    const last = orders.get(tab);
    const members = new Set(inTab);
    const added = last?.sort === key ? inTab.filter((row) => !last.members.has(row)) : inTab;
    let sorted: ListRow[];
    if (last?.sort === key && added.length <= MAX_INSERTS) {
      sorted = last.sorted.filter((row) => members.has(row));
      insertByAlarm(sorted, added, alarmOfRow, sort.by, sort.ascending);
    } else sorted = sortByAlarm(inTab, alarmOfRow, sort.by, sort.ascending);
    orders.set(tab, { sort: key, sorted, members });
    return sorted;
  };

  return {
    rows(alarms, myRespondentId, settings) {
      const inputs = [myRespondentId, settings.HIDE_OTHER_RESPONDENTS_HANDLING_ALARM, settings.SINGLELIST];
      if (inputs.some((input, index) => input !== derivedWith[index])) {
        derived = new WeakMap();
        derivedWith = inputs;
      }
      const rows: ListRow[] = [];
      for (const alarm of alarms) {
        let row = derived.get(alarm);
        if (row === undefined) {
          row = deriveRow(alarm, myRespondentId, settings);
          derived.set(alarm, row);
        }
        if (row) rows.push(row);
      }
      return rows;
    },
    tab(rows, tab, sort) {
      const sorted = order(rows.filter((row) => row.tab === tab), tab, sort);
      const pinned = pinLongestWaiting(sorted, (row) => isUnanswered(row.state), (row) => toMillis(row.alarm.ServerAlarmTime));
      return { rows: pinned.rows, pinnedId: pinned.pinned?.alarm.AlarmId ?? null };
    },
  };
}

/** Rows per tab, and the alarms still active (the reminder sound stops for the others), in one pass. */
export function tallyRows(rows: readonly ListRow[]): { counts: Record<AlarmTab, number>; activeIds: ReadonlySet<number> } {
  const counts: Record<AlarmTab, number> = { active: 0, my: 0, responded: 0, deactivated: 0 };
  const activeIds = new Set<number>();
  for (const row of rows) {
    counts[row.tab] += 1;
    if (row.alarm.Active) activeIds.add(row.alarm.AlarmId);
  }
  return { counts, activeIds };
}
