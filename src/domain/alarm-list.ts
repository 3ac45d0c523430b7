/**
 * Alarm list rules (core §2, §4): sorting, the TODAY timestamp decision, the other-respondents filter, the accept
 * limit, viewed marks and the significant-update dot (the reminder mark is in reminder-mark.ts).
 */
import { VIEWED_MEMORY_DAYS } from './constants.ts';
import { type AlarmState, isUnanswered } from './alarm-state.ts';
import type { AlarmSortBy } from './settings.ts';
import { localDayKey, type TimeInput, toMillis } from './time.ts';

export interface SortableAlarm {
  AlarmId: number;
  Priority?: number | null;
  Name?: string | null;
  ServerAlarmTime?: string | null;
}

/** An alarm with its time parsed once, so a sort of thousands of alarms does not parse inside the comparator. */
interface SortKey<T> {
  item: T;
  alarm: SortableAlarm;
  time: number;
}

// Same order as String#localeCompare with these options, without building a collator per comparison.
const byName = new Intl.Collator(undefined, { sensitivity: 'base' });

const COMPARE: Record<AlarmSortBy, (a: SortKey<unknown>, b: SortKey<unknown>) => number> = {
  priority: (a, b) => (a.alarm.Priority ?? 0) - (b.alarm.Priority ?? 0),
  time: (a, b) => a.time - b.time,
  alphabetically: (a, b) => byName.compare(a.alarm.Name ?? '', b.alarm.Name ?? ''),
};

/** Ties fall back to alarm time, then AlarmId, in the same direction, so the order is total and stable. */
function keyOrder(by: AlarmSortBy, ascending: boolean): (a: SortKey<unknown>, b: SortKey<unknown>) => number {
  const sign = ascending ? 1 : -1;
  const compare = COMPARE[by];
  return (a, b) => sign * (compare(a, b) || a.time - b.time || a.alarm.AlarmId - b.alarm.AlarmId);
}

const keyOf = <T>(item: T, alarm: SortableAlarm): SortKey<T> => ({ item, alarm, time: toMillis(alarm.ServerAlarmTime) ?? 0 });

/** A sorted copy of items by their alarm (see keyOrder). */
export function sortByAlarm<T>(items: readonly T[], alarmOf: (item: T) => SortableAlarm, by: AlarmSortBy, ascending: boolean): T[] {
  const keys = items.map((item) => keyOf(item, alarmOf(item)));
  keys.sort(keyOrder(by, ascending));
  return keys.map((key) => key.item);
}

/**
 * Inserts items into a list sortByAlarm sorted (in place, by binary search), giving the order a full sort would:
 * a push that adds one alarm to 10,000 costs a few comparisons instead of a sort.
 */
export function insertByAlarm<T>(sorted: T[], items: readonly T[], alarmOf: (item: T) => SortableAlarm, by: AlarmSortBy, ascending: boolean): void {
  const order = keyOrder(by, ascending);
  for (const item of items) {
    const key = keyOf(item, alarmOf(item));
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const other = sorted[middle] as T;
      if (order(keyOf(other, alarmOf(other)), key) <= 0) low = middle + 1;
      else high = middle;
    }
    sorted.splice(low, 0, item);
  }
}

/** The direction of a column's first click: Priority opens with the most urgent (3, acute) first, the others ascending. */
export function firstClickAscending(by: AlarmSortBy): boolean {
  return by !== 'priority';
}

/** A sorted copy of alarms (see sortByAlarm). */
export function sortAlarms<A extends SortableAlarm>(alarms: readonly A[], by: AlarmSortBy, ascending: boolean): A[] {
  return sortByAlarm(alarms, (alarm) => alarm, by, ascending);
}

/** TIMESTAMPS "TODAY": an alarm from today (local day) shows only its time. */
export function timestampShowsTimeOnly(value: TimeInput, now: number, timestamps: string | null | undefined): boolean {
  const ms = toMillis(value);
  return timestamps?.toUpperCase() === 'TODAY' && ms !== undefined && localDayKey(ms) === localDayKey(now);
}

/**
 * HIDE_OTHER_RESPONDENTS_HANDLING_ALARM: alarms of the listed respondent groups (by id or name, any case) are
 * hidden while another respondent handles them.
 */
export function hiddenForOtherRespondents(
  alarm: { Active: boolean; RespondentGroup?: string | number | null },
  state: AlarmState,
  hiddenGroups: readonly string[],
): boolean {
  if (state !== 'Responded' || alarm.RespondentGroup == null || hiddenGroups.length === 0) return false;
  const group = String(alarm.RespondentGroup).toLowerCase();
  return hiddenGroups.some((item) => item.toLowerCase() === group);
}

/** LIMIT_ACCEPT (ms): after an accept, further accepts are blocked until the window has passed. */
export function acceptBlocked(now: number, lastAcceptAt: number | undefined, limitMs: number): boolean {
  return limitMs > 0 && lastAcceptAt !== undefined && now - lastAcceptAt < limitMs;
}

export type AlarmClickAction = 'accept' | 'blocked' | 'navigate';

/**
 * Clicking a row (core §4): an unanswered alarm outside read-only mode is accepted (or blocked by the limit, with
 * the ACCEPT_LIMIT_BLOCKED notice); owned and other alarms, and every alarm in read-only mode, only navigate.
 */
export function alarmClickAction(input: {
  state: AlarmState;
  readOnly: boolean;
  now: number;
  lastAcceptAt: number | undefined;
  limitAcceptMs: number;
}): AlarmClickAction {
  if (input.readOnly || !isUnanswered(input.state)) return 'navigate';
  return acceptBlocked(input.now, input.lastAcceptAt, input.limitAcceptMs) ? 'blocked' : 'accept';
}

/** Viewed alarm ids with the time they were marked (ms or ISO). */
export type ViewedMarks = Readonly<Record<string, TimeInput>>;

const VIEWED_MEMORY_MS = VIEWED_MEMORY_DAYS * 24 * 60 * 60 * 1000;

/** Drops viewed marks older than 7 days (and unreadable ones). */
export function pruneViewed(marks: ViewedMarks, now: number): Record<string, number> {
  const kept: Record<string, number> = {};
  for (const [id, at] of Object.entries(marks)) {
    const ms = toMillis(at);
    if (ms !== undefined && now - ms <= VIEWED_MEMORY_MS) kept[id] = ms;
  }
  return kept;
}

/** Hovering marks an alarm viewed only when it is unanswered and not yet viewed. */
export function shouldMarkViewed(state: AlarmState, alarmId: number | string, marks: ViewedMarks): boolean {
  return isUnanswered(state) && marks[String(alarmId)] === undefined;
}

/** SignificantUpdateAt as ms; the zero date means there was none. */
export function significantUpdateTime(alarm: { SignificantUpdateAt?: string | null }): number | undefined {
  return toMillis(alarm.SignificantUpdateAt);
}

/**
 * The my-tab dot: a significant update newer than the one the operator saw when last clicking the alarm (none seen
 * yet means every significant update shows).
 */
export function showsSignificantDot(
  alarm: { SignificantUpdateAt?: string | null },
  inMyTab: boolean,
  seenUpdateAt: number | undefined,
): boolean {
  const at = significantUpdateTime(alarm);
  return inMyTab && at !== undefined && (seenUpdateAt === undefined || at > seenUpdateAt);
}

/**
 * Significant updates the operator has seen, by alarm id: the alarm's SignificantUpdateAt (ms) at its last click.
 * Stored as a local preference so a dot stays gone after a reload and in every tab. Server times only, so a skewed
 * local clock can neither hide nor revive a dot.
 */
export type SeenSignificant = Readonly<Record<string, number>>;

/** Reads the stored preference (any value) as seen updates, dropping unreadable entries. */
export function readSeenSignificant(stored: unknown): SeenSignificant {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  return Object.fromEntries(
    Object.entries(stored).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1])),
  );
}

/**
 * After a click on an alarm: its current significant update becomes seen, and alarms no longer listed are forgotten
 * (so the record stays as small as the list). Null when there is nothing new to store.
 */
export function rememberSeenSignificant(
  seen: SeenSignificant,
  alarm: { AlarmId: number; SignificantUpdateAt?: string | null },
  listedIds: Iterable<number>,
): SeenSignificant | null {
  const at = significantUpdateTime(alarm);
  if (at === undefined || (seen[String(alarm.AlarmId)] ?? -Infinity) >= at) return null;
  const kept: Record<string, number> = {};
  for (const id of listedIds) {
    const value = seen[String(id)];
    if (value !== undefined) kept[String(id)] = value;
  }
  kept[String(alarm.AlarmId)] = at;
  return kept;
}
