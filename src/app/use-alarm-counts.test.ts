import { describe, expect, it } from 'vitest';
import type { ListedAlarm } from '../db/rows.ts';
import { countsOf } from './use-alarm-counts.ts';

const alarm = (AlarmId: number, RespondentId: number | null = null): ListedAlarm => ({ AlarmId, GlobalAlarmId: `g-${AlarmId}`, Active: true, RespondentId }) as ListedAlarm;

describe('alarm counts', () => {
  it('push-to-screen with 10 tabs: the title, logout button and inactivity warning share one count of each pushed list', () => {
    const list = [alarm(1), alarm(2, 11)];
    const first = countsOf(list, 11, false);
    expect(first).toMatchObject({ unanswered: 1, mine: 1 });
    expect(countsOf(list, 11, false)).toBe(first);

    const pushed = [...list, alarm(3)];
    expect(countsOf(pushed, 11, false)).toMatchObject({ unanswered: 2, mine: 1 });
  });

  it('counts again for another operator or list layout', () => {
    const list = [alarm(1, 11)];
    expect(countsOf(list, 11, false).mine).toBe(1);
    expect(countsOf(list, 12, false).mine).toBe(0);
  });
});
