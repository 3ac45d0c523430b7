import { isDashboardPath, ROUTES } from '../contract/console-routes.ts';
import { wasLoggedIn } from '../app/logged-in-flag.ts';
import '../alarms/list/alarm-list.css';
import './start-picture.css';
import { AS_OF_TIME, type StartPictureRecord, readStartPicture } from './start-picture-record.ts';

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

/** The record's "as of" line with the time it was kept, as the operator's clock reads it. */
function asOfLine(record: StartPictureRecord): string {
  const time = new Intl.DateTimeFormat(record.language, { hour: '2-digit', minute: '2-digit' }).format(record.savedAt);
  return record.asOf.replace(AS_OF_TIME, time);
}

function drawRecord(doc: Document, record: StartPictureRecord): HTMLElement {
  const frame = element(doc, 'div', 'start-picture');
  frame.id = START_PICTURE_ID;
  frame.lang = record.language;
  // A picture, not the console: not read out (the live list says "Loading"). Not `inert`, which lets clicks through
  // to the shell drawn beneath: the frame itself takes them, and keys are held back while it shows.
  frame.setAttribute('aria-hidden', 'true');
  frame.append(element(doc, 'p', 'start-picture__as-of', asOfLine(record)));
  const list = element(doc, 'section', 'alarm-list start-picture__list');
  const tabs = element(doc, 'div', 'start-picture__tabs');
  record.tabs.forEach((label, index) => {
    tabs.append(element(doc, 'span', index === record.selectedTab ? 'start-picture__tab start-picture__tab--selected' : 'start-picture__tab', label));
  });
  const rows = element(doc, 'ul', 'start-picture__rows');
  for (const row of record.rows) {
    const item = element(doc, 'li', 'start-picture__row');
    // The list's row layout without its state classes: every row alike, whatever it was.
    const drawn = element(doc, 'div', 'alarm-row');
    const main = element(doc, 'span', 'alarm-row__main');
    main.append(element(doc, 'span', 'alarm-row__title', row.title));
    if (row.subtitle) main.append(element(doc, 'span', 'alarm-row__subtitle', row.subtitle));
    drawn.append(main, element(doc, 'span', 'alarm-row__time', row.time));
    item.append(drawn);
    rows.append(item);
  }
  list.append(element(doc, 'p', 'start-picture__label', record.listLabel), tabs, rows);
  frame.append(list);
  return frame;
}

/** A key pressed while the picture shows would reach the shell beneath it, unseen: it is held back. */
function holdBackKey(event: KeyboardEvent): void {
  event.preventDefault();
  event.stopImmediatePropagation();
}

const KEY_EVENTS = ['keydown', 'keypress', 'keyup'] as const;

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
  for (const type of KEY_EVENTS) doc.defaultView?.addEventListener(type, holdBackKey, true);
  setTimeout(() => removeStartPicture(doc), GIVE_UP_MS);
  return true;
}

/** The picture while it shows, else null. */
export function startPictureElement(doc: Document = document): HTMLElement | null {
  return doc.getElementById(START_PICTURE_ID);
}

/** The console has drawn its own screen: the picture of the last one goes. */
export function removeStartPicture(doc: Document = document): void {
  startPictureElement(doc)?.remove();
  for (const type of KEY_EVENTS) doc.defaultView?.removeEventListener(type, holdBackKey, true);
}
