import { describe, expect, it } from 'vitest';
import { objectSearchQuery } from './object-search.ts';

describe('objectSearchQuery', () => {
  it('VALID-12 free text needs at least 2 characters', () => {
    expect(objectSearchQuery('a', 'text')).toEqual({ ok: false, error: 'SEARCH_TOO_SHORT' });
    expect(objectSearchQuery(' ab ', 'text')).toEqual({ ok: true, value: { kind: 'search', by: 'text', query: 'ab' } });
  });
  it('VALID-13 a national id needs at least 6 characters', () => {
    expect(objectSearchQuery('19121', 'nationalId')).toEqual({ ok: false, error: 'NATIONAL_ID_TOO_SHORT' });
    expect(objectSearchQuery('191212', 'nationalId')).toEqual({
      ok: true,
      value: { kind: 'search', by: 'nationalId', query: '191212' },
    });
  });
  it('VALID-14 an empty query clears the results', () => {
    expect(objectSearchQuery('', 'text')).toEqual({ ok: true, value: { kind: 'clear' } });
    expect(objectSearchQuery('  ', 'nationalId')).toEqual({ ok: true, value: { kind: 'clear' } });
  });
});
