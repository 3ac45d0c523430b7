import { describe, expect, it } from 'vitest';
import {
  firstClickAscending,
  acceptBlocked,
  alarmClickAction,
  hiddenForOtherRespondents,
  insertByAlarm,
  pruneViewed,
  shouldMarkViewed,
  readSeenSignificant,
  rememberSeenSignificant,
  showsSignificantDot,
  sortAlarms,
  sortByAlarm,
  timestampShowsTimeOnly,
} from './alarm-list.ts';

const alarms = [
  { AlarmId: 1, Priority: 2, Name: 'bertil', ServerAlarmTime: '2026-03-01T10:00:00Z' },
  { AlarmId: 2, Priority: 3, Name: 'Anna', ServerAlarmTime: '2026-03-01T09:00:00Z' },
  { AlarmId: 3, Priority: 1, Name: 'Cecilia', ServerAlarmTime: '2026-03-01T11:00:00Z' },
  { AlarmId: 4, Priority: 2, Name: 'anna', ServerAlarmTime: '2026-03-01T08:00:00Z' },
];
const ids = (list: readonly { AlarmId: number }[]) => list.map((a) => a.AlarmId);

describe('sorting', () => {
  it('ALIST-10 ALARMLISTSORTBY sorts by priority, time or alphabetically (ties by time)', () => {
    expect(ids(sortAlarms(alarms, 'priority', true))).toEqual([3, 4, 1, 2]);
    expect(ids(sortAlarms(alarms, 'time', true))).toEqual([4, 2, 1, 3]);
    expect(ids(sortAlarms(alarms, 'alphabetically', true))).toEqual([4, 2, 1, 3]);
  });

  it('ALIST-11 descending reverses the order', () => {
    expect(ids(sortAlarms(alarms, 'priority', false))).toEqual([2, 1, 4, 3]);
    expect(ids(sortAlarms(alarms, 'time', false))).toEqual([3, 1, 2, 4]);
  });

  it('sorting returns a copy and leaves the input untouched', () => {
    const before = ids(alarms);
    sortAlarms(alarms, 'priority', true);
    expect(ids(alarms)).toEqual(before);
  });

  it('sorts frozen rows (live-query results are shared and frozen)', () => {
    const frozen = Object.freeze(alarms.map((alarm) => Object.freeze({ ...alarm })));
    expect(ids(sortAlarms(frozen, 'time', true))).toEqual([4, 2, 1, 3]);
  });

  it('a missing or zero-date time sorts as the epoch, ties by AlarmId', () => {
    const undated = [
      { AlarmId: 7, ServerAlarmTime: '2026-03-01T10:00:00Z' },
      { AlarmId: 6, ServerAlarmTime: '0001-01-01T00:00:00' },
      { AlarmId: 5, ServerAlarmTime: null },
    ];
    expect(ids(sortAlarms(undated, 'time', true))).toEqual([5, 6, 7]);
    expect(ids(sortAlarms(undated, 'time', false))).toEqual([7, 6, 5]);
  });

  it('insertByAlarm puts new alarms where a full sort would, for every sort and direction', () => {
    const more = [
      { AlarmId: 5, Priority: 2, Name: 'Bertil', ServerAlarmTime: '2026-03-01T10:00:00Z' },
      { AlarmId: 6, Priority: 3, Name: 'adam', ServerAlarmTime: '2026-03-01T07:00:00Z' },
      { AlarmId: 7, Priority: null, Name: null, ServerAlarmTime: null },
    ];
    for (const by of ['priority', 'time', 'alphabetically'] as const) {
      for (const ascending of [true, false]) {
        const sorted = sortAlarms(alarms, by, ascending);
        insertByAlarm(sorted, more, (alarm) => alarm, by, ascending);
        expect(ids(sorted)).toEqual(ids(sortAlarms([...alarms, ...more], by, ascending)));
      }
    }
  });

  it('sortByAlarm sorts items that carry an alarm, keeping the items', () => {
    const rows = alarms.map((alarm) => ({ alarm, tab: 'active' }));
    const sorted = sortByAlarm(rows, (row) => row.alarm, 'alphabetically', true);
    expect(sorted.map((row) => row.alarm.AlarmId)).toEqual([4, 2, 1, 3]);
    expect(sorted[0]).toBe(rows[3]);
  });
});

describe('timestampShowsTimeOnly', () => {
  const now = new Date(2026, 2, 1, 15, 0).getTime();
  it('ALIST-13 with TIMESTAMPS TODAY an alarm from today shows only the time', () => {
    expect(timestampShowsTimeOnly(new Date(2026, 2, 1, 0, 5).toISOString(), now, 'TODAY')).toBe(true);
    expect(timestampShowsTimeOnly(new Date(2026, 1, 28, 23, 59).toISOString(), now, 'TODAY')).toBe(false);
    expect(timestampShowsTimeOnly(new Date(2026, 2, 1, 0, 5).toISOString(), now, undefined)).toBe(false);
    expect(timestampShowsTimeOnly(null, now, 'TODAY')).toBe(false);
  });
});

describe('hiddenForOtherRespondents', () => {
  const groups = ['12', 'Night'];
  it('ALIST-14 alarms of the listed groups handled by another respondent are hidden', () => {
    expect(hiddenForOtherRespondents({ Active: true, RespondentGroup: 12 }, 'Responded', groups)).toBe(true);
    expect(hiddenForOtherRespondents({ Active: true, RespondentGroup: 'night' }, 'Responded', groups)).toBe(true);
    expect(hiddenForOtherRespondents({ Active: true, RespondentGroup: 13 }, 'Responded', groups)).toBe(false);
    expect(hiddenForOtherRespondents({ Active: true, RespondentGroup: 12 }, 'My', groups)).toBe(false);
    expect(hiddenForOtherRespondents({ Active: true, RespondentGroup: 12 }, 'NotResponded', groups)).toBe(false);
    expect(hiddenForOtherRespondents({ Active: true, RespondentGroup: 12 }, 'Responded', [])).toBe(false);
  });
});

describe('accepting', () => {
  const base = { readOnly: false, now: 10_000, lastAcceptAt: undefined, limitAcceptMs: 0 };
  it('ALIST-18 clicking an unanswered alarm outside read-only mode accepts it', () => {
    expect(alarmClickAction({ ...base, state: 'NotResponded' })).toBe('accept');
    expect(alarmClickAction({ ...base, state: 'Assigned' })).toBe('accept');
  });
  it('ALIST-23 clicking an owned alarm only navigates', () => {
    expect(alarmClickAction({ ...base, state: 'My' })).toBe('navigate');
    expect(alarmClickAction({ ...base, state: 'Responded' })).toBe('navigate');
    expect(alarmClickAction({ ...base, state: 'Deactivated' })).toBe('navigate');
  });
  it('ROLE-05 in read-only mode clicking an alarm only navigates', () => {
    expect(alarmClickAction({ ...base, state: 'NotResponded', readOnly: true })).toBe('navigate');
  });
  it('ALIST-21 after an accept, accepts are blocked for LIMIT_ACCEPT ms', () => {
    expect(acceptBlocked(10_000, 8_000, 3_000)).toBe(true);
    expect(acceptBlocked(10_999, 8_000, 3_000)).toBe(true);
    expect(acceptBlocked(11_000, 8_000, 3_000)).toBe(false);
    expect(acceptBlocked(10_000, undefined, 3_000)).toBe(false);
    expect(acceptBlocked(10_000, 9_999, 0)).toBe(false);
  });
  it('ALIST-22 a click inside the limit is blocked (the ACCEPT_LIMIT_BLOCKED notice)', () => {
    expect(alarmClickAction({ ...base, state: 'NotResponded', lastAcceptAt: 9_000, limitAcceptMs: 5_000 })).toBe('blocked');
    expect(alarmClickAction({ ...base, state: 'My', lastAcceptAt: 9_000, limitAcceptMs: 5_000 })).toBe('navigate');
  });
});

describe('viewed marks', () => {
  const day = 24 * 60 * 60 * 1000;
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('ALIST-33 viewed records older than 7 days are discarded', () => {
    expect(
      pruneViewed({ a: now - 7 * day, b: now - 7 * day - 1, c: '2026-03-09T12:00:00Z', d: 'garbage' }, now),
    ).toEqual({ a: now - 7 * day, c: Date.parse('2026-03-09T12:00:00Z') });
  });
  it('ALIST-32 hovering marks only unviewed, unanswered alarms', () => {
    expect(shouldMarkViewed('NotResponded', 5, {})).toBe(true);
    expect(shouldMarkViewed('NotResponded', 5, { 5: now })).toBe(false);
    expect(shouldMarkViewed('My', 5, {})).toBe(false);
  });
});

describe('significant update', () => {
  it('ALIST-31 a significant update on a my-tab alarm shows a dot until clicked; the zero date means none', () => {
    const alarm = { SignificantUpdateAt: '2026-03-01T10:00:00Z' };
    const at = Date.parse('2026-03-01T10:00:00Z');
    expect(showsSignificantDot(alarm, true, undefined)).toBe(true);
    expect(showsSignificantDot(alarm, true, at - 1)).toBe(true);
    expect(showsSignificantDot(alarm, true, at)).toBe(false);
    expect(showsSignificantDot(alarm, false, undefined)).toBe(false);
    expect(showsSignificantDot({ SignificantUpdateAt: '0001-01-01T00:00:00' }, true, undefined)).toBe(false);
  });
  it('ALIST-31 a click remembers the update it saw, so only a newer one brings the dot back', () => {
    const seen = rememberSeenSignificant({}, { AlarmId: 7, SignificantUpdateAt: '2026-03-01T10:00:00Z' }, [7]);
    expect(seen).toEqual({ 7: Date.parse('2026-03-01T10:00:00Z') });
    expect(showsSignificantDot({ SignificantUpdateAt: '2026-03-01T10:00:00Z' }, true, seen?.['7'])).toBe(false);
    expect(showsSignificantDot({ SignificantUpdateAt: '2026-03-01T10:05:00Z' }, true, seen?.['7'])).toBe(true);
  });
  it('ALIST-31 nothing is stored for an alarm without an unseen update; alarms no longer listed are forgotten', () => {
    const seen = { 7: Date.parse('2026-03-01T10:00:00Z'), 8: 1, 9: 2 };
    expect(rememberSeenSignificant(seen, { AlarmId: 7, SignificantUpdateAt: '2026-03-01T10:00:00Z' }, [7, 8, 9])).toBeNull();
    expect(rememberSeenSignificant(seen, { AlarmId: 5, SignificantUpdateAt: '0001-01-01T00:00:00' }, [5, 7])).toBeNull();
    expect(rememberSeenSignificant(seen, { AlarmId: 5, SignificantUpdateAt: '2026-03-02T08:00:00Z' }, [5, 7, 8])).toEqual({
      5: Date.parse('2026-03-02T08:00:00Z'),
      7: seen[7],
      8: 1,
    });
  });
  it('ALIST-31 a stored value that is not a record of times reads as nothing seen', () => {
    expect(readSeenSignificant(undefined)).toEqual({});
    expect(readSeenSignificant([1, 2])).toEqual({});
    expect(readSeenSignificant({ 7: 123, 8: 'x', 9: null })).toEqual({ 7: 123 });
  });
});

describe('firstClickAscending', () => {
  it('the first click on Priority sorts most urgent first (descending numbers); others ascending', () => {
    expect(firstClickAscending('priority')).toBe(false);
    expect(ids(sortAlarms(alarms, 'priority', firstClickAscending('priority')))[0]).toBe(2);
    expect(firstClickAscending('time')).toBe(true);
    expect(firstClickAscending('alphabetically')).toBe(true);
  });
});
