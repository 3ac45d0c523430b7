import { describe, expect, it } from 'vitest';
import {
  alarmAction,
  alarmReason,
  classifyLog,
  groupLogsByDay,
  highlightEndsAt,
  isLogHighlighted,
  latestOfEachKind,
  logsAscendingFor,
  reminderLine,
  truncateText,
} from './alarm-logs.ts';
import { TOOLTIP_MAX } from './constants.ts';

const log = (Id: number, LogEventCode: number, Created: string, PredefinedId = 2, LastUpdated?: string) => ({
  Id,
  LogEventCode,
  PredefinedId,
  Created,
  ...(LastUpdated ? { LastUpdated } : {}),
});

describe('classifyLog', () => {
  it('STATE-06 code 1 is a reason, 2 an action, any other code a note', () => {
    expect(classifyLog({ LogEventCode: 1 })).toBe('reason');
    expect(classifyLog({ LogEventCode: 2 })).toBe('action');
    expect(classifyLog({ LogEventCode: 0 })).toBe('note');
    expect(classifyLog({ LogEventCode: 3 })).toBe('note');
    expect(classifyLog({ LogEventCode: 29 })).toBe('note');
    expect(classifyLog({})).toBe('note');
  });
});

describe('alarm reason, action and reminder line', () => {
  const logs = [
    log(1, 1, '2026-03-01T10:00:00Z'),
    log(2, 1, '2026-03-01T10:05:00Z'),
    log(3, 1, '2026-03-01T10:09:00Z', 5), // a reason log, but not the alarm's own (PredefinedId 5)
    log(4, 1, '2026-03-01T10:02:00Z'),
    log(5, 2, '2026-03-01T10:06:00Z'),
    log(6, 8, '2026-03-01T10:07:00Z'),
    log(7, 8, '2026-03-01T10:08:00Z'),
    log(8, 8, '2026-03-01T10:09:00Z', 3),
  ];

  it('STATE-07 the reason is the newest PredefinedId 2 / code 1 log by Created, whatever the order', () => {
    expect(alarmReason(logs)?.Id).toBe(2);
    expect(alarmReason([...logs].reverse())?.Id).toBe(2);
  });

  it('STATE-07 no reason without a PredefinedId 2 / code 1 log', () => {
    expect(alarmReason([log(3, 1, '2026-03-01T10:09:00Z', 5), log(5, 2, '2026-03-01T10:06:00Z')])).toBeUndefined();
  });

  it('STATE-08 the action is the PredefinedId 2 / code 2 log', () => {
    expect(alarmAction(logs)?.Id).toBe(5);
    expect(alarmAction([log(9, 2, '2026-03-01T10:06:00Z', 4)])).toBeUndefined();
  });

  it('DETAIL-13 the reminder line is the latest PredefinedId 2 / code 8 log, or none (no-comment text)', () => {
    expect(reminderLine(logs)?.Id).toBe(7);
    expect(reminderLine([log(1, 1, '2026-03-01T10:00:00Z')])).toBeUndefined();
  });
});

describe('log highlight', () => {
  const updated = '2026-03-01T10:00:00Z';
  const t0 = Date.parse(updated);
  const red = log(1, 29, '2026-03-01T09:00:00Z', 7, updated);

  it('STATE-09 code 29 with PredefinedId 7 is highlighted for 15 s after LastUpdated', () => {
    expect(isLogHighlighted(red, t0)).toBe(true);
    expect(isLogHighlighted(red, t0 + 14_999)).toBe(true);
    expect(isLogHighlighted(red, t0 + 15_000)).toBe(false);
    expect(highlightEndsAt(red)).toBe(t0 + 15_000);
  });

  it('STATE-09 other codes or predefined ids are never highlighted', () => {
    expect(isLogHighlighted(log(1, 29, updated, 2, updated), t0)).toBe(false);
    expect(isLogHighlighted(log(1, 28, updated, 7, updated), t0)).toBe(false);
    expect(highlightEndsAt(log(1, 1, updated))).toBeUndefined();
  });
});

describe('groupLogsByDay', () => {
  const logs = [
    log(1, 3, '2026-03-02T12:00:00'),
    log(2, 3, '2026-03-01T09:00:00'),
    log(3, 3, '2026-03-02T08:00:00'),
    log(4, 3, '2026-03-01T18:00:00'),
  ];

  it('STATE-10 groups logs by day, newest day and log first by default', () => {
    const days = groupLogsByDay(logs, false);
    expect(days.map((d) => d.day)).toEqual(['2026-03-02', '2026-03-01']);
    expect(days.map((d) => d.logs.map((l) => l.Id))).toEqual([[1, 3], [4, 2]]);
  });

  it('STATE-11 goteborg templates sort ascending', () => {
    expect(logsAscendingFor('goteborg')).toBe(true);
    expect(logsAscendingFor('goteborg_v2')).toBe(true);
    expect(logsAscendingFor('default')).toBe(false);
    const days = groupLogsByDay(logs, logsAscendingFor('goteborg'));
    expect(days.map((d) => d.day)).toEqual(['2026-03-01', '2026-03-02']);
    expect(days.map((d) => d.logs.map((l) => l.Id))).toEqual([[2, 4], [3, 1]]);
  });
});

describe('latestOfEachKind', () => {
  it('HIST-03 gives the latest reason, action and note, each with the earlier ones newest first', () => {
    const logs = [
      log(1, 1, '2026-03-01T10:00:00Z', 5),
      log(2, 1, '2026-03-01T11:00:00Z', 5),
      log(3, 2, '2026-03-01T10:30:00Z', 5),
      log(4, 0, '2026-03-01T09:00:00Z', 5),
      log(5, 4, '2026-03-01T09:30:00Z', 5),
      log(6, 1, '2026-03-01T10:30:00Z', 5),
    ];
    const latest = latestOfEachKind(logs);
    expect(latest.reason?.latest.Id).toBe(2);
    expect(latest.reason?.earlier.map((l) => l.Id)).toEqual([6, 1]);
    expect(latest.action?.latest.Id).toBe(3);
    expect(latest.action?.earlier).toEqual([]);
    expect(latest.note?.latest.Id).toBe(5);
    expect(latest.note?.earlier.map((l) => l.Id)).toEqual([4]);
  });

  it('HIST-03 a kind without logs is absent', () => {
    expect(latestOfEachKind([log(1, 2, '2026-03-01T10:00:00Z')])).toEqual({
      action: { latest: log(1, 2, '2026-03-01T10:00:00Z'), earlier: [] },
    });
  });
});

describe('truncateText', () => {
  it('HIST-04 text of 25 characters is kept, 26 is cut at 25 with a toggle', () => {
    const t25 = 'a'.repeat(25);
    expect(truncateText(t25)).toEqual({ text: t25, truncated: false });
    expect(truncateText(`${t25}b`)).toEqual({ text: `${t25}…`, truncated: true });
  });

  it('ABS-15 absence history text is cut at 25 characters', () => {
    expect(truncateText('Sjukhusvistelse efter fallolycka', 25).text).toBe('Sjukhusvistelse efter fal…');
  });

  it('WIDGET-36 tooltip text is capped at 70 characters', () => {
    expect(truncateText('x'.repeat(70), TOOLTIP_MAX).truncated).toBe(false);
    expect(truncateText('x'.repeat(71), TOOLTIP_MAX).text).toBe(`${'x'.repeat(70)}…`);
  });
});
