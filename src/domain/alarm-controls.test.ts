import { describe, expect, it } from 'vitest';
import {
  actionPickerShown,
  canTakeOver,
  clearControl,
  closeTarget,
  extendedLogsDisabled,
  logoutConfirm,
  notifyShown,
  plannedNotDue,
  reasonPickerShown,
  statusLine,
} from './alarm-controls.ts';

const NOW = Date.parse('2026-11-28T10:00:00Z');

describe('take over and status line', () => {
  it('DETAIL-09 Take over shows for an active alarm not owned by the current respondent', () => {
    expect(canTakeOver('Responded', false)).toBe(true);
    expect(canTakeOver('NotResponded', false)).toBe(true);
    expect(canTakeOver('My', false)).toBe(false);
    expect(canTakeOver('Deactivated', false)).toBe(false);
  });
  it('ROLE-04 read-only hides take-over', () => {
    expect(canTakeOver('Responded', true)).toBe(false);
  });
  it('DETAIL-06 "Handled by: name (initials)" when a respondent owns the alarm', () => {
    expect(statusLine({ RespondentName: 'Anna Berg', RespondentInitials: 'AB' }, 'Responded', NOW)).toEqual({
      kind: 'handledBy',
      name: 'Anna Berg',
      initials: 'AB',
    });
    expect(statusLine({ RespondentName: 'Anna Berg' }, 'My', NOW)).toEqual({ kind: 'handledBy', name: 'Anna Berg', initials: undefined });
    expect(statusLine({}, 'Responded', NOW)).toEqual({ kind: 'handledBy', name: '', initials: undefined });
  });
  it('DETAIL-07 "Not taken by anyone" when no respondent owns it', () => {
    expect(statusLine({}, 'NotResponded', NOW)).toEqual({ kind: 'notTaken' });
  });
  it('qa-supervisor P3-5: a planned visit before its time is "not due", not "Not taken by anyone", and offers no take', () => {
    const tomorrow = { PlannedTime: '2026-11-29T08:00:00Z' };
    expect(statusLine(tomorrow, 'NotResponded', NOW)).toEqual({ kind: 'notDue' });
    expect(plannedNotDue(tomorrow, 'NotResponded', NOW)).toBe(true);
    expect(statusLine({ PlannedTime: '2026-11-28T09:00:00Z' }, 'NotResponded', NOW)).toEqual({ kind: 'notTaken' });
    expect(plannedNotDue(tomorrow, 'Responded', NOW)).toBe(false);
  });
  it('DETAIL-08 "Handled by deactivated" for a deactivated alarm', () => {
    expect(statusLine({ RespondentName: 'Anna' }, 'Deactivated', NOW)).toEqual({ kind: 'deactivated' });
  });
});

describe('clear', () => {
  const base = { ClearAllowed: true, state: 'My', authenticated: true, alarmAbsent: false, simpleLogin: false, readOnly: false } as const;
  it('DETAIL-17 clear is enabled only when ClearAllowed and (authenticated or the alarm is absent)', () => {
    expect(clearControl(base)).toBe('enabled');
    expect(clearControl({ ...base, authenticated: false, alarmAbsent: true })).toBe('enabled');
  });
  it('DETAIL-17 an absent person\'s alarm may be cleared without the reason and action (ClearAllowed false)', () => {
    expect(clearControl({ ...base, ClearAllowed: false, alarmAbsent: true })).toBe('enabled');
  });
  it('DETAIL-18 otherwise the conditions-not-met tooltip shows', () => {
    expect(clearControl({ ...base, ClearAllowed: false })).toBe('conditionsNotMet');
    expect(clearControl({ ...base, ClearAllowed: null })).toBe('conditionsNotMet');
    expect(clearControl({ ...base, authenticated: false })).toBe('conditionsNotMet');
  });
  it('DETAIL-19 clear is hidden for an unauthenticated simple login (and in read-only mode)', () => {
    expect(clearControl({ ...base, simpleLogin: true, authenticated: false })).toBe('hidden');
    expect(clearControl({ ...base, simpleLogin: true })).toBe('enabled');
    expect(clearControl({ ...base, readOnly: true })).toBe('hidden');
  });
  it('ROLE-09 clear is hidden once the alarm has ended and while someone else owns it', () => {
    expect(clearControl({ ...base, state: 'Deactivated' })).toBe('hidden');
    expect(clearControl({ ...base, state: 'Responded' })).toBe('hidden');
    expect(clearControl({ ...base, state: 'NotResponded' })).toBe('hidden');
  });
});

describe('pickers and notify', () => {
  it('DETAIL-24 the reason picker needs ReasonAllowed and not read-only', () => {
    expect(reasonPickerShown({ ReasonAllowed: true }, false, false)).toBe(true);
    expect(reasonPickerShown({ ReasonAllowed: true }, true, false)).toBe(false);
    expect(reasonPickerShown({ ReasonAllowed: false }, false, false)).toBe(false);
    expect(reasonPickerShown(undefined, false, false)).toBe(false);
  });
  it('DETAIL-25 the action picker needs ActionAllowed and not read-only', () => {
    expect(actionPickerShown({ ActionAllowed: true }, false, false)).toBe(true);
    expect(actionPickerShown({ ActionAllowed: true }, true, false)).toBe(false);
    expect(actionPickerShown({ ReasonAllowed: true }, false, false)).toBe(false);
  });
  it('PLAN-21 notify-me needs SetNotifyAllowed and not read-only', () => {
    expect(notifyShown({ SetNotifyAllowed: true }, false, false)).toBe(true);
    expect(notifyShown({ SetNotifyAllowed: true }, true, false)).toBe(false);
    expect(notifyShown({ SetNotifyAllowed: false }, false, false)).toBe(false);
  });
  it('ROLE-09 until the alarm is taken over its pickers and notify-me stay away', () => {
    expect(reasonPickerShown({ ReasonAllowed: true }, false, true)).toBe(false);
    expect(actionPickerShown({ ActionAllowed: true }, false, true)).toBe(false);
    expect(notifyShown({ SetNotifyAllowed: true }, false, true)).toBe(false);
  });
  it('STATE-13 the Extended checkbox is disabled when read-only or while the alarm can be taken', () => {
    expect(extendedLogsDisabled(false, false)).toBe(false);
    expect(extendedLogsDisabled(true, false)).toBe(true);
    expect(extendedLogsDisabled(false, true)).toBe(true);
  });
});

describe('navigation and texts', () => {
  it('DETAIL-23 closing returns to the planning view for a planned alarm, else the dashboard', () => {
    expect(closeTarget(true)).toBe('/dashboard/planning-view');
    expect(closeTarget(false)).toBe('/dashboard');
  });
  it('SESSION-18 logout with my alarms asks a confirmation with their count', () => {
    expect(logoutConfirm(3)).toEqual({ kind: 'withCount', count: 3 });
  });
  it('SESSION-19 logout without my alarms asks a plain confirmation', () => {
    expect(logoutConfirm(0)).toEqual({ kind: 'plain' });
  });
});
