import { START_PICTURE_ROWS, type StartPictureRecord, type StartPictureRow } from './start-picture-record.ts';

const textOf = (root: Element, selector: string) => root.querySelector(selector)?.textContent?.trim() ?? '';

function rowOf(item: Element): StartPictureRow | null {
  const row = item.querySelector('.alarm-row');
  if (!row) return null;
  const time = row.querySelector('.alarm-row__time');
  return {
    title: textOf(row, '.alarm-row__title'),
    subtitle: textOf(row, '.alarm-row__subtitle'),
    // The time without "waited 4 min": by the next start that figure would be wrong.
    time: time?.firstChild?.nodeType === Node.TEXT_NODE ? (time.firstChild.textContent ?? '').trim() : '',
  };
}

/**
 * The drawn alarm list as the next start's first picture: its tabs and the first rows of the open tab, in the
 * list's order (the virtual list keeps only the rows near the view in the DOM, in no particular order). Text only:
 * no state, status or count, which would be stale by then.
 */
export function captureStartPicture(list: HTMLElement, texts: { language: string; asOf: string; listLabel: string }, now: number): StartPictureRecord {
  const tabElements = [...list.querySelectorAll('[role="tab"]')];
  const tabs = tabElements.map((tab) =>
    [...tab.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('')
      .trim(),
  );
  const items = [...list.querySelectorAll('.alarm-list__item')].sort(
    (a, b) => Number(a.getAttribute('aria-posinset')) - Number(b.getAttribute('aria-posinset')),
  );
  const rows = items
    .slice(0, START_PICTURE_ROWS)
    .map(rowOf)
    .filter((row): row is StartPictureRow => row !== null);
  return {
    version: 2,
    ...texts,
    tabs,
    selectedTab: Math.max(0, tabElements.findIndex((tab) => tab.getAttribute('aria-selected') === 'true')),
    rows,
    savedAt: now,
  };
}
