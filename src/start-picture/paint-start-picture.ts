import { isDashboardPath, ROUTES } from '../contract/console-routes.ts';
import { wasLoggedIn } from '../app/logged-in-flag.ts';
import '../alarms/list/alarm-list.css';
import './start-picture.css';
import { type StartPictureRecord, readStartPicture } from './start-picture-record.ts';

const START_PICTURE_ID = 'start-picture';
/** A start that has drawn neither the list nor another screen by then is slow or stuck: it shows what it has. */
const GIVE_UP_MS = 10_000;

/** The routes a logged-in start lands on with the alarm list beside them. */
function opensOnList(route: string): boolean {
  return route === '' || route === '/' || route === ROUTES.login || isDashboardPath(route);
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const made = doc.createElement(tag);
  made.className = className;
  if (text !== undefined) made.textContent = text; // the alarms' texts come from outside: text, never markup
  return made;
}

/** The list's own row classes only (state, priority): the stored record is read back, not trusted. */
function rowClasses(stored: string): string {
  return stored
    .split(/\s+/)
    .filter((name) => /^alarm-[\w-]+$/.test(name))
    .join(' ');
}

function drawRecord(doc: Document, record: StartPictureRecord): HTMLElement {
  const frame = element(doc, 'div', 'start-picture');
  frame.id = START_PICTURE_ID;
  frame.lang = record.language;
  // A picture, not the console: nothing in it can be clicked, focused or read out (the live list says "Loading").
  frame.setAttribute('inert', '');
  frame.setAttribute('aria-hidden', 'true');
  frame.append(element(doc, 'p', 'start-picture__opening', record.opening));
  const list = element(doc, 'section', 'alarm-list start-picture__list');
  const tabs = element(doc, 'div', 'start-picture__tabs');
  record.tabs.forEach((tab, index) => {
    const drawn = element(doc, 'span', index === record.selectedTab ? 'start-picture__tab start-picture__tab--selected' : 'start-picture__tab', tab.label);
    if (tab.count) drawn.append(' ', element(doc, 'span', 'start-picture__count', tab.count));
    tabs.append(drawn);
  });
  const rows = element(doc, 'ul', 'start-picture__rows');
  for (const row of record.rows) {
    const item = element(doc, 'li', 'start-picture__row');
    const drawn = element(doc, 'div', rowClasses(row.className));
    const main = element(doc, 'span', 'alarm-row__main');
    main.append(element(doc, 'span', 'alarm-row__title', row.title));
    if (row.subtitle) main.append(element(doc, 'span', 'alarm-row__subtitle', row.subtitle));
    const meta = element(doc, 'span', 'alarm-row__meta');
    meta.append(element(doc, 'span', 'alarm-row__time', row.time), element(doc, 'span', 'alarm-row__status', row.status));
    drawn.append(main, meta);
    item.append(drawn);
    rows.append(item);
  }
  list.append(element(doc, 'p', 'start-picture__label', record.listLabel), tabs, rows);
  frame.append(list);
  return frame;
}

/**
 * Draws the alarm list as this browser last showed it, at once, over the page while the console starts, when
 * someone was logged in and the start lands on the list. The live list replaces it as soon as it is drawn
 * (removeStartPicture); so do the login page or a crash panel. Returns whether it drew.
 */
export function paintStartPicture(doc: Document = document): boolean {
  const route = doc.location.hash.slice(1).split('?')[0] ?? '';
  if (!wasLoggedIn() || !opensOnList(route)) return false;
  const record = readStartPicture();
  if (!record || record.rows.length === 0) return false;
  doc.body.prepend(drawRecord(doc, record));
  setTimeout(() => removeStartPicture(doc), GIVE_UP_MS);
  return true;
}

/** The console has drawn its own screen: the picture of the last one goes. */
export function removeStartPicture(doc: Document = document): void {
  doc.getElementById(START_PICTURE_ID)?.remove();
}
