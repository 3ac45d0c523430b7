/** Page links (calls §9): every page when there are 4 or fewer, else first, last and neighbours with ellipses. */
import { PAGINATION_ALL_PAGES_MAX } from './constants.ts';

export type PageItem = number | 'ellipsis';

/** Pages are numbered from 1; `current` is clamped into range. */
export function paginationItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 0) return [];
  const all = Array.from({ length: totalPages }, (_, i) => i + 1);
  if (totalPages <= PAGINATION_ALL_PAGES_MAX) return all;
  const page = Math.min(totalPages, Math.max(1, current));
  const shown = all.filter((n) => n === 1 || n === totalPages || Math.abs(n - page) <= 1);
  const items: PageItem[] = [];
  shown.forEach((n, i) => {
    const previous = shown[i - 1];
    if (previous !== undefined && n - previous > 1) items.push('ellipsis');
    items.push(n);
  });
  return items;
}

/** How many pages a list needs. */
export function pageCount(itemCount: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(itemCount / pageSize) : 0;
}
