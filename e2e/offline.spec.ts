import { expect, test } from '@playwright/test';
import { loginAs } from './support/operator.ts';

test('an installed console opens offline with the last known alarms and says it is offline', async ({ page, context }) => {
  await loginAs(page, 'anna');
  await page.goto('/#/dashboard');
  const activeTab = page.getByRole('tab', { name: /^Active/ });
  await expect(activeTab).toBeVisible({ timeout: 15_000 });
  // The tab names the count; the list itself is virtualised (how many rows are drawn depends on the room left by banners).
  await expect(page.getByRole('region', { name: 'Alarm list' }).getByRole('listitem').first()).toBeVisible();
  const activeOnline = await activeTab.ariaSnapshot();
  // The service worker precaches the shell and the translations (vite-plugin-pwa); wait until it runs.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/You are offline/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('banner').getByText('Anna Andersson (AA)')).toBeVisible();
  await expect(activeTab).toBeVisible();
  await expect(activeTab).toMatchAriaSnapshot(activeOnline);
  await expect(page.getByRole('region', { name: 'Alarm list' }).getByRole('listitem').first()).toBeVisible();
  // SHELL-14: offline turns the light red.
  await expect(page.getByRole('button', { name: /Connection status/ })).toHaveAttribute('data-indicator', 'red');

  await context.setOffline(false);
  await expect(page.getByText(/You are offline/)).toHaveCount(0, { timeout: 15_000 });
});
