import { describe, expect, it } from 'vitest';
import { searchText } from './search-text.ts';

describe('search text', () => {
  it('qa-supervisor P3-8 drops accents and case, so "Goran" matches "Göran"', () => {
    expect(searchText('Göran')).toBe(searchText('Goran'));
    expect(searchText('JÄRVINEN Åsa')).toBe('jarvinen asa');
  });
});
