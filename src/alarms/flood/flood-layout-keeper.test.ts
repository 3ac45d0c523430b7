import { describe, expect, it } from 'vitest';
import type { ListedAlarm } from '../../contract/index.ts';
import type { AlarmState } from '../../domain/alarm-state.ts';
import { groupForFlood } from '../../domain/flood-groups.ts';
import type { ListRow } from '../list/list-model.ts';
import { createFloodLayoutKeeper } from './flood-layout-keeper.ts';

let nextId = 1;
const row = (extra: Partial<ListedAlarm>, state: AlarmState = 'NotResponded'): ListRow => ({
  alarm: { AlarmId: nextId++, GlobalAlarmId: `g${nextId}`, Active: true, ServerAlarmTime: '2026-11-29T01:00:00Z', UserId: 5, Name: 'Ada Berg', Priority: 2, ...extra } as ListedAlarm,
  state,
  tab: state === 'My' ? 'my' : 'active',
});

describe('the flood layout kept between pushes', () => {
  it('flood mode: after each change the layout equals the full grouping, and the parts and groups a change did not touch are the same objects', () => {
    const layoutOf = createFloodLayoutKeeper();
    const acute = row({ AlarmText: 'Heart', Priority: 3 });
    const falls = [row({ AlarmText: 'Fall' }), row({ AlarmText: 'Fall' })];
    const smoke = [row({ AlarmText: 'Smoke', Organization: 'Sunrise' }), row({ AlarmText: 'Smoke', Organization: 'Sunrise' })];
    const door = row({ AlarmText: 'Door' });
    let rows: ListRow[] = [acute, falls[0]!, smoke[0]!, falls[1]!, smoke[1]!, door];
    const first = layoutOf(rows);
    expect(first).toEqual(groupForFlood(rows));

    // A new alarm joins the falls: only that group and the groups' list change.
    const thirdFall = row({ AlarmText: 'Fall' });
    rows = [...rows, thirdFall];
    const second = layoutOf(rows);
    expect(second).toEqual(groupForFlood(rows));
    expect(second.acute).toBe(first.acute);
    expect(second.rest).toBe(first.rest);
    expect(second.groups[1]).toBe(first.groups[1]);
    expect(second.groups[0]).not.toBe(first.groups[0]);

    // The lone alarm is taken (a new row object): only the rest changes.
    const takenDoor: ListRow = { ...door, alarm: { ...door.alarm, RespondentId: 11 }, state: 'My', tab: 'my' };
    rows = rows.map((each) => (each === door ? takenDoor : each));
    const third = layoutOf(rows);
    expect(third).toEqual(groupForFlood(rows));
    expect(third.acute).toBe(second.acute);
    expect(third.groups).toBe(second.groups);
    expect(third.rest).not.toBe(second.rest);

    // A smoke alarm is cleared: its group falls apart into a lone row of the rest; a new acute alarm comes.
    const secondAcute = row({ AlarmText: 'Heart', Priority: 3 });
    rows = [secondAcute, ...rows.filter((each) => each !== smoke[1])];
    const fourth = layoutOf(rows);
    expect(fourth).toEqual(groupForFlood(rows));
    expect(fourth.groups.map((group) => group.rows.length)).toEqual([3]);
    expect(fourth.groups[0]).toBe(third.groups[0]);

    // Nothing changed: the same layout.
    const fifth = layoutOf([...rows]);
    expect(fifth).toEqual(fourth);
    for (const part of ['acute', 'groups', 'rest'] as const) expect(fifth[part]).toBe(fourth[part]);
  });
});
