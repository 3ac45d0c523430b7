import { describe, expect, it } from 'vitest';
import { doronorwayResources, resourceCallResult, resourceIcon, resourcePopupFooter } from './resource-calls.ts';

describe('resource icon', () => {
  it('RES-08 no resource, no icon', () => {
    expect(resourceIcon({ LoggedIn: true, Active: true })).toBe('none');
  });
  it('RES-09 a resource not logged in shows a disabled icon', () => {
    expect(resourceIcon({ Resource: 'R1', LoggedIn: false, Active: true })).toBe('disabled');
  });
  it('RES-10 logged in and active: green, clickable', () => {
    expect(resourceIcon({ Resource: 'R1', LoggedIn: true, Active: true })).toBe('active');
  });
  it('RES-11 logged in and not active: black, clickable', () => {
    expect(resourceIcon({ Resource: 'R1', LoggedIn: true, Active: false })).toBe('inactive');
  });
});

describe('resource popup', () => {
  it('RES-13 with CalledAt the footer offers Cancel, Recall and Update', () => {
    expect(resourcePopupFooter({ CalledAt: '2026-03-01T10:00:00Z' })).toEqual(['cancel', 'recall', 'update']);
  });
  it('RES-14 without CalledAt Cancel and Send', () => {
    expect(resourcePopupFooter({})).toEqual(['cancel', 'send']);
  });
  it('RES-15 a failed fetch leaves Cancel only', () => {
    expect(resourcePopupFooter('failed')).toEqual(['cancel']);
  });
  it('RES-21 the result from Successful: failed, none, one or N called', () => {
    expect(resourceCallResult(undefined)).toEqual({ kind: 'failed' });
    expect(resourceCallResult(3, true)).toEqual({ kind: 'failed' });
    expect(resourceCallResult(0)).toEqual({ kind: 'none' });
    expect(resourceCallResult(1)).toEqual({ kind: 'one' });
    expect(resourceCallResult(4)).toEqual({ kind: 'many', count: 4 });
  });
  it('RES-05 the doronorway variant shows only contacts with a negative ContactId', () => {
    expect(doronorwayResources([{ ContactId: -2 }, { ContactId: 5 }, {}]).map((c) => c.ContactId)).toEqual([-2]);
  });
});
