import type { Page } from '@playwright/test';
import { benchAlarm, ingest } from '../lib/api.ts';
import { epochNow, expectText, installWatcher, signIn, waitForText } from '../lib/browser.ts';
import type { DesktopBrowser } from '../lib/desktop-browser.ts';
import { figure } from '../lib/figure.ts';
import { log } from '../lib/log.ts';

/** Tabs per window for the 10 tabs: three windows, each with one tab in front (3 visible, 7 behind). */
export const WINDOWS = [4, 3, 3] as const;

export interface ArrangedTabs {
  visible: Page[];
  hidden: Page[];
}

const visibilityOf = (pages: readonly Page[]) => Promise.all(pages.map((page) => page.evaluate(() => document.visibilityState)));

/**
 * Opens the console in `WINDOWS` windows of a desktop browser: the first tab signs in, every other tab opens the
 * console (the session is the profile's); each window's first tab is in front, the others behind it.
 */
export async function openArrangedTabs(desktop: DesktopBrowser, baseUrl: string, username: string, listMarker: string): Promise<ArrangedTabs> {
  const first = desktop.context.pages()[0] ?? (await desktop.openTab('about:blank', 'new window'));
  await signIn(first, baseUrl, username);
  await waitForText(first, listMarker);
  const visible = [first];
  const hidden: Page[] = [];
  for (const [window, tabs] of WINDOWS.entries()) {
    if (window > 0) visible.push(await desktop.openTab(`${baseUrl}/`, 'new window'));
    for (let tab = 1; tab < tabs; tab++) hidden.push(await desktop.openTab(`${baseUrl}/`, 'background'));
  }
  // A hidden tab draws the list once, when it first reads it; its timers run once a second at most.
  await Promise.all([...visible, ...hidden].map((page) => waitForText(page, listMarker)));
  return { visible, hidden };
}

// Counts DOM mutations from now on (a hidden tab that renders a push mutates its list).
const MUTATION_COUNTER = `(() => {
  window.__benchMutations = 0;
  new MutationObserver((records) => { window.__benchMutations += records.length; }).observe(document.body, { childList: true, subtree: true, characterData: true });
})()`;

/**
 * Around `pushes` (push-to-screen measured in the visible tabs, alarm texts starting with `pushPrefix`): reads
 * `document.visibilityState` in every tab, checks that no hidden tab drew those alarms (and counts the DOM
 * mutations they made meanwhile, a clock's included), then raises one more alarm, brings a hidden tab to the
 * front and measures how long after it became visible (its `visibilitychange`) the alarm's row was in its DOM.
 */
export async function backgroundTabs(baseUrl: string, desktop: DesktopBrowser, tabs: ArrangedTabs, pushPrefix: string, pushes: () => Promise<void>) {
  const [visibleStates, hiddenStates] = await Promise.all([visibilityOf(tabs.visible), visibilityOf(tabs.hidden)]);
  await Promise.all(tabs.hidden.map((page) => page.evaluate(MUTATION_COUNTER)));
  await pushes();
  const mutations = await Promise.all(tabs.hidden.map((page) => page.evaluate(() => (window as unknown as { __benchMutations: number }).__benchMutations)));
  // The measured alarms' rows would be at the top of a list that drew them.
  const drawn = await Promise.all(tabs.hidden.map((page) => page.evaluate((prefix) => (document.body.textContent ?? '').includes(prefix), pushPrefix)));

  const revealed = tabs.hidden[0] as Page;
  await installWatcher(revealed);
  const marker = `REVEAL ${Date.now()}`;
  const { rendered: inVisible } = await expectText(tabs.visible, marker);
  await ingest(baseUrl, benchAlarm(marker, 1));
  await inVisible;
  const shownAt = revealed.evaluate(() => new Promise<number>((resolve) => document.addEventListener('visibilitychange', () => resolve(performance.timeOrigin + performance.now()), { once: true })));
  const { rendered } = await expectText([revealed], marker);
  const activated = epochNow();
  await desktop.activate(revealed);
  const [drawnAt] = await rendered;
  const visibleAt = await shownAt;
  // The tab it went in front of comes back to the front: the arrangement stays as it was for what follows.
  await desktop.activate(tabs.visible[0] as Page);
  const afterVisible = (drawnAt as number) - visibleAt;
  log(`background tabs: ${drawn.filter(Boolean).length} of ${drawn.length} hidden tabs drew the pushes; shown ${Math.round(afterVisible * 10) / 10} ms after visibilitychange (${Math.round((drawnAt as number) - activated)} ms after activation)`);
  const count = (states: string[], state: string) => states.filter((s) => s === state).length;
  return {
    arrangement: `${WINDOWS.length} windows of ${WINDOWS.join(', ')} tabs on Xvfb: in front ${count(visibleStates, 'visible')} of ${tabs.visible.length} read "visible", behind ${count(hiddenStates, 'hidden')} of ${tabs.hidden.length} read "hidden" (document.visibilityState in each page)`,
    hiddenTabsThatDrewThePushes: figure(drawn.filter(Boolean).length, 'tabs', {
      budget: { text: 'background tabs do no rendering work for the pushes', max: 0 },
      note: `hidden tabs whose DOM held any of the alarms pushed while they were hidden; DOM mutations per hidden tab meanwhile (any, e.g. a clock): ${mutations.join(', ')}`,
    }),
    shownAfterVisible: figure(afterVisible, 'ms', {
      budget: { text: 'the current list within one frame (16.7 ms) of becoming visible', max: 16.7 },
      note: `a hidden tab brought to the front (Target.activateTarget): its visibilitychange → the newest alarm's row in its DOM (below 0: drawn within that event's dispatch, before the bench's own listener ran); ${Math.round((drawnAt as number) - activated)} ms from the activation request`,
    }),
  };
}
