import { describe, expect, it } from 'vitest';
import { resourceCallResultKey, resourceIcon, resourceMessageRule, resourcesForTemplate } from './resource-call.ts';

describe('resource rules', () => {
  it('picks the icon by resource, LoggedIn and Active', () => {
    expect(resourceIcon({ Resource: null })).toBe('none');
    expect(resourceIcon({ Resource: 7, LoggedIn: false, Active: true })).toBe('disabled');
    expect(resourceIcon({ Resource: 7, LoggedIn: true, Active: true })).toBe('green');
    expect(resourceIcon({ Resource: '7', LoggedIn: true, Active: false })).toBe('black');
  });

  it('keeps only negative ContactIds for doronorway', () => {
    const rows = [{ ContactId: 3 }, { ContactId: -4 }, { ContactId: null }];
    expect(resourcesForTemplate(rows, 'doronorway')).toEqual([{ ContactId: -4 }]);
    expect(resourcesForTemplate(rows, 'default')).toEqual(rows);
  });

  it('sends, ignores or refuses a message', () => {
    expect(resourceMessageRule('', false)).toBe('ignore');
    expect(resourceMessageRule('  ', false)).toBe('ignore');
    expect(resourceMessageRule('', true)).toBe('send');
    expect(resourceMessageRule('x'.repeat(200), false)).toBe('send');
    expect(resourceMessageRule('x'.repeat(201), true)).toBe('tooLong');
  });

  it('reads the Successful count', () => {
    expect(resourceCallResultKey(null).key).toBe('RESOURCE_CALL_FAILED');
    expect(resourceCallResultKey(0).key).toBe('RESOURCE_CALL_NONE_CALLED');
    expect(resourceCallResultKey(1).key).toBe('RESOURCE_CALL_ONE_CALLED');
    expect(resourceCallResultKey(3)).toEqual({ key: 'RESOURCE_CALL_N_CALLED', count: 3 });
  });
});
