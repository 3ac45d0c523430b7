import { describe, expect, it } from 'vitest';
import { alarmStyleClass, countByTab, deriveAlarmState, tabForState, tabsFor, takenFromMe } from './alarm-state.ts';

const ME = 17;

describe('deriveAlarmState', () => {
  it('STATE-01 an alarm that is not Active is Deactivated, whoever owns it', () => {
    expect(deriveAlarmState({ Active: false }, ME)).toBe('Deactivated');
    expect(deriveAlarmState({ Active: false, RespondentId: ME, RespondentOwn: true }, ME)).toBe('Deactivated');
  });

  it('STATE-02 an active alarm with another respondent is Responded', () => {
    expect(deriveAlarmState({ Active: true, RespondentId: 99 }, ME)).toBe('Responded');
    expect(deriveAlarmState({ Active: true, RespondentId: ME, RespondentOwn: false }, ME)).toBe('Responded');
  });

  it('STATE-03 an active alarm with the current respondent is My (by RespondentOwn or by id)', () => {
    expect(deriveAlarmState({ Active: true, RespondentId: 99, RespondentOwn: true }, ME)).toBe('My');
    expect(deriveAlarmState({ Active: true, RespondentId: ME }, ME)).toBe('My');
  });

  it('STATE-04 an active alarm with no respondent (absent, null or 0) is NotResponded', () => {
    expect(deriveAlarmState({ Active: true }, ME)).toBe('NotResponded');
    expect(deriveAlarmState({ Active: true, RespondentId: null }, ME)).toBe('NotResponded');
    expect(deriveAlarmState({ Active: true, RespondentId: 0, RespondentOwn: false }, ME)).toBe('NotResponded');
  });
});

describe('tabForState', () => {
  it('ALIST-03 NotResponded and Assigned go to the active tab', () => {
    expect(tabForState('NotResponded', false)).toBe('active');
    expect(tabForState('Assigned', false)).toBe('active');
  });
  it('ALIST-04 without SINGLELIST My goes to the my tab', () => {
    expect(tabForState('My', false)).toBe('my');
  });
  it('ALIST-05 without SINGLELIST Responded goes to the responded tab', () => {
    expect(tabForState('Responded', false)).toBe('responded');
  });
  it('ALIST-06 Deactivated goes to the deactivated tab, with or without SINGLELIST', () => {
    expect(tabForState('Deactivated', false)).toBe('deactivated');
    expect(tabForState('Deactivated', true)).toBe('deactivated');
  });
  it('ALIST-07 SINGLELIST puts My and Responded alarms in active', () => {
    expect(tabForState('My', true)).toBe('active');
    expect(tabForState('Responded', true)).toBe('active');
  });
  it('ALIST-08 with SINGLELIST only the active and deactivated tabs exist', () => {
    expect(tabsFor(true)).toEqual(['active', 'deactivated']);
  });
  it('ALIST-01 without SINGLELIST the tabs are active, my, responded, deactivated', () => {
    expect(tabsFor(false)).toEqual(['active', 'my', 'responded', 'deactivated']);
  });
});

describe('alarmStyleClass', () => {
  it('STATE-05 each state has its style class', () => {
    expect(alarmStyleClass('NotResponded')).toBe('alarm-not-responded');
    expect(alarmStyleClass('Assigned')).toBe('alarm-assigned');
    expect(alarmStyleClass('My')).toBe('alarm-my');
    expect(alarmStyleClass('Responded')).toBe('alarm-responded');
    expect(alarmStyleClass('Deactivated')).toBe('alarm-deactivated');
  });
});

describe('countByTab', () => {
  const alarms = [
    { Active: true },
    { Active: true, RespondentId: ME },
    { Active: true, RespondentId: 5 },
    { Active: true, RespondentId: 6 },
    { Active: false, RespondentId: ME },
  ];
  it('ALIST-02 counts the alarms of each tab', () => {
    expect(countByTab(alarms, ME, false)).toEqual({ active: 1, my: 1, responded: 2, deactivated: 1, mine: 1, unanswered: 1 });
  });
  it('ALIST-07 with SINGLELIST the my and responded alarms are counted in active; the own ones are counted still', () => {
    expect(countByTab(alarms, ME, true)).toEqual({ active: 4, my: 0, responded: 0, deactivated: 1, mine: 1, unanswered: 1 });
  });
});

describe('countByTab unanswered', () => {
  it('mission-gap title count: only alarms nobody has taken count, in the active tab whatever SINGLELIST says', () => {
    const waiting = [{ Active: true }, { Active: true, RespondentId: 0 }, { Active: true, RespondentId: 5 }, { Active: false }];
    expect(countByTab(waiting, ME, true).unanswered).toBe(2);
    expect(countByTab(waiting, ME, false).unanswered).toBe(2);
  });
});

describe('takenFromMe', () => {
  it('is a take-over only when the alarm goes from mine to a colleague', () => {
    expect(takenFromMe('My', 'Responded')).toBe(true);
    expect(takenFromMe('My', 'Deactivated')).toBe(false);
    expect(takenFromMe('NotResponded', 'Responded')).toBe(false);
    expect(takenFromMe('Responded', 'Responded')).toBe(false);
  });
});
