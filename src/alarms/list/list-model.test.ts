import { describe, expect, it } from 'vitest';
import type { ListedAlarm } from '../../db/rows.ts';
import { sortByAlarm } from '../../domain/alarm-list.ts';
import type { AlarmTab } from '../../domain/alarm-state.ts';
import { parseSettings } from '../../domain/settings.ts';
import { pinLongestWaiting } from '../../domain/waiting.ts';
import { isUnanswered } from '../../domain/alarm-state.ts';
import { toMillis } from '../../domain/time.ts';
import { createListModel, type ListRow, type SortChoice } from './list-model.ts';

const settings = parseSettings([]);
const ME = 11;

function alarm(id: number, patch: Partial<ListedAlarm> = {}): ListedAlarm {
  const minute = String(id % 60).padStart(2, '0');
  return { AlarmId: id, GlobalAlarmId: `g-${id}`, Active: true, AlarmText: `Alarm ${id}`, RespondentId: null, ServerAlarmTime: `2026-03-01T10:${minute}:00`, Priority: (id % 3) + 1, Name: `Name ${id % 7}`, ...patch } as ListedAlarm;
}

/** What the list showed before it was kept between pushes: every row derived and the tab sorted afresh. */
function sortedAfresh(alarms: readonly ListedAlarm[], tab: AlarmTab, sort: SortChoice): number[] {
  const rows = createListModel().rows(alarms, ME, settings).filter((row) => row.tab === tab);
  return sortByAlarm(rows, (row) => row.alarm, sort.by, sort.ascending).map((row) => row.alarm.AlarmId);
}

function pinnedAfresh(alarms: readonly ListedAlarm[], tab: AlarmTab, sort: SortChoice): number | null {
  const rows = createListModel().rows(alarms, ME, settings).filter((row) => row.tab === tab);
  const sorted = sortByAlarm(rows, (row) => row.alarm, sort.by, sort.ascending);
  return pinLongestWaiting(sorted, (row) => isUnanswered(row.state), (row) => toMillis(row.alarm.ServerAlarmTime)).pinned?.alarm.AlarmId ?? null;
}

const ids = (rows: readonly ListRow[]) => rows.map((row) => row.alarm.AlarmId);
/** Without the pinned row, which pinLongestWaiting moves first. */
const unpinned = (result: { rows: ListRow[]; pinnedId: number | null }) => ids(result.rows).filter((id) => id !== result.pinnedId);

describe('the list model kept between pushes', () => {
  it('an unchanged alarm keeps its row; a changed one is derived again', () => {
    const model = createListModel();
    const first = [alarm(1), alarm(2)];
    const before = model.rows(first, ME, settings);
    const changed = { ...alarm(2), RespondentId: ME };
    const after = model.rows([first[0] as ListedAlarm, changed], ME, settings);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]?.state).toBe('My');
  });

  it('ALIST-10 ALIST-11 after any pushes each tab is in the order a full sort gives, for every sort', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (const sort of [
      { by: 'time', ascending: false },
      { by: 'time', ascending: true },
      { by: 'priority', ascending: false },
      { by: 'alphabetically', ascending: true },
    ] as SortChoice[]) {
      const model = createListModel();
      let alarms = Array.from({ length: 200 }, (_, index) => alarm(index + 1));
      let nextId = 201;
      for (let push = 0; push < 60; push++) {
        // A push adds alarms, changes some (taken, ended) and deletes one now and then; a large one re-sorts.
        const added = Array.from({ length: push % 20 === 0 ? 80 : 1 + random(2) }, () => alarm(nextId++));
        alarms = alarms.map((one) => (random(40) === 0 ? { ...one, RespondentId: random(2) ? ME : 12, Active: random(4) !== 0 } : one));
        if (random(5) === 0) alarms.splice(random(alarms.length), 1);
        alarms = [...alarms, ...added];
        const rows = model.rows(alarms, ME, settings);
        for (const tab of ['active', 'my', 'responded', 'deactivated'] as const) {
          const kept = model.tab(rows, tab, sort);
          expect(unpinned(kept)).toEqual(sortedAfresh(alarms, tab, sort).filter((id) => id !== kept.pinnedId));
          expect(kept.pinnedId).toBe(pinnedAfresh(alarms, tab, sort));
        }
        const fresh = createListModel();
        const tally = model.tally(rows);
        const freshTally = fresh.tally(fresh.rows(alarms, ME, settings));
        expect(tally.counts).toEqual(freshTally.counts);
        expect(new Set(tally.unanswered.map((one) => one.AlarmId))).toEqual(new Set(freshTally.unanswered.map((one) => one.AlarmId)));
        expect(alarms.filter((one) => tally.activeIds.has(one.AlarmId)).length).toBe(alarms.filter((one) => one.Active).length);
      }
    }
  });

  it('counts rows per tab and knows the active alarms', () => {
    const model = createListModel();
    const rows = model.rows([alarm(1), alarm(2, { RespondentId: ME }), alarm(3, { RespondentId: 12 }), alarm(4, { Active: false })], ME, settings);
    const { counts, activeIds, unanswered } = model.tally(rows);
    expect(counts).toEqual({ active: 1, my: 1, responded: 1, deactivated: 1 });
    expect([1, 2, 3, 4].filter((id) => activeIds.has(id))).toEqual([1, 2, 3]);
    expect(unanswered.map((one) => one.AlarmId)).toEqual([1]);
  });

  it('performance §3.2: a push of one alarm into 10,000 reads a handful of the others, not every one', () => {
    let reads = 0;
    /** An alarm whose arrival time counts its reads: sorting, pinning and tallying read it. */
    const counted = (id: number): ListedAlarm => {
      const { ServerAlarmTime, ...rest } = alarm(id);
      return Object.defineProperty({ ...rest }, 'ServerAlarmTime', { enumerable: true, get: () => ((reads += 1), ServerAlarmTime) }) as ListedAlarm;
    };
    const model = createListModel();
    const sort: SortChoice = { by: 'time', ascending: false };
    const before = Array.from({ length: 10_000 }, (_, index) => counted(index + 1));
    const first = model.rows(before, ME, settings);
    model.tab(first, 'active', sort);
    model.tally(first);
    reads = 0;
    const after = model.rows([...before, counted(10_001)], ME, settings);
    const shown = model.tab(after, 'active', sort);
    model.tally(after);
    expect(shown.rows).toHaveLength(10_001);
    expect(reads).toBeLessThan(100);
  });
});
