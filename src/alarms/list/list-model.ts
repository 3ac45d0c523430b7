import type { ListedAlarm } from '../../db/rows.ts';
import { hiddenForOtherRespondents, insertByAlarm, sortByAlarm } from '../../domain/alarm-list.ts';
import { type AlarmState, type AlarmTab, deriveAlarmState, isUnanswered, tabForState } from '../../domain/alarm-state.ts';
import type { AlarmSortBy, ConsoleSettings } from '../../domain/settings.ts';
import { toMillis } from '../../domain/time.ts';
import { pinLongestWaiting } from '../../domain/waiting.ts';
import { deltaBetween, recordStep } from './list-delta.ts';
import { createTally, type ListTally } from './list-tally.ts';

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
export function deriveRow(
  alarm: ListedAlarm,
  myRespondentId: number | null | undefined,
  settings: Pick<ConsoleSettings, 'SINGLELIST' | 'HIDE_OTHER_RESPONDENTS_HANDLING_ALARM'>,
): ListRow | null {
  const state = deriveAlarmState(alarm, myRespondentId);
  if (hiddenForOtherRespondents(alarm, state, settings.HIDE_OTHER_RESPONDENTS_HANDLING_ALARM)) return null;
  return { alarm, state, tab: tabForState(state, settings.SINGLELIST) };
}

export interface TabRows {
  rows: ListRow[];
  /** The unanswered alarm that has waited longest, kept first whatever the sort. */
  pinnedId: number | null;
}

/**
 * The list's derived rows, tab orders and tallies, kept between pushes so that a push costs what it changed: each
 * row list remembers what it was patched from, and a tab's order or the tallies follow those changes instead of
 * walking all 10,000 rows (push-to-screen p95 within 20 ms).
 */
export interface ListModel {
  /**
   * Every alarm the operator may see, with state and tab; the same list for the same alarms. The alarm store keeps an
   * unchanged alarm's object, so its row is the same object as before and is not derived again.
   */
  rows(alarms: readonly ListedAlarm[], myRespondentId: number | null | undefined, settings: ConsoleSettings): ListRow[];
  /** The tab's rows in the sort's order, longest-waiting unanswered first: rows new to the tab are inserted into its last order. */
  tab(rows: readonly ListRow[], tab: AlarmTab, sort: SortChoice): TabRows;
  /** Rows per tab, the active alarms, the unanswered ones and those with a reminder. */
  tally(rows: readonly ListRow[]): ListTally;
}

/** More rows new to a tab than this (a first load, a group joined) are sorted afresh rather than inserted one by one. */
const MAX_INSERTS = 64;

const alarmOfRow = (row: ListRow) => row.alarm;
const waiting = (row: ListRow) => isUnanswered(row.state);
const arrivedAt = (row: ListRow) => toMillis(row.alarm.ServerAlarmTime);

interface DerivedList {
  alarms: readonly ListedAlarm[];
  /** Each alarm's row (null: hidden), by the alarms' index. */
  rowAt: (ListRow | null)[];
  rows: ListRow[];
  /** The alarms are in AlarmId order (the store's): the next list can be matched to this one in one walk. */
  ordered: boolean;
}

interface TabOrder {
  sort: string;
  from: readonly ListRow[];
  sorted: ListRow[];
  pinned: ListRow | undefined;
  result: TabRows;
}

export function createListModel(): ListModel {
  let derived = new WeakMap<ListedAlarm, ListRow | null>();
  let derivedWith: readonly unknown[] = [];
  let last: DerivedList | undefined;
  const orders = new Map<AlarmTab, TabOrder>();
  const tallies = createTally(deltaBetween);

  const order = (rows: readonly ListRow[], tab: AlarmTab, sort: SortChoice): TabOrder => {
    const key = `${sort.by} ${sort.ascending}`;
    const last = orders.get(tab);
    if (last?.sort === key && last.from === rows) return last;
    const delta = last?.sort === key ? deltaBetween(last.from, rows) : undefined;
    const added = delta?.added.filter((row) => row.tab === tab) ?? [];
    let sorted: ListRow[];
    let pinned: ListRow | undefined;
    if (last && delta && added.length <= MAX_INSERTS) {
      sorted = last.sorted;
      const removed = delta.removed.filter((row) => row.tab === tab);
      for (const row of removed) {
        const at = sorted.indexOf(row);
        if (at >= 0) sorted.splice(at, 1);
      }
      insertByAlarm(sorted, added, alarmOfRow, sort.by, sort.ascending);
      const kept = last.pinned && !removed.includes(last.pinned) ? pinAmong(last.pinned, added) : null;
      pinned = kept ?? pinLongestWaiting(sorted, waiting, arrivedAt).pinned;
    } else {
      sorted = sortByAlarm(
        rows.filter((row) => row.tab === tab),
        alarmOfRow,
        sort.by,
        sort.ascending,
      );
      pinned = pinLongestWaiting(sorted, waiting, arrivedAt).pinned;
    }
    const shown = pinned ? [pinned, ...sorted.filter((row) => row !== pinned)] : [...sorted];
    const next = { sort: key, from: rows, sorted, pinned, result: { rows: shown, pinnedId: pinned?.alarm.AlarmId ?? null } };
    orders.set(tab, next);
    return next;
  };

  return {
    rows(alarms, myRespondentId, settings) {
      const inputs = [myRespondentId, settings.HIDE_OTHER_RESPONDENTS_HANDLING_ALARM, settings.SINGLELIST];
      if (inputs.some((input, index) => input !== derivedWith[index])) {
        derived = new WeakMap();
        derivedWith = inputs;
        last = undefined;
      }
      if (last?.alarms === alarms) return last.rows;
      const derive = (alarm: ListedAlarm) => {
        let row = derived.get(alarm);
        if (row === undefined) {
          row = deriveRow(alarm, myRespondentId, settings);
          derived.set(alarm, row);
        }
        return row;
      };
      const patched = last?.ordered ? patchList(last, alarms, derive) : undefined;
      if (patched && last) recordStep(patched.list.rows, last.rows, patched.delta);
      last = patched?.list ?? deriveList(alarms, derive);
      return last.rows;
    },
    tab(rows, tab, sort) {
      return order(rows, tab, sort).result;
    },
    tally: tallies,
  };
}

/**
 * The longest-waiting row once `added` joined a tab whose pinned row stays: `pinned` itself, a newcomer that waited
 * longer, or null when a tie makes the tab's order decide (the caller pins afresh).
 */
function pinAmong(pinned: ListRow, added: readonly ListRow[]): ListRow | null {
  let best = pinned;
  let bestAt = arrivedAt(pinned) ?? Infinity;
  for (const row of added) {
    const at = arrivedAt(row);
    if (!waiting(row) || at === undefined || at > bestAt) continue;
    if (at === bestAt) return null;
    best = row;
    bestAt = at;
  }
  return best;
}

function deriveList(alarms: readonly ListedAlarm[], derive: (alarm: ListedAlarm) => ListRow | null): DerivedList {
  const rowAt = alarms.map(derive);
  const ordered = alarms.every((alarm, index) => index === 0 || (alarms[index - 1] as ListedAlarm).AlarmId < alarm.AlarmId);
  return { alarms, rowAt, rows: rowAt.filter((row): row is ListRow => row !== null), ordered };
}

/**
 * The next list matched to the last in one walk by AlarmId: an alarm object seen before keeps its row and costs a
 * comparison. Undefined when the alarms are not in AlarmId order (the caller derives the list whole).
 */
function patchList(last: DerivedList, alarms: readonly ListedAlarm[], derive: (alarm: ListedAlarm) => ListRow | null) {
  const rowAt: (ListRow | null)[] = [];
  const rows: ListRow[] = [];
  const added: ListRow[] = [];
  const removed: ListRow[] = [];
  // Every alarm of the last list from `before` on has a higher id than the alarms walked so far: an alarm that is the
  // next one of the last list is unchanged and in order, and costs one comparison (no id read: 10,000 of them were most
  // of the walk).
  let before = 0;
  for (let index = 0; index < alarms.length; index++) {
    const alarm = alarms[index] as ListedAlarm;
    let row: ListRow | null;
    if (last.alarms[before] === alarm) row = last.rowAt[before++] ?? null;
    else {
      const id = alarm.AlarmId;
      if (index > 0 && id <= (alarms[index - 1] as ListedAlarm).AlarmId) return undefined;
      // Alarms gone since the last list, up to this one.
      while (before < last.alarms.length && (last.alarms[before] as ListedAlarm).AlarmId < id) {
        const gone = last.rowAt[before++];
        if (gone) removed.push(gone);
      }
      if (last.alarms[before] === alarm) row = last.rowAt[before++] ?? null;
      else {
        if ((last.alarms[before] as ListedAlarm | undefined)?.AlarmId === id) {
          const replaced = last.rowAt[before++];
          if (replaced) removed.push(replaced);
        }
        row = derive(alarm);
        if (row) added.push(row);
      }
    }
    rowAt.push(row);
    if (row) rows.push(row);
  }
  for (const gone of last.rowAt.slice(before)) if (gone) removed.push(gone);
  return { list: { alarms, rowAt, rows, ordered: true }, delta: { added, removed } };
}
