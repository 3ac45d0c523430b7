import { describe, expect, it } from 'vitest';
import { pageCount, paginationItems } from './pagination.ts';

describe('paginationItems', () => {
  it('WIDGET-34 every page is shown when there are 4 or fewer', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationItems(1, 0)).toEqual([]);
  });
  it('WIDGET-34 from 5 pages: first, last, neighbours and ellipses', () => {
    expect(paginationItems(1, 5)).toEqual([1, 2, 'ellipsis', 5]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
    expect(paginationItems(99, 10)).toEqual([1, 'ellipsis', 9, 10]);
  });
  it('RES-02 contacts page at 10 per page: 11 contacts make 2 pages', () => {
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(0, 10)).toBe(0);
  });
});
