import { describe, expect, it } from 'vitest';
import { automaticTestUser, systemTestFinished, testAlarmsConfigured } from './support-tools.ts';

describe('support tools', () => {
  it('SUP-05 the system test ends when no row is Ongoing', () => {
    expect(systemTestFinished([{ Ongoing: false }, { Ongoing: true }])).toBe(false);
    expect(systemTestFinished([{ Ongoing: false }, {}])).toBe(true);
  });
  it('SUP-22 test alarms are configured only with both Routines and Users', () => {
    expect(testAlarmsConfigured({ Routines: [1], Users: [1] })).toBe(true);
    expect(testAlarmsConfigured({ Routines: [], Users: [1] })).toBe(false);
    expect(testAlarmsConfigured({ Routines: [1] })).toBe(false);
  });
  it('SUP-20 with exactly one user that user is used', () => {
    expect(automaticTestUser([{ UserId: 4 }])).toEqual({ UserId: 4 });
  });
  it('SUP-21 with several users there is no automatic choice (a dropdown)', () => {
    expect(automaticTestUser([{ UserId: 4 }, { UserId: 5 }])).toBeUndefined();
    expect(automaticTestUser([])).toBeUndefined();
  });
});
