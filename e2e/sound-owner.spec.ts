import { expect, type Page, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { SettingsPage } from './page-models/settings-page.ts';
import { countTones, soundFilesPlayed, tonesStarted } from './support/sound.ts';
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

/** The sound files the page played since it had played `before` of them. */
async function filesSince(page: Page, before: number): Promise<string[]> {
  return (await soundFilesPlayed(page)).slice(before);
}

test('CONST-08 ALIST-28 a new alarm with UseSound n plays sound file n while the custom alarm sound preference is on (the default), its level sound when off', async ({ page, request }) => {
  test.setTimeout(90_000);
  await countTones(page);
  const served = new Map<string, number>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/sounds/alarm/')) served.set(path, response.status());
  });
  const list = await AlarmListPage.open(page, 'anna');
  for (const [UseSound, Level, file] of [[3, 1, 'audio-3'], [5, 2, 'audio-5']] as const) {
    const before = (await soundFilesPlayed(page)).length;
    const { text } = await raiseAlarm(request, { UseSound, Level });
    await expect(list.row(text)).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => filesSince(page, before), { timeout: 10_000 }).toContain(`/sounds/alarm/${file}.wav`);
  }
  // The files came from the server (whole, or in the ranges a media element asks for).
  expect([200, 206]).toContain(served.get('/sounds/alarm/audio-3.wav'));
  expect([200, 206]).toContain(served.get('/sounds/alarm/audio-5.wav'));

  const settings = await SettingsPage.open(page);
  const custom = settings.preference("Play the alarm's own sound when it has one");
  await expect(custom).toBeChecked();
  await custom.click();
  await expect(custom).not.toBeChecked();
  await page.goto('/#/dashboard');
  const before = (await soundFilesPlayed(page)).length;
  const { text } = await raiseAlarm(request, { UseSound: 4, Level: 2 });
  await expect(list.row(text)).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => filesSince(page, before), { timeout: 10_000 }).toContain('/sounds/alarm/level2.wav');
  expect(await filesSince(page, before)).not.toContain('/sounds/alarm/audio-4.wav');
});

test('real alarm sounds: a sound file the browser cannot decode is played as the synthesised tones instead', async ({ page, request }) => {
  await countTones(page);
  await page.route('**/sounds/alarm/audio-2.wav', (route) => route.fulfill({ status: 200, contentType: 'audio/wav', body: 'RIFF, but no sound in it' }));
  const list = await AlarmListPage.open(page, 'anna');
  // Tones started are oscillators and played files together: the oscillators are the difference.
  const oscillators = async () => (await tonesStarted(page)) - (await soundFilesPlayed(page)).length;
  const before = await oscillators();
  const { text } = await raiseAlarm(request, { UseSound: 2, Level: 1 });
  await expect(list.row(text)).toBeVisible({ timeout: 15_000 });
  // Its three notes, synthesised.
  await expect.poll(async () => (await oscillators()) - before, { timeout: 10_000 }).toBe(3);
  expect(await soundFilesPlayed(page)).not.toContain('/sounds/alarm/audio-2.wav');
});
