import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../bench/lib/browser.ts';
import { launchDesktopBrowser } from '../bench/lib/desktop-browser.ts';
import { isSkipped } from '../bench/lib/figure.ts';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { AlarmPage } from './page-models/alarm-page.ts';
import { GroupsPage } from './page-models/groups-page.ts';
import { Shell } from './page-models/shell.ts';
import { apiToken } from './support/demo-api.ts';
import { e2ePort } from './support/e2e-server.ts';
import { countTones, tonesStarted } from './support/sound.ts';
import { raiseAlarm } from './support/test-data.ts';

/**
 * Makes the page report itself hidden (or visible again) as the browser does for a tab behind another: headless
 * Chromium reports every tab visible, so the test tells the page what a desktop browser would.
 */
async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (isHidden ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => isHidden });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('a hidden tab that does not play the sound draws no push until it shows, then the current list', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext();
  await countTones(context);
  const lists = [await AlarmListPage.open(await context.newPage(), 'anna')];
  lists.push(await AlarmListPage.inAnotherTab(context));
  const before = await Promise.all(lists.map((list) => tonesStarted(list.page)));
  const first = await raiseAlarm(request);
  for (const list of lists) await expect(list.row(first.text)).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await Promise.all(lists.map((list) => tonesStarted(list.page)))).filter((count, i) => count > before[i]!).length, { timeout: 10_000 }).toBe(1);
  const counts = await Promise.all(lists.map((list) => tonesStarted(list.page)));
  const owner = lists[counts.findIndex((count, i) => count > before[i]!)]!;
  const quiet = lists.find((list) => list !== owner)!;

  await setHidden(quiet.page, true);
  const next = await raiseAlarm(request);
  await expect(owner.row(next.text)).toBeVisible({ timeout: 15_000 });
  // The sound owner drew it; the hidden tab has not, even a moment later.
  await quiet.page.waitForTimeout(1_000);
  await expect(quiet.row(next.text)).toHaveCount(0);

  await setHidden(quiet.page, false);
  await expect(quiet.row(next.text)).toBeVisible();
  await context.close();
});

/** What the console made of each system notification it raised, recorded in the page (the real one still shows). */
interface RecordedNotice {
  title: string;
  body: string;
  tag: string;
  requireInteraction: boolean;
  closed: boolean;
}

// Plain JavaScript, installed before the console's scripts: Notification is wrapped, not replaced.
const RECORD_NOTICES = `(() => {
  const Real = window.Notification;
  const notices = [];
  window.__notices = notices;
  window.Notification = class extends Real {
    constructor(title, options = {}) {
      super(title, options);
      const entry = { title, body: options.body, tag: options.tag, requireInteraction: options.requireInteraction === true, closed: false, notification: this };
      notices.push(entry);
      const close = this.close.bind(this);
      this.close = () => { entry.closed = true; close(); };
    }
  };
})()`;

const noticesIn = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notices: (RecordedNotice & { notification: unknown })[] }).__notices.map(({ notification: _shown, ...notice }) => notice));

/** The unanswered count the tab's title leads with. */
const titleCount = async (page: Page) => Number(/^\((\d+)\) ARC operator console$/.exec(await page.title())?.[1] ?? 0);

test('mission-gap hidden console: tabs behind another on a virtual display raise one notification per browser; its click opens the alarm; taken in another tab it closes; the title counts', async ({ request }) => {
  test.setTimeout(240_000);
  const base = `http://127.0.0.1:${e2ePort()}`;
  const desktop = await launchDesktopBrowser({ windowSize: [1400, 1000] });
  if (isSkipped(desktop)) throw new Error(desktop.skipped);
  try {
    await desktop.context.grantPermissions(['notifications'], { origin: base });
    await desktop.context.addInitScript(RECORD_NOTICES);
    const first = desktop.context.pages()[0] ?? (await desktop.openTab('about:blank', 'new window'));
    await new Shell(first).acknowledgeWhenAsked();
    await signIn(first, base, 'anna');
    await new GroupsPage(first).joinSelectedGroups();
    await expect(new AlarmListPage(first).tab('Active')).toBeVisible({ timeout: 30_000 });
    // A second console tab, behind the first from the start.
    const second = await desktop.openTab(`${base}/#/dashboard`, 'background');
    await new Shell(second).acknowledgeWhenAsked();
    await expect(new AlarmListPage(second).tab('Active')).toBeVisible({ timeout: 30_000 });
    const consoles = [first, second];
    // Another tab in front of both: Chromium on Xvfb (no window manager) tracks no window occlusion, so the
    // console is hidden as behind any other tab, which the page reads as document.visibilityState "hidden".
    const other = await desktop.openTab('about:blank', 'background');
    await desktop.activate(other);
    await expect.poll(() => Promise.all(consoles.map((page) => page.evaluate(() => document.visibilityState)))).toEqual(['hidden', 'hidden']);

    const countBefore = Math.max(...(await Promise.all(consoles.map(titleCount))));
    const acute = await raiseAlarm(request, { Priority: 3 });
    const shownIn = async () => (await Promise.all(consoles.map(noticesIn))).map((notices) => notices.length);
    await expect.poll(async () => (await shownIn()).reduce((sum, count) => sum + count, 0), { timeout: 20_000 }).toBe(1);
    await first.waitForTimeout(1_000);
    const counts = await shownIn();
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    const owner = consoles[counts.indexOf(1)]!;
    const notTheOwner = consoles.find((page) => page !== owner)!;
    const token = await apiToken(request, 'anna');
    const listed = (await (await request.get('/api/alarms?onlyactive=true', { headers: { Authorization: `bearer ${token}` } })).json()) as { AlarmId: number; Name: string }[];
    const alarm = listed.find((candidate) => candidate.AlarmId === acute.AlarmId)!;
    expect(await noticesIn(owner)).toEqual([{ title: `Acute: ${acute.text}`, body: alarm.Name, tag: `arc-alarm-${acute.AlarmId}`, requireInteraction: true, closed: false }]);
    // The tab that plays the sounds stays current while hidden: its title counts the new alarm.
    await expect.poll(() => titleCount(owner)).toBe(countBefore + 1);

    // Its click focuses the console and opens the alarm (dispatched: a headless notification has no screen to click).
    await owner.evaluate(() => (window as unknown as { __notices: { notification: Notification }[] }).__notices[0]!.notification.dispatchEvent(new Event('click')));
    await expect.poll(() => owner.url()).toContain(`/dashboard/template/`);
    expect(owner.url()).toMatch(new RegExp(`/${acute.AlarmId}$`));
    expect((await noticesIn(owner))[0]!.closed).toBe(true);
    await desktop.activate(owner);
    await expect(new AlarmPage(owner).detail).toBeVisible({ timeout: 15_000 });

    // Hidden again, a second alarm notifies; the operator takes it in the other tab: the notification closes.
    await desktop.activate(other);
    await expect.poll(() => Promise.all(consoles.map((page) => page.evaluate(() => document.visibilityState)))).toEqual(['hidden', 'hidden']);
    const next = await raiseAlarm(request, { Priority: 2 });
    const noticeOf = async () => (await Promise.all(consoles.map(noticesIn))).flat().find((notice) => notice.tag === `arc-alarm-${next.AlarmId}`);
    await expect.poll(noticeOf, { timeout: 20_000 }).toMatchObject({ title: `Urgent: ${next.text}`, requireInteraction: false, closed: false });
    await desktop.activate(notTheOwner);
    await new AlarmListPage(notTheOwner).openOwn(next.text, { timeout: 15_000 });
    await expect.poll(async () => (await noticeOf())?.closed, { timeout: 15_000 }).toBe(true);
  } finally {
    await desktop.close();
  }
});
