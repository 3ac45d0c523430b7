import { describe, expect, it } from 'vitest';
import type { ListedAlarm, RespondentGroup } from '../contract/index.ts';
import { ownAlarmsHiddenByLeaving } from './group-leave.ts';

const ME = 7;
const groups: RespondentGroup[] = [
  { RespondentGroupId: 1, Description: 'Night shift', Forced: true, Selected: true },
  { RespondentGroupId: 2, Description: 'North region', Selected: true },
  { RespondentGroupId: 3, Description: 'South region', Selected: false },
];
const alarm = (id: number, patch: Partial<ListedAlarm>): ListedAlarm =>
  ({ AlarmId: id, GlobalAlarmId: `g${id}`, Active: true, ServerAlarmTime: '2026-01-01T00:00:00Z', ...patch }) as ListedAlarm;

describe('ownAlarmsHiddenByLeaving', () => {
  const alarms = [
    alarm(1, { RespondentId: ME, RespondentGroup: 2 }),
    alarm(2, { RespondentId: ME, RespondentGroup: 'North region' }),
    alarm(3, { RespondentId: 99, RespondentGroup: 2 }),
    alarm(4, { RespondentId: ME, RespondentGroup: 2, Active: false }),
    alarm(5, { RespondentId: ME, RespondentGroup: 1 }),
    alarm(6, { RespondentGroup: 2 }),
  ];

  it('names my active alarms of a group I leave, by group id or name', () => {
    expect(ownAlarmsHiddenByLeaving(alarms, groups, new Set([1]), ME).map((hidden) => hidden.AlarmId)).toEqual([1, 2]);
  });

  it('nothing when I keep the group, or leave only a forced one', () => {
    expect(ownAlarmsHiddenByLeaving(alarms, groups, new Set([1, 2]), ME)).toEqual([]);
    expect(ownAlarmsHiddenByLeaving(alarms, groups, new Set([2]), ME)).toEqual([]);
  });
});
