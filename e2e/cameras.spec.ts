import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { CameraBlock, cameraPerson, cameraPosition, setViewingWindow } from './page-models/cameras.ts';
import { raiseAlarm } from './support/test-data.ts';

/** Raises a camera alarm for a demo person with cameras and opens it as anna; `hls` collects hls.js requests. */
async function openCameraAlarm(page: Page, request: Parameters<typeof raiseAlarm>[0], person = cameraPerson()) {
  const hls: string[] = [];
  page.on('request', (r) => {
    if (/hls/i.test(new URL(r.url()).pathname) && !r.url().includes('/media/')) hls.push(r.url());
  });
  const { text } = await raiseAlarm(request, { UserId: person.UserId, Template: 'camera' });
  const list = await AlarmListPage.open(page, 'anna');
  const loadedOnList = [...hls];
  const alarm = await list.openOwn(text);
  await expect(page.getByRole('region', { name: 'Cameras' })).toBeVisible({ timeout: 10_000 });
  return { alarm, person, hls, loadedOnList };
}

const idOf = (person: ReturnType<typeof cameraPerson>, title: string) => {
  const camera = person.cameras.find((c) => c.Title === title);
  if (!camera) throw new Error(`no camera ${title}`);
  return camera.Id;
};

test('CAM-01 CAM-02 CAM-13 CAM-20 an MJPEG camera plays: a live picture and the seconds against the viewing window', async ({ page, request }) => {
  const { loadedOnList, hls } = await openCameraAlarm(page, request);
  expect(loadedOnList).toEqual([]);
  const door = new CameraBlock(page, 'Front door');
  await door.play();
  await expect(door.picture).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => door.picture.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(door.state).toHaveText(/Playing: \d+ s of 60 s/);
  await expect.poll(() => door.elapsed(), { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
  // An MJPEG camera needs no hls.js.
  expect(hls).toEqual([]);
  const axe = await new AxeBuilder({ page }).include('.widget--cameras').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('CAM-24 CAM-26 an HLS camera plays through hls.js with the ticket as basic auth: the video time advances', async ({ page, request }) => {
  const { hls } = await openCameraAlarm(page, request);
  const living = new CameraBlock(page, 'Living room');
  const authorised: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/hls/') && (r.headers().authorization ?? '').startsWith('Basic ')) authorised.push(r.url());
  });
  await living.play();
  await expect.poll(() => living.video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 25_000 }).toBeGreaterThan(1);
  const first = await living.video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => living.video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(first + 1);
  expect(hls.length).toBeGreaterThan(0);
  expect(authorised.some((url) => url.endsWith('.m3u8'))).toBe(true);
  expect(authorised.every((url) => !url.includes('ticket='))).toBe(true);
});

test('CAM-17 qa-handling P3-11: the viewing window stops playback and says how to watch again', async ({ page, request }) => {
  const person = cameraPerson(1);
  setViewingWindow(idOf(person, 'Front door'), 4);
  await openCameraAlarm(page, request, person);
  const door = new CameraBlock(page, 'Front door');
  await door.play();
  await expect(door.picture).toBeVisible({ timeout: 10_000 });
  await expect(door.state).toHaveText(/Playing: \d+ s of 4 s/, { timeout: 10_000 });
  await expect(door.message).toHaveText('The viewing window has ended. Press Play to watch again.', { timeout: 8_000 });
  await expect(door.picture).toHaveCount(0);
  await expect(door.playButton).toBeVisible();
});

test('CAM-40 a held PTZ button moves the camera and its release stops it; a preset applies', async ({ page, request }) => {
  const { person } = await openCameraAlarm(page, request, cameraPerson(2));
  const cameraId = idOf(person, 'Front door');
  const door = new CameraBlock(page, 'Front door');
  // PTZ works only while the picture plays (qa-handling P3-11).
  await door.play();
  await expect(door.picture).toBeVisible({ timeout: 10_000 });
  await expect(door.ptz('Move right')).toBeEnabled({ timeout: 10_000 });
  const start = await cameraPosition(request, cameraId);

  await door.ptz('Move right').hover();
  await page.mouse.down();
  await expect.poll(async () => (await cameraPosition(request, cameraId)).Pan, { timeout: 5_000 }).toBeGreaterThan(start.Pan + 5);
  await page.mouse.up();
  await page.waitForTimeout(500);
  const released = await cameraPosition(request, cameraId);
  await page.waitForTimeout(1_000);
  expect(await cameraPosition(request, cameraId)).toEqual(released);

  // The keyboard holds it too: Space down moves (tilt up), Space up stops.
  await door.ptz('Move up').focus();
  await page.keyboard.down(' ');
  await expect.poll(async () => (await cameraPosition(request, cameraId)).Tilt, { timeout: 5_000 }).toBeGreaterThan(released.Tilt + 2);
  await page.keyboard.up(' ');
  await page.waitForTimeout(500);
  const stopped = await cameraPosition(request, cameraId);
  await page.waitForTimeout(1_000);
  expect(await cameraPosition(request, cameraId)).toEqual(stopped);

  await door.preset('Hallway').click();
  await expect(door.block.getByRole('status').filter({ hasText: 'The camera is moving to Hallway.' })).toBeVisible();
  await expect.poll(() => cameraPosition(request, cameraId), { timeout: 10_000 }).toEqual({ Pan: 40, Tilt: -10, Zoom: 2 });
});

test('CAM-20 CAM-08 CAM-10 CAM-11 in Chrome a WebM camera plays in a video, the security proxy in a sandboxed frame; not permitted and windowless cameras are refused', async ({ page, request }) => {
  await openCameraAlarm(page, request, cameraPerson(3));
  const kitchen = new CameraBlock(page, 'Kitchen');
  await kitchen.play();
  await expect.poll(() => kitchen.video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);
  expect(await kitchen.video.evaluate((v: HTMLVideoElement) => new URL(v.currentSrc).pathname)).toMatch(/\/webm$/);

  const entrance = new CameraBlock(page, 'Entrance (security)');
  await entrance.play();
  const frame = entrance.block.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame).toHaveAttribute('src', /\/mjpeg\?ticket=/);
  await expect(entrance.state).toHaveText(/Playing/);

  const bedroom = new CameraBlock(page, 'Bedroom');
  await bedroom.play();
  await expect(bedroom.message).toHaveText('Viewing this camera is not permitted.');
  const garden = new CameraBlock(page, 'Garden');
  await garden.play();
  await expect(garden.message).toHaveText('You are not allowed to view the camera now.');
});

test('qa-handling P2-1 Play hands the focus to Stop and Stop back to Play: the page stays where the operator is', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openCameraAlarm(page, request);
  const door = new CameraBlock(page, 'Front door');
  await door.playButton.scrollIntoViewIfNeeded();
  const scrolled = () => page.evaluate(() => [document.scrollingElement?.scrollTop ?? 0, ...[...document.querySelectorAll('main, .alarm-detail')].map((element) => element.scrollTop)].join(','));
  const before = await scrolled();
  await door.playButton.focus();
  await page.keyboard.press('Enter');
  const stop = door.stopButton;
  await expect(stop).toBeFocused({ timeout: 10_000 });
  // The rescue runs on the page's changes: give the stream time to start, then the focus and the page must not have moved.
  await expect(door.state).toHaveText(/Playing/, { timeout: 10_000 });
  await page.waitForTimeout(500);
  await expect(stop).toBeFocused();
  expect(await scrolled()).toBe(before);
  await page.keyboard.press('Enter');
  await expect(door.playButton).toBeFocused({ timeout: 10_000 });
  expect(await scrolled()).toBe(before);
});

test('qa-handling P3-11: PTZ and presets are disabled while the camera is stopped and enabled while it plays', async ({ page, request }) => {
  await openCameraAlarm(page, request);
  const door = new CameraBlock(page, 'Front door');
  const blind = [door.ptz('Move up'), door.ptz('Zoom camera in'), door.preset('Hallway')];
  for (const control of blind) await expect(control).toBeDisabled();
  await door.play();
  await expect(door.picture).toBeVisible({ timeout: 10_000 });
  for (const control of blind) await expect(control).toBeEnabled({ timeout: 10_000 });
  await door.stopButton.click();
  await expect(door.playButton).toBeVisible({ timeout: 10_000 });
  for (const control of blind) await expect(control).toBeDisabled();
});

test('qa-handling P3-11: the camera grid uses the width, several players a row at 1920x1080, none wider than its block', async ({ page, request }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openCameraAlarm(page, request);
  const blocks = page.getByRole('region', { name: 'Cameras' }).getByRole('article');
  const boxOf = async (index: number) => {
    const box = await blocks.nth(index).boundingBox();
    if (!box) throw new Error(`camera block ${index} is not shown`);
    return box;
  };
  const [first, second] = [await boxOf(0), await boxOf(1)];
  expect(second.y).toBe(first.y);
  expect(second.x).toBeGreaterThan(first.x + first.width - 1);
  const overflowing = () => blocks.evaluateAll((all) => all.filter((block) => block.scrollWidth > block.clientWidth + 1).length);
  expect(await overflowing()).toBe(0);
  // A narrower screen gives fewer columns, never a PTZ pad sticking out of its block.
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect.poll(overflowing).toBe(0);
});

test('qa-handling P3-11: at 1366x768 two players sit side by side in the alarm column, the PTZ pad and controls inside each block', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openCameraAlarm(page, request);
  const blocks = page.getByRole('region', { name: 'Cameras' }).getByRole('article');
  const door = new CameraBlock(page, 'Front door');
  await door.play();
  await expect(door.stopButton).toBeVisible({ timeout: 10_000 });
  const [first, second] = [await blocks.nth(0).boundingBox(), await blocks.nth(1).boundingBox()];
  expect(first && second && [second.y === first.y, second.x >= first.x + first.width - 1]).toEqual([true, true]);
  expect(await blocks.evaluateAll((all) => all.filter((block) => block.scrollWidth > block.clientWidth + 1).length)).toBe(0);
});
