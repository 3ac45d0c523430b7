import { expect, type Page, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { countTones, tonesStarted } from './support/sound.ts';
import { raiseAlarm } from './support/test-data.ts';

/** Whether each page started a tone since `before` (its count then). */
async function played(pages: Page[], before: number[]): Promise<boolean[]> {
  return Promise.all(pages.map(async (page, i) => (await tonesStarted(page)) > before[i]!));
}

test('ALIST-27 two visible windows of one browser: exactly one plays a new alarm; when it closes the other plays the next', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext();
  await countTones(context);
  const first = await context.newPage();
  const firstList = await AlarmListPage.open(first, 'anna');
  // A second window of the same browser (headless Chromium opens each page as a window of its own).
  const secondList = await AlarmListPage.inAnotherTab(context);
  const second = secondList.page;
  const pages = [first, second];
  const lists = [firstList, secondList];
  for (const page of pages) expect(await page.evaluate(() => document.visibilityState)).toBe('visible');

  let before = await Promise.all(pages.map(tonesStarted));
  const { text } = await raiseAlarm(request);
  for (const list of lists) await expect(list.row(text)).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await played(pages, before)).filter(Boolean).length, { timeout: 10_000 }).toBe(1);
  // Give a second player time to sound too, had there been one.
  await first.waitForTimeout(1_000);
  const playedFirst = await played(pages, before);
  expect(playedFirst.filter(Boolean)).toHaveLength(1);

  const owner = pages[playedFirst.indexOf(true)]!;
  const other = pages[playedFirst.indexOf(false)]!;
  await owner.close();
  before = await Promise.all([other].map(tonesStarted));
  const next = await raiseAlarm(request);
  await expect(new AlarmListPage(other).row(next.text)).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await played([other], before))[0], { timeout: 10_000 }).toBe(true);
  await context.close();
});
