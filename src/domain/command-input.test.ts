import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  commandInputRule,
  commandOptions,
  commandPayload,
  CRITICAL_CHOICES,
  CRITICAL_DEFAULT_LEVEL,
  FORWARDING_CHOICES,
  FORWARDING_DEFAULT_LEVEL,
  formatPickerValue,
  joinSelected,
  pickedDate,
  pickerTimes,
  removeSelectRow,
  repeatedEntry,
  visitInPast,
  visitPastEverywhere,
  type DialogValue,
} from './command-input.ts';

const empty: DialogValue = { text: '', choice: '', date: null, rows: [''], level: 2 };

describe('command input rules', () => {
  it('maps every input type to its dialog; unknown types send at once', () => {
    const kinds = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 100, 55].map((type) => commandInputRule(type).kind);
    expect(kinds).toEqual(['none', 'confirm', 'text', 'text', 'input', 'input', 'picker', 'dateTime', 'picker', 'dateTime', 'forwarding', 'critical', 'select', 'none']);
    expect([2, 3, 4, 5, 6, 7, 8, 9].map((type) => commandInputRule(type).mandatory)).toEqual([false, true, false, true, false, false, true, true]);
  });

  it('OK needs a value only for mandatory fields', () => {
    expect(canSubmit(commandInputRule(2), empty)).toBe(true);
    expect(canSubmit(commandInputRule(3), { ...empty, text: '  ' })).toBe(false);
    expect(canSubmit(commandInputRule(5), { ...empty, text: 'x' })).toBe(true);
    expect(canSubmit(commandInputRule(8), empty)).toBe(false);
    expect(canSubmit(commandInputRule(8), { ...empty, choice: 'A' })).toBe(true);
    expect(canSubmit(commandInputRule(9), empty)).toBe(false);
    expect(canSubmit(commandInputRule(9), { ...empty, date: new Date(2026, 0, 2, 3, 15) })).toBe(true);
    expect(canSubmit(commandInputRule(100), { ...empty, rows: ['', ''] })).toBe(false);
    expect(canSubmit(commandInputRule(100), { ...empty, rows: ['', 'B'] })).toBe(true);
  });

  it('qa-handling P3-12: a select naming one option twice cannot be sent', () => {
    expect(repeatedEntry(['Meal', '', 'Meal'])).toBe('Meal');
    expect(repeatedEntry(['Meal', '', 'Shower', ''])).toBeUndefined();
    expect(canSubmit(commandInputRule(100), { ...empty, rows: ['Meal', 'Meal'] })).toBe(false);
  });

  it('qa-handling P3-13: a visit at or before now is past in the console; the server refuses what is past in every zone', () => {
    const now = new Date(2026, 10, 28, 9, 0);
    expect(visitInPast(new Date(2026, 10, 27, 8, 0), now)).toBe(true);
    expect(visitInPast(now, now)).toBe(true);
    expect(visitInPast(new Date(2026, 10, 28, 9, 15), now)).toBe(false);
    const utcNow = new Date('2026-11-28T09:00:00Z');
    expect(visitPastEverywhere('2026-11-27 08:00:00', utcNow)).toBe(true);
    // 22:00 on the 27th is still to come in a zone 12 hours behind UTC.
    expect(visitPastEverywhere('2026-11-27 22:00:00', utcNow)).toBe(false);
    expect(visitPastEverywhere('2026-11-28 10:00:00', utcNow)).toBe(false);
  });

  it('pickers step by 15 minutes over 24 hours and send yyyy-MM-dd HH:mm:ss', () => {
    const times = pickerTimes();
    expect(times).toHaveLength(96);
    expect(times.slice(0, 2)).toEqual(['00:00', '00:15']);
    expect(times.at(-1)).toBe('23:45');
    const date = pickedDate('2026-03-04', '13:45');
    expect(date && formatPickerValue(date)).toBe('2026-03-04 13:45:00');
    expect(pickedDate('', '13:45')).toBeNull();
  });

  it('select rows drop "not selected", join by commas and keep at least one row', () => {
    expect(joinSelected(['A', '', 'C'])).toBe('A,C');
    expect(removeSelectRow(['A'], 0)).toEqual(['A']);
    expect(removeSelectRow(['A', 'B'], 0)).toEqual(['B']);
    expect(commandOptions({ CommandArgs: 'One, Two,,Three' })).toEqual(['One', 'Two', 'Three']);
  });

  it('forwarding levels are high 3, mid 2, low 1 with default mid; critical 3/2/1 with default 1', () => {
    expect(FORWARDING_CHOICES.map((c) => [c.level, c.label])).toEqual([[3, 'serious'], [2, 'moderate'], [1, 'normal']]);
    expect(FORWARDING_DEFAULT_LEVEL).toBe(2);
    expect(CRITICAL_CHOICES.map((c) => c.level)).toEqual([3, 2, 1]);
    expect(CRITICAL_DEFAULT_LEVEL).toBe(1);
  });

  it('payloads: text as Message, choices as CommandArgs, forwarding and critical dashed', () => {
    expect(commandPayload(commandInputRule(3), { ...empty, text: 'hello' })).toEqual({ Message: 'hello' });
    expect(commandPayload(commandInputRule(2), empty)).toEqual({});
    expect(commandPayload(commandInputRule(8), { ...empty, choice: 'B' })).toEqual({ CommandArgs: 'B' });
    expect(commandPayload(commandInputRule(9), { ...empty, date: new Date(2026, 0, 2, 3, 15) })).toEqual({ CommandArgs: '2026-01-02 03:15:00' });
    expect(commandPayload(commandInputRule(10), { ...empty, text: 'help', level: 3 })).toEqual({ Message: '3 - help' });
    expect(commandPayload(commandInputRule(11), { ...empty, text: 'fire', level: 3 })).toEqual({ Message: 'acute - fire' });
    expect(commandPayload(commandInputRule(100), { ...empty, rows: ['A', '', 'B'] })).toEqual({ CommandArgs: 'A,B' });
  });
});
