import { describe, expect, it } from 'vitest';
import { escapeWildcards, filterPickerItems, validateFlagSelection, validatePickerSelection } from './picker.ts';

const reasons = ['Fall', 'Falsklarm', 'Oro', 'Test (*)'];

describe('pickers', () => {
  it('VALID-35 DETAIL-26 a selection must be a listed item unless free text is allowed', () => {
    expect(validatePickerSelection('oro', reasons, false)).toEqual({ ok: true, value: 'Oro' });
    expect(validatePickerSelection('Something else', reasons, false)).toEqual({ ok: false, error: 'PICKER_ITEM_NOT_LISTED' });
    expect(validatePickerSelection('Something else', reasons, true)).toEqual({ ok: true, value: 'Something else' });
    expect(validatePickerSelection('  ', reasons, true)).toEqual({ ok: false, error: 'PICKER_ITEM_NOT_LISTED' });
  });
  it('VALID-36 items are filtered by case-insensitive substring, with wildcards escaped', () => {
    expect(filterPickerItems(reasons, 'FAL', (r) => r)).toEqual(['Fall', 'Falsklarm']);
    expect(filterPickerItems(reasons, '(*)', (r) => r)).toEqual(['Test (*)']);
    expect(filterPickerItems(reasons, '.*', (r) => r)).toEqual([]);
    expect(filterPickerItems(reasons, '', (r) => r)).toEqual(reasons);
    expect(escapeWildcards('a.b*c')).toBe('a\\.b\\*c');
  });
  it('DETAIL-47 a user-info request without a flag is refused with FLAG_REQUIRED', () => {
    expect(validateFlagSelection(undefined)).toEqual({ ok: false, error: 'FLAG_REQUIRED' });
    expect(validateFlagSelection('')).toEqual({ ok: false, error: 'FLAG_REQUIRED' });
    expect(validateFlagSelection('2')).toEqual({ ok: true, value: '2' });
  });
});
