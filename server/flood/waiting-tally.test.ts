import { describe, expect, it } from 'vitest';
import { WaitingTally } from './waiting-tally.ts';

const alarm = (AlarmId: number, RespondentGroupId: number, change: { Active?: boolean; RespondentId?: number | null; listed?: boolean } = {}) => ({
  AlarmId,
  RespondentGroupId,
  Active: true,
  RespondentId: null,
  listed: true,
  ...change,
});

describe('flood waiting count', () => {
  it('flood mode: the waiting count follows arrivals, takes, clears, moves to another group and planned alarms', () => {
    const tally = new WaitingTally();
    tally.note(alarm(1, 10));
    tally.note(alarm(2, 10));
    tally.note(alarm(3, 20, { listed: false }));
    expect([tally.waiting(10), tally.waiting(20)]).toEqual([2, 0]);
    tally.note(alarm(1, 10, { RespondentId: 7 }));
    tally.note(alarm(2, 20));
    tally.note(alarm(3, 20));
    expect([tally.waiting(10), tally.waiting(20)]).toEqual([0, 2]);
    tally.note(alarm(2, 20, { Active: false }));
    tally.note(alarm(2, 20, { Active: false }));
    expect(tally.waiting(20)).toBe(1);
  });
});
