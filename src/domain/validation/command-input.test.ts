import { describe, expect, it } from 'vitest';
import {
  commandInputSpec,
  commandOkEnabled,
  criticalCommandText,
  forwardingText,
  mandatorySelectValue,
  removeSelectEntry,
  sendsImmediately,
  validateCommandInput,
} from './command-input.ts';

describe('command input types', () => {
  it('CMD-04 type 0 sends immediately', () => {
    expect(sendsImmediately(0)).toBe(true);
    expect(sendsImmediately(1)).toBe(false);
  });
  it('CMD-05 type 1 asks for confirmation with OK', () => {
    expect(commandInputSpec(1)).toEqual({ kind: 'confirm', mandatory: false });
    expect(commandOkEnabled(1, '')).toBe(true);
  });
  it('CMD-06 types 2 and 3 ask for optional and mandatory text', () => {
    expect(commandInputSpec(2)).toEqual({ kind: 'text', mandatory: false });
    expect(commandInputSpec(3)).toEqual({ kind: 'text', mandatory: true });
  });
  it('CMD-07 types 4 and 5 ask for optional and mandatory input', () => {
    expect(commandInputSpec(4)).toEqual({ kind: 'input', mandatory: false });
    expect(commandInputSpec(5)).toEqual({ kind: 'input', mandatory: true });
  });
  it('CMD-08 types 6 and 8 show an optional and a mandatory picker', () => {
    expect(commandInputSpec(6)).toEqual({ kind: 'picker', mandatory: false });
    expect(commandInputSpec(8)).toEqual({ kind: 'picker', mandatory: true });
  });
  it('CMD-09 types 7 and 9 show an optional and a mandatory date-time picker', () => {
    expect(commandInputSpec(7)).toEqual({ kind: 'dateTime', mandatory: false });
    expect(commandInputSpec(9)).toEqual({ kind: 'dateTime', mandatory: true });
  });
  it('CMD-10 CMD-11 CMD-12 type 10 forwarding, 11 critical, 100 mandatory select', () => {
    expect(commandInputSpec(10).kind).toBe('forwarding');
    expect(commandInputSpec(11).kind).toBe('critical');
    expect(commandInputSpec(100)).toEqual({ kind: 'select', mandatory: true });
  });
  it('CMD-13 for mandatory text or input OK is disabled while empty', () => {
    expect(commandOkEnabled(3, '')).toBe(false);
    expect(commandOkEnabled(3, '  ')).toBe(false);
    expect(commandOkEnabled(5, 'x')).toBe(true);
    expect(commandOkEnabled(2, '')).toBe(true);
    expect(validateCommandInput(5, null)).toEqual({ ok: false, error: 'COMMAND_INPUT_REQUIRED' });
  });
  it('CMD-14 for a mandatory picker OK is disabled until a date is chosen', () => {
    expect(commandOkEnabled(9, '')).toBe(false);
    expect(commandOkEnabled(9, '2026-03-02 10:15:00')).toBe(true);
    expect(commandOkEnabled(7, '')).toBe(true);
  });
  it('CMD-17 free text over 1000 characters is refused', () => {
    expect(validateCommandInput(2, 'x'.repeat(1001))).toEqual({ ok: false, error: 'COMMAND_USER_MODAL_INPUT_VALIDATION_ERROR' });
  });
  it('an unknown input type is sent like type 0', () => {
    expect(sendsImmediately(42)).toBe(true);
    expect(sendsImmediately(undefined)).toBe(true);
  });
});

describe('forwarding, critical and select texts', () => {
  it('CMD-20 CMD-22 forwarding saves level, a dash, then the message; default level mid (2)', () => {
    expect(forwardingText('Ring hemtjänsten')).toBe('2-Ring hemtjänsten');
    expect(forwardingText('Akut', 3)).toBe('3-Akut');
  });
  it('CMD-23 CMD-24 a critical command saves the label, a dash, then the message; default level 1', () => {
    const labels = { 1: 'Low', 2: 'Mid', 3: 'High' };
    expect(criticalCommandText('x', labels)).toBe('Low-x');
    expect(criticalCommandText('x', labels, 3)).toBe('High-x');
  });
  it('CMD-25 a mandatory select drops "not selected" entries and joins the rest with commas', () => {
    expect(mandatorySelectValue(['a', 'none', 'b', 'none'], 'none')).toBe('a,b');
    expect(mandatorySelectValue(['none'], 'none')).toBe('');
  });
  it('CMD-26 removing select entries always keeps at least one', () => {
    expect(removeSelectEntry(['a', 'b'], 0)).toEqual(['b']);
    expect(removeSelectEntry(['a'], 0)).toEqual(['a']);
  });
});
