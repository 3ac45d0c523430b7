import { expect, type Page, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
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
