import { expect, test } from '@playwright/test';
import config from '../playwright.config.ts';
import { openDashboard } from './alarm-support.ts';

// Headless Chromium lets any page play sound; an operator's browser holds it until a click after each reload.
const launchOptions = config.use?.launchOptions ?? {};
test.use({ launchOptions: { ...launchOptions, args: [...(launchOptions.args ?? []), '--autoplay-policy=document-user-activation-required'] } });

test('ux #6 after a reload the console says alarm sound needs a click, and stops saying so once it runs', async ({ page }) => {
  await openDashboard(page, 'anna');
  await page.reload();
  const enable = page.getByRole('region', { name: 'Alarm list' }).getByRole('button', { name: 'Click to enable alarm sound' });
  await expect(enable).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Click to enable alarm sound' })).toBeVisible();
  await enable.click();
  await expect(page.getByRole('button', { name: 'Click to enable alarm sound' })).toHaveCount(0);
});
