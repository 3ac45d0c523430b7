import { Dexie, type Table, type Transaction } from 'dexie';
import { basisKey, type ListBasis, listBasis, type ListPlacement, NO_COUNTS, placementOf, recount, type TabCounts } from '../alarms/list/list-placement.ts';
import type { AlarmTab } from '../domain/alarm-state.ts';
import { parseSettings } from '../domain/settings.ts';
import type { ListedAlarm, Me, SessionRow, Setting } from './rows.ts';

/**
 * The list's filing, kept by the engine in the same transaction as the alarms it files: each alarm's tab and key in
 * the tab's order (`alarmOrder`, indexed by [tab+key] and, for unanswered alarms, by [waiting+key]) and one summary
 * row (counts per tab, the longest-waiting unanswered alarm). A starting tab reads the summary and the first rows of
 * a tab by the index instead of deserialising every alarm (warm start: the first screen from about 40 rows).
 */
export interface ListSummaryRow {
  key: 'summary';
  /** The basis (basisKey) everything was filed under. */
  basis: string;
  counts: TabCounts;
  /** The unanswered alarm that has waited longest (the active tab pins it first). */
  pinnedId: number | null;
}

/** The tables the filing reads and writes: a database's, or an upgrade transaction's. */
export interface ListOrderTables {
  alarms: Table<ListedAlarm, number>;
  alarmOrder: Table<ListPlacement, number>;
  listSummary: Table<ListSummaryRow, 'summary'>;
  me: Table<Me, 'me'>;
  session: Table<SessionRow, 'current'>;
  settings: Table<Setting, string>;
}

export const LIST_ORDER_STORES = { alarmOrder: '&AlarmId, [tab+key], [waiting+key]', listSummary: 'key' };

/** The filing's tables of an upgrade transaction. */
export function listOrderTablesOf(tx: Transaction): ListOrderTables {
  const names = ['alarms', 'alarmOrder', 'listSummary', 'me', 'session', 'settings'] as const;
  return Object.fromEntries(names.map((name) => [name, tx.table(name)])) as unknown as ListOrderTables;
}

async function currentBasis(tables: ListOrderTables): Promise<ListBasis> {
  const [me, session, settings] = await Promise.all([tables.me.get('me'), tables.session.get('current'), tables.settings.toArray()]);
  return listBasis(me?.RespondentId ?? session?.respondentId, parseSettings(settings));
}

async function saveSummary(tables: ListOrderTables, basis: string, counts: TabCounts): Promise<void> {
  const pinned = await tables.alarmOrder.orderBy('[waiting+key]').first();
  await tables.listSummary.put({ key: 'summary', basis, counts, pinnedId: pinned?.AlarmId ?? null });
}

/**
 * Files every alarm afresh (a new basis: another operator's respondent id, a changed setting, a new schema). `all`:
 * the caller holds every stored alarm (the first list after a login), so the table is not read again.
 */
export async function fileAllAlarms(tables: ListOrderTables, basis?: ListBasis, all?: readonly ListedAlarm[]): Promise<void> {
  const under = basis ?? (await currentBasis(tables));
  const alarms = all ?? (await tables.alarms.toArray());
  const placements = alarms.map((alarm) => placementOf(alarm, under)).filter((placement) => placement !== null);
  await tables.alarmOrder.clear();
  await tables.alarmOrder.bulkPut(placements);
  await saveSummary(tables, basisKey(under), placements.reduce<TabCounts>((counts, placement) => recount(counts, undefined, placement), NO_COUNTS));
}

/**
 * Files again the alarms `ids`, just put (`written`) or deleted, inside the caller's read-write transaction over the
 * filing's tables; everything is filed afresh when the basis has changed since the summary was written.
 */
export async function fileAlarms(tables: ListOrderTables, ids: readonly number[], written: readonly ListedAlarm[] = []): Promise<void> {
  const basis = await currentBasis(tables);
  const summary = await tables.listSummary.get('summary');
  if (summary?.basis !== basisKey(basis)) {
    // After a login the first list is the whole table: filed from the rows in hand (10,000 not deserialised again).
    const holdsAll = written.length > 0 && (await tables.alarms.count()) === written.length;
    return fileAllAlarms(tables, basis, holdsAll ? written : undefined);
  }
  const unique = [...new Set(ids)];
  const [before, alarms] = await Promise.all([tables.alarmOrder.bulkGet(unique), tables.alarms.bulkGet(unique)]);
  let counts = summary.counts;
  const filed: ListPlacement[] = [];
  const dropped: number[] = [];
  unique.forEach((id, index) => {
    const alarm = alarms[index];
    const after = alarm ? placementOf(alarm, basis) : null;
    counts = recount(counts, before[index], after);
    if (after) filed.push(after);
    else if (before[index]) dropped.push(id);
  });
  await tables.alarmOrder.bulkPut(filed);
  await tables.alarmOrder.bulkDelete(dropped);
  await saveSummary(tables, summary.basis, counts);
}

/** The first screen of a tab: its first rows by the filing's order (with the pinned alarm), and every tab's count. */
export interface ListWindow {
  basis: string;
  tab: AlarmTab;
  counts: TabCounts;
  pinnedId: number | null;
  /** The tab's first rows, in no particular order. */
  alarms: ListedAlarm[];
}

/** About a screen and a half of rows: the list draws 60 px rows and a few beyond the view. */
export const WINDOW_ROWS = 40;

/**
 * The window of `tab`, read in one transaction; null when nothing is filed, or when the filing has no order to
 * read (the alphabetical sort) and fewer rows come back than the tab counts.
 */
export function readListWindow(
  db: Dexie & Pick<ListOrderTables, 'alarms' | 'alarmOrder' | 'listSummary'>,
  tab: AlarmTab,
  size = WINDOW_ROWS,
): Promise<ListWindow | null> {
  return db.transaction('r', db.listSummary, db.alarmOrder, db.alarms, async () => {
    const summary = await db.listSummary.get('summary');
    if (!summary) return null;
    const ids = await db.alarmOrder.where('[tab+key]').between([tab, Dexie.minKey], [tab, Dexie.maxKey]).limit(size).primaryKeys();
    if (ids.length < Math.min(size, summary.counts[tab])) return null;
    const pinnedId = tab === 'active' ? summary.pinnedId : null;
    const wanted = pinnedId !== null && !ids.includes(pinnedId) ? [...ids, pinnedId] : ids;
    const alarms = (await db.alarms.bulkGet(wanted)).filter((alarm) => alarm !== undefined);
    return { basis: summary.basis, tab, counts: summary.counts, pinnedId, alarms };
  });
}
