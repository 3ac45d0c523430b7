import type { ArcDatabase } from './database.ts';
import { type ListWindow, readListWindow } from './list-order.ts';

/**
 * If the list does not say (another page first), the whole read waits no longer; once the window is drawn it waits
 * at most as long again for an idle moment.
 */
const WAIT_MS = 1500;
/**
 * The window is the start's: a list drawn later (another page first) must not show rows this old until its read. A
 * window the list drew stays until the whole table replaces it, however long that read takes on a slow machine.
 */
const WINDOW_LIFETIME_MS = 5000;

/**
 * The active tab's window (src/db/list-order.ts), read once per database at the console's start, ahead of React:
 * the list draws it while the whole table waits until the window is drawn and the page is idle.
 */
export interface WindowSource {
  subscribe(listener: () => void): () => void;
  /** undefined while read; null when there is no window to draw. */
  getSnapshot(): ListWindow | null | undefined;
  /** Called by the list once it has drawn the window (`drawn`), or knows it will not draw it. */
  settle(drawn: boolean): void;
  /** Called by the list once it has the whole table: the window is never drawn again. */
  retire(): void;
  /** Resolves when the whole table may be read: at once without a window or one not drawn, else once drawn and idle. */
  wholeReadMayStart(): Promise<void>;
}

/** Window contexts have requestIdleCallback; this module is also type-checked for the worker, which lacks it. */
const whenIdle = (globalThis as { requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number }).requestIdleCallback;

const idle = () =>
  new Promise<void>((resolve) => {
    if (whenIdle) whenIdle(() => resolve(), { timeout: WAIT_MS });
    else setTimeout(resolve, 0);
  });

function createWindowSource(db: ArcDatabase): WindowSource {
  const listeners = new Set<() => void>();
  let snapshot: ListWindow | null | undefined;
  let settle: (drawn: boolean) => void = () => undefined;
  let drawn = false;
  const settled = new Promise<boolean>((resolve) => {
    settle = (isDrawn) => {
      drawn ||= isDrawn;
      resolve(isDrawn);
    };
    setTimeout(() => resolve(false), WAIT_MS);
  });
  const publish = (window: ListWindow | null) => {
    snapshot = window;
    for (const listener of listeners) listener();
  };
  let retired = false;
  const retire = () => {
    retired = true;
    if (snapshot) publish(null);
  };
  setTimeout(() => {
    if (!drawn) retire();
  }, WINDOW_LIFETIME_MS);
  const read = readListWindow(db, 'active')
    .catch(() => null)
    .then((window) => {
      publish(retired ? null : window);
      return window;
    });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    settle: (drawn) => settle(drawn),
    retire,
    // A window that is not drawn (another basis, another sort) holds nothing up.
    wholeReadMayStart: () => read.then((window) => (window ? settled.then((drawn) => (drawn ? idle() : undefined)) : undefined)),
  };
}

const sources = new WeakMap<ArcDatabase, WindowSource>();

/** The window source of `db`, created (and its read started) by the first caller. */
export function listWindowFor(db: ArcDatabase): WindowSource {
  let source = sources.get(db);
  if (!source) {
    source = createWindowSource(db);
    sources.set(db, source);
  }
  return source;
}
