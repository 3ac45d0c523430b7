import { describe, expect, it } from 'vitest';
import type { ListedAlarm } from '../../db/rows.ts';
import { parseSettings } from '../../domain/settings.ts';
import { deltaBetween, rowsNotLooked } from './list-delta.ts';
import { createListModel, type ListRow } from './list-model.ts';

const settings = parseSettings([]);
const alarm = (id: number): ListedAlarm => ({ AlarmId: id, GlobalAlarmId: `g-${id}`, Active: true, ServerAlarmTime: '2026-03-01T10:00:00' }) as ListedAlarm;

/** A WeakSet that counts the rows asked about. */
class CountingSet extends WeakSet<ListRow> {
  asked = 0;
  override has(row: ListRow): boolean {
    this.asked += 1;
    return super.has(row);
  }
}

describe('changes between row lists', () => {
  it('performance §3.2: the rows a push added are found among its changes, not by asking about every row', () => {
    const model = createListModel();
    const before = Array.from({ length: 1000 }, (_, index) => alarm(index + 1));
    const first = model.rows(before, 11, settings);
    const looked = new CountingSet();
    for (const row of first) looked.add(row);
    const next = model.rows([...before.slice(1), alarm(1001)], 11, settings);
    looked.asked = 0;
    expect(rowsNotLooked(first, next, looked).map((row) => row.alarm.AlarmId)).toEqual([1001]);
    expect(looked.asked).toBe(1);
  });

  it('performance §3.2: changes over several pushes add up, and a row added then replaced counts only as its last version', () => {
    const model = createListModel();
    const [first, second, third] = [alarm(1), alarm(2), alarm(3)];
    const one = model.rows([first, second], 11, settings);
    model.rows([first, second, third], 11, settings);
    const changedThree = { ...third, AlarmText: 'taken' };
    const three = model.rows([first, second, changedThree], 11, settings);
    const delta = deltaBetween(one, three);
    expect(delta?.added.map((row) => row.alarm)).toEqual([changedThree]);
    expect(delta?.removed).toEqual([]);
    expect(deltaBetween(three, one)).toBeUndefined();
  });
});
