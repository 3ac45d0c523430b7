import { expect, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { LoginPage } from './page-models/login-page.ts';
import { Shell } from './page-models/shell.ts';

// The service worker is part of what these tests prove (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

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
