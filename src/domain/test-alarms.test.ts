import { describe, expect, it } from 'vitest';
import { isTestAlarm, needsUserChoice, testAlarmConfiguration } from './test-alarms.ts';

const routine = { TestRoutineId: 1, Routine: 'Full test' };
const user = { UserId: 7, Name: 'Test Person' };

describe('test-alarm configuration', () => {
  it('SUP-22 is granted only when both Routines and Users have entries', () => {
    expect(testAlarmConfiguration({ Routines: [routine], Users: [user] })).toEqual({ routines: [routine], users: [user] });
    expect(testAlarmConfiguration({ Routines: [routine], Users: [] })).toBeNull();
    expect(testAlarmConfiguration({ Routines: null, Users: [user] })).toBeNull();
    expect(testAlarmConfiguration({})).toBeNull();
  });

  it('SUP-20 SUP-21 asks for a user only when there are several', () => {
    expect(needsUserChoice({ routines: [routine], users: [user] })).toBe(false);
    expect(needsUserChoice({ routines: [routine], users: [user, { UserId: 8, Name: 'Other' }] })).toBe(true);
  });

  it('marks only alarms the server flags as tests', () => {
    expect(isTestAlarm({ IsTest: true })).toBe(true);
    expect(isTestAlarm({ IsTest: false })).toBe(false);
    expect(isTestAlarm({})).toBe(false);
  });
});
