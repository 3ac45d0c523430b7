/** One entry of a pager: a page number (1-based) or a gap between numbers. */
export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** How many pages `total` rows fill at `pageSize` per page; an empty table still has its one page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The pager of a table (WIDGET-34): every page when there are 4 or fewer, else the first, the last and the
 * current page's neighbours, with an ellipsis where numbers are left out.
 */
export function pageItems(current: number, pages: number): PageItem[] {
  if (pages <= 4) return Array.from({ length: pages }, (_, index) => index + 1);
  const page = Math.min(Math.max(current, 1), pages);
  const middle = [page - 1, page, page + 1].filter((n) => n > 1 && n < pages);
  const items: PageItem[] = [1];
  if ((middle[0] ?? pages) > 2) items.push('ellipsis-start');
  items.push(...middle);
  if ((middle.at(-1) ?? 1) < pages - 1) items.push('ellipsis-end');
  items.push(pages);
  return items;
}

/** The rows of one page; a page past the end (rows went away) shows the last page. */
export function pageSlice<T>(rows: readonly T[], current: number, pageSize: number): { rows: T[]; page: number; pages: number } {
  const pages = pageCount(rows.length, pageSize);
  const page = Math.min(Math.max(current, 1), pages);
  return { rows: rows.slice((page - 1) * pageSize, page * pageSize), page, pages };
}
