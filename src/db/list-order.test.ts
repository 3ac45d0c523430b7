import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createListModel, defaultSort } from '../alarms/list/list-model.ts';
import type { AlarmTab } from '../domain/alarm-state.ts';
import { parseSettings } from '../domain/settings.ts';
import { ArcDatabase, userDatabaseName } from './database.ts';
import { fileAlarms, readListWindow, WINDOW_ROWS } from './list-order.ts';
import type { ListedAlarm } from './rows.ts';

const ME = 7;
const TABS: AlarmTab[] = ['active', 'my', 'responded', 'deactivated'];

/** A small deterministic generator, so a failing sequence can be replayed. */
function randomOf(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return { next, pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T };
}

// Few distinct times and priorities: ties are the rule, so the tie-breaks are checked too.
function randomAlarm(random: ReturnType<typeof randomOf>, AlarmId: number): ListedAlarm {
  return {
    AlarmId,
    GlobalAlarmId: `g-${AlarmId}`,
    Active: random.next() > 0.2,
    RespondentId: random.pick([null, null, ME, 9]),
    RespondentGroup: random.pick(['Night', 'Day']),
    Priority: random.pick([1, 2, 3]),
    ServerAlarmTime: random.pick(['2026-01-01T08:00:00Z', '2026-01-01T08:05:00Z', '2026-01-01T09:00:00Z', 'not a time']),
  };
}

let db: ArcDatabase;
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

async function setUp(settings: Record<string, string>) {
  db = new ArcDatabase(`order-${Math.random()}`);
  await db.me.put({ RespondentId: ME } as never, 'me');
  await db.settings.bulkPut(Object.entries(settings).map(([key, defaultvalue]) => ({ key, defaultvalue })) as never);
}

/** Puts and deletes as the engine's writer does: one transaction that files what it wrote (the last put of an id wins). */
function write(puts: ListedAlarm[], deletes: number[]) {
  const written = [...new Map(puts.map((alarm) => [alarm.AlarmId, alarm])).values()];
  return db.transaction('rw', [db.alarms, db.alarmOrder, db.listSummary, db.me, db.session, db.settings], async () => {
    await db.alarms.bulkPut(written);
    await db.alarms.bulkDelete(deletes);
    await fileAlarms(db, [...written.map((alarm) => alarm.AlarmId), ...deletes], written);
  });
}

/** What the list computes from the whole table: every tab's rows in order (pinned first) and the counts. */
async function wholeList() {
  const settings = parseSettings(await db.settings.toArray());
  const model = createListModel();
  const alarms = await db.alarms.toArray();
  const rows = model.rows(alarms, ME, settings);
  const tabs = Object.fromEntries(TABS.map((tab) => [tab, model.tab(rows, tab, defaultSort(settings))]));
  return { counts: model.tally(rows).counts, tabs, settings };
}

const SORTS: Record<string, string>[] = [
  { ALARMLISTSORTBY: 'time', ALARMLISTDEFAULTSORTASCENDING: 'true' },
  { ALARMLISTSORTBY: 'time', ALARMLISTDEFAULTSORTASCENDING: 'false' },
  { ALARMLISTSORTBY: 'priority', ALARMLISTDEFAULTSORTASCENDING: 'false', HIDE_OTHER_RESPONDENTS_HANDLING_ALARM: 'Night' },
  { ALARMLISTSORTBY: 'time', ALARMLISTDEFAULTSORTASCENDING: 'true', SINGLELIST: 'true' },
];

describe('the list filing for the first screen (warm start)', () => {
  it.each(SORTS)('warm start: the summary equals the counts of the whole table after any puts and deletes, and each tab window is its first rows (%o)', async (settings) => {
    await setUp(settings);
    const random = randomOf(Object.values(settings).join().length);
    for (let step = 0; step < 25; step++) {
      const puts = Array.from({ length: 1 + Math.floor(random.next() * 12) }, () => randomAlarm(random, 1 + Math.floor(random.next() * 90)));
      const deletes = random.next() < 0.4 ? [1 + Math.floor(random.next() * 90)] : [];
      await write(puts, deletes.filter((id) => !puts.some((alarm) => alarm.AlarmId === id)));

      const whole = await wholeList();
      expect((await db.listSummary.get('summary'))?.counts, `step ${step}`).toEqual(whole.counts);
      for (const tab of TABS) {
        const window = await readListWindow(db, tab);
        expect(window, `step ${step} ${tab}`).not.toBeNull();
        const model = createListModel();
        const drawn = model.tab(model.rows(window?.alarms ?? [], ME, whole.settings), tab, defaultSort(whole.settings));
        const first = (list: typeof drawn) => list.rows.slice(0, WINDOW_ROWS).map((row) => row.alarm.AlarmId);
        expect(first(drawn), `step ${step} ${tab}`).toEqual(first(whole.tabs[tab] as typeof drawn));
        expect(drawn.pinnedId, `step ${step} ${tab}`).toBe(whole.tabs[tab]?.pinnedId);
      }
    }
  });

  it('warm start: a new respondent id or setting files every alarm again', async () => {
    await setUp(SORTS[0] ?? {});
    const random = randomOf(3);
    await write(Array.from({ length: 30 }, (_, index) => randomAlarm(random, index + 1)), []);
    await db.me.put({ RespondentId: 9 } as never, 'me');
    await db.settings.put({ key: 'SINGLELIST', defaultvalue: 'true' } as never);
    await write([randomAlarm(random, 31)], []);

    const settings = parseSettings(await db.settings.toArray());
    const model = createListModel();
    expect((await db.listSummary.get('summary'))?.counts).toEqual(model.tally(model.rows(await db.alarms.toArray(), 9, settings)).counts);
  });

  it('warm start: a database of the schema before the filing is filed when it is opened', async () => {
    const name = `order-${Math.random()}`;
    const before = new Dexie(userDatabaseName(name));
    before.version(8).stores({ alarms: '&AlarmId, GlobalAlarmId, UserId, LastUpdated', me: '', session: 'key', settings: 'key' });
    const random = randomOf(7);
    await before.table('alarms').bulkPut(Array.from({ length: 50 }, (_, index) => randomAlarm(random, index + 1)));
    await before.table('me').put({ RespondentId: ME }, 'me');
    before.close();

    db = new ArcDatabase(name);
    const model = createListModel();
    const settings = parseSettings([]);
    expect((await db.listSummary.get('summary'))?.counts).toEqual(model.tally(model.rows(await db.alarms.toArray(), ME, settings)).counts);
    expect((await readListWindow(db, 'active'))?.alarms.length).toBeGreaterThan(0);
  });

  it('warm start: with the alphabetical sort no window is read (its order is not filed)', async () => {
    await setUp({ ALARMLISTSORTBY: 'alphabetically' });
    const random = randomOf(5);
    await write(Array.from({ length: 10 }, (_, index) => randomAlarm(random, index + 1)), []);
    expect(await readListWindow(db, 'active')).toBeNull();
  });
});
