import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, pageSlice } from './pagination.ts';

describe('pagination', () => {
  it('WIDGET-34 shows every page when there are 4 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 4)).toEqual([1, 2, 3, 4]);
  });

  it('WIDGET-34 shows first, last and neighbours with ellipses beyond 4 pages', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(2, 6)).toEqual([1, 2, 3, 'ellipsis-end', 6]);
  });

  it('counts pages and slices one page, keeping a page past the end on the last one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    const rows = Array.from({ length: 12 }, (_, i) => i);
    expect(pageSlice(rows, 2, 10)).toEqual({ rows: [10, 11], page: 2, pages: 2 });
    expect(pageSlice(rows, 5, 10).page).toBe(2);
  });
});
