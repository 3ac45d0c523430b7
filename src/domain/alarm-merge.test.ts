import { describe, expect, it } from 'vitest';
import { alarmIdsToDrop, INACTIVE_KEEP_MS, type MergeableAlarm } from './alarm-merge.ts';

const now = Date.parse('2026-01-01T12:00:00Z');
const alarm = (AlarmId: number, extra: Partial<MergeableAlarm> = {}): MergeableAlarm => ({ AlarmId, Active: true, ...extra });

describe('merging a full alarm list', () => {
  it('drops active alarms the server no longer lists, keeps recently cleared ones for a while', () => {
    const local = [
      alarm(1),
      alarm(2, { Active: false, LastUpdated: '2026-01-01T11:50:00Z' }),
      alarm(3, { Active: false, LastUpdated: new Date(now - INACTIVE_KEEP_MS - 1).toISOString() }),
      alarm(4),
    ];
    expect(alarmIdsToDrop(local, [alarm(4)], now)).toEqual([1, 3]);
  });

  it('keeps every alarm the server lists, active or not', () => {
    const local = [alarm(1), alarm(2, { Active: false, LastUpdated: '2020-01-01T00:00:00Z' })];
    expect(alarmIdsToDrop(local, [alarm(1), alarm(2)], now)).toEqual([]);
  });

  it('drops an unlisted inactive alarm without LastUpdated, and honours a shorter keep period', () => {
    const local = [alarm(1, { Active: false }), alarm(2, { Active: false, LastUpdated: new Date(now - 2_000).toISOString() })];
    expect(alarmIdsToDrop(local, [], now)).toEqual([1]);
    expect(alarmIdsToDrop(local, [], now, 1_000)).toEqual([1, 2]);
  });
});
