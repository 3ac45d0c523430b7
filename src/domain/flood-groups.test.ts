import { describe, expect, it } from 'vitest';
import type { ListedAlarm } from '../contract/index.ts';
import type { AlarmState } from './alarm-state.ts';
import { clearableInBulk, groupForFlood } from './flood-groups.ts';

let nextId = 1;
const row = (extra: Partial<ListedAlarm>, state: AlarmState = 'NotResponded') => ({
  alarm: { AlarmId: nextId++, GlobalAlarmId: `g${nextId}`, Active: true, ServerAlarmTime: '2026-11-28T09:00:00Z', UserId: 5, Name: 'Ada Berg', Priority: 2, ...extra } as ListedAlarm,
  state,
});
const ids = (rows: readonly { alarm: ListedAlarm }[]) => rows.map((r) => r.alarm.AlarmId);

describe('flood grouping', () => {
  it('flood mode: unanswered alarms of one type at one site form a group with its count, in the list order', () => {
    const falls = [row({ AlarmText: 'Fall' }), row({ AlarmText: 'Fall' }), row({ AlarmText: 'Fall' })];
    const smoke = [row({ AlarmText: 'Smoke', Organization: 'Sunrise Care' }), row({ AlarmText: 'Smoke', Organization: 'Sunrise Care', UserId: 6 })];
    const layout = groupForFlood([smoke[0]!, falls[0]!, falls[1]!, smoke[1]!, falls[2]!]);
    expect(layout.groups.map((g) => [g.type, g.site, g.rows.length])).toEqual([
      ['Smoke', 'Sunrise Care', 2],
      ['Fall', 'Ada Berg', 3],
    ]);
    expect(ids(layout.groups[1]!.rows)).toEqual(ids(falls));
  });

  it('flood mode: acute alarms stay on top and ungrouped; answered alarms and lone ones stay rows', () => {
    const acute = [row({ AlarmText: 'Fall', Priority: 3 }), row({ AlarmText: 'Fall', Priority: 3 })];
    const taken = row({ AlarmText: 'Fall' }, 'My');
    const lone = row({ AlarmText: 'Door open' });
    const grouped = [row({ AlarmText: 'Fall' }), row({ AlarmText: 'Fall' })];
    const layout = groupForFlood([grouped[0]!, acute[0]!, taken, lone, grouped[1]!, acute[1]!]);
    expect(ids(layout.acute)).toEqual(ids(acute));
    expect(ids(layout.rest)).toEqual([taken.alarm.AlarmId, lone.alarm.AlarmId]);
    expect(layout.groups).toHaveLength(1);
    expect(ids(layout.groups[0]!.rows)).toEqual(ids(grouped));
  });

  it('flood mode: the same text from another template or person is another group', () => {
    const layout = groupForFlood([row({ AlarmText: 'Fall' }), row({ AlarmText: 'Fall', Template: 'bed' }), row({ AlarmText: 'Fall', UserId: 9 }), row({ AlarmText: 'Fall' })]);
    expect(layout.groups.map((g) => g.rows.length)).toEqual([2]);
    expect(layout.rest).toHaveLength(2);
  });

  it('flood mode: technical (flag) and test alarms may be cleared in bulk, others not', () => {
    expect(clearableInBulk({ Flags: ['technical'] })).toBe(true);
    expect(clearableInBulk({ Flags: '1,technical' })).toBe(true);
    expect(clearableInBulk({ IsTest: true })).toBe(true);
    expect(clearableInBulk({ Flags: '1,2' })).toBe(false);
    expect(clearableInBulk({})).toBe(false);
  });
});
