import { expect, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { LoginPage } from './page-models/login-page.ts';
import { Shell } from './page-models/shell.ts';
import { StartPictureWatch } from './page-models/start-picture.ts';
import { DEMO_PASSWORD } from './support/demo-api.ts';

// The service worker is part of what these tests prove (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('cold start: the service worker registers (and precaches) after the login, not while the login page waits', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await expect(login.logInButton).toBeVisible();
  // Time the login page would have spent precaching: nothing registers while nobody is logged in.
  await page.waitForTimeout(3000);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  await login.fillCredentials('anna', DEMO_PASSWORD);
  await login.submit();
  await expect(new Shell(page).operator('Anna Andersson (AA)')).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
});

test('an installed console opens offline with the last known alarms and says it is offline', async ({ page, context }) => {
  await new LoginPage(page).logIn('anna');
  await page.goto('/#/dashboard');
  const dashboard = new AlarmListPage(page);
  const shell = new Shell(page);
  const activeTab = dashboard.tab('Active');
  await expect(activeTab).toBeVisible({ timeout: 15_000 });
  // The tab names the count; the list itself is virtualised (how many rows are drawn depends on the room left by banners).
  await expect(dashboard.region.getByRole('listitem').first()).toBeVisible();
  const activeOnline = await activeTab.ariaSnapshot();
  // The service worker precaches the shell and the translations (vite-plugin-pwa); wait until it runs.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  await page.reload();
  await expect(shell.offlineBanner).toBeVisible({ timeout: 15_000 });
  await expect(shell.operator('Anna Andersson (AA)')).toBeVisible();
  await expect(activeTab).toBeVisible();
  await expect(activeTab).toMatchAriaSnapshot(activeOnline);
  await expect(dashboard.region.getByRole('listitem').first()).toBeVisible();
  // SHELL-14: offline turns the light red.
  await expect(shell.statusLight).toHaveAttribute('data-indicator', 'red');

  await context.setOffline(false);
  await expect(shell.offlineBanner).toHaveCount(0, { timeout: 15_000 });
});

test('performance P1: an installed console draws the list as it was left, as of its time and out of reach, before anything loads; the live list takes its place; logging out forgets it', async ({ page, context }) => {
  const dashboard = await AlarmListPage.open(page, 'anna');
  await expect(dashboard.topRow).toBeVisible({ timeout: 15_000 });
  const topTitle = (await dashboard.topRow.locator('.alarm-row__title').textContent()) ?? '';
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const watch = new StartPictureWatch(page);
  await watch.install();
  // The list keeps its picture within 2 s of being drawn.
  await expect.poll(() => watch.stored(), { timeout: 5000 }).toContain(topTitle);

  await context.setOffline(true);
  await page.reload();
  await expect(dashboard.topRow).toBeVisible({ timeout: 15_000 });
  const start = await watch.lastStart();
  expect(start?.text).toContain(topTitle);
  expect(start?.ariaHidden).toBe('true');
  // performance P1: the picture says how old it is, takes every click itself and leaves the offline banner in sight.
  expect(start?.text).toMatch(/As of \d\d:\d\d, updating…/);
  expect(start?.clickReachedBeneath).toBe(false);
  expect(start?.bannerCovered).toBe(false);
  expect(start?.drawnAt).toBeLessThan(start?.liveAt ?? 0);
  expect(start?.overlappedLive).toBe(false);
  await expect(page.locator('#start-picture')).toHaveCount(0);

  await context.setOffline(false);
  await new Shell(page).logOut();
  await expect.poll(() => watch.stored()).toBeNull();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect((await watch.lastStart())?.drawnAt).toBeNull();
});
