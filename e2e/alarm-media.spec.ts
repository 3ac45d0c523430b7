import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { MediaWidgets } from './page-models/media.ts';
import { raiseAlarm } from './support/test-data.ts';

/** Demo user 3 has two pictures, a sound, a video and a live video, links and measurements (server/media/demo-media.ts). */
async function openMedia(page: Page, request: Parameters<typeof raiseAlarm>[0]) {
  const { text } = await raiseAlarm(request);
  const list = await AlarmListPage.open(page, 'anna');
  const alarm = await list.openOwn(text);
  const widgets = new MediaWidgets(alarm);
  await expect(widgets.media).toBeVisible({ timeout: 15_000 });
  return widgets;
}

async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('WIDGET-33 API-22 a picture from the attachments opens in the viewer, steps with the arrow keys and closes with Escape', async ({ page, request }) => {
  const widgets = await openMedia(page, request);
  const thumbnail = widgets.thumbnail(1);
  await expect.poll(() => thumbnail.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 10_000 }).toBe(160);
  expect(await thumbnail.locator('img').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  expect(await seriousViolations(page, '.widget--media')).toEqual([]);

  await thumbnail.focus();
  await page.keyboard.press('Enter');
  const viewer = widgets.viewer(1);
  await expect(viewer).toBeVisible();
  await expect.poll(() => viewer.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('ArrowRight');
  await expect(widgets.viewer(2)).toBeVisible();
  await expect.poll(() => widgets.viewer(2).getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(thumbnail).toBeFocused();
});

test('WIDGET-33 a sound plays from its named button; the video is playable', async ({ page, request }) => {
  const widgets = await openMedia(page, request);
  await widgets.playButton().click();
  await expect(widgets.pauseButton()).toBeVisible();
  const timer = widgets.media.getByRole('timer', { name: /^Time played, Sound 1/ });
  await expect(timer).toHaveText(/^0:0[1-2] \/ 0:02$/, { timeout: 5_000 });
  // The two-second clip ends on its own and the button offers Play again.
  await expect(widgets.playButton()).toBeVisible({ timeout: 5_000 });
  const video = widgets.media.locator('video[aria-label^="Video 1"]');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(1);
});

test('WIDGET-27 WIDGET-28 WIDGET-26 WIDGET-36 the links and measurements tables; a link opens a 1340x1340 window', async ({ page, request }) => {
  const widgets = await openMedia(page, request);
  await expect(widgets.links.getByRole('columnheader')).toHaveText(['Link', 'Timestamp']);
  const links = await widgets.rows(widgets.links);
  expect(links.map((row) => row[0])).toEqual(['Medication list from the home-care provider, updated after the last visit by the district nurse', 'Care plan']);
  for (const row of links) expect(row[1]).not.toBe('');
  const medication = widgets.links.getByRole('link', { name: /^Medication list/ });
  expect((await medication.getAttribute('title'))?.length).toBe(71);

  await expect(widgets.measurements.getByRole('columnheader')).toHaveText(['Name', 'Value', 'Reported at']);
  const measurements = await widgets.rows(widgets.measurements);
  expect(measurements.map((row) => row[0])).toEqual(['Room temperature', 'Door', 'Last movement']);
  expect(measurements[0]?.[1]).toBe('21');
  expect(measurements[1]?.[1]).toBe('Open');
  expect(measurements[2]?.[1]).not.toMatch(/T\d\d:/);
  expect(await seriousViolations(page, '.widget--links')).toEqual([]);
  expect(await seriousViolations(page, '.widget--measurements')).toEqual([]);

  // The page is external: the window it opens is not wired to the console; its size is what the console asked for.
  const popup = page.waitForEvent('popup');
  await page.context().route('https://example.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Medication</title><p>Medication</p>' }));
  await medication.click();
  const opened = await popup;
  await opened.waitForLoadState();
  expect(opened.url()).toBe('https://example.org/medication/3?view=full');
  const size = await opened.evaluate(() => ({ width: window.outerWidth, height: window.outerHeight }));
  expect(size).toEqual({ width: 1340, height: 1340 });
  await opened.close();
});

test('WIDGET-27 WIDGET-28 the links and measurements ingested with an alarm are the ones its page shows', async ({ page, request }) => {
  const recordedAt = new Date(Date.now() - 60_000).toISOString();
  const { text } = await raiseAlarm(request, {
    Links: [{ LinkDescription: 'Night-patrol journal', LinkUrl: 'https://care.example.net/journal/3', LastUpdated: recordedAt }],
    Measurements: [{ Measurment: 'Pulse', Value: 112, DataType: 'int', RecordedAt: recordedAt }],
  });
  const list = await AlarmListPage.open(page, 'anna');
  const widgets = new MediaWidgets(await list.openOwn(text));
  await expect(widgets.links.getByRole('link', { name: 'Night-patrol journal' })).toBeVisible({ timeout: 15_000 });
  const measurements = await widgets.rows(widgets.measurements);
  expect(measurements.find((row) => row[0] === 'Pulse')?.[1]).toBe('112');
});
