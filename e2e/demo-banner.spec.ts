import { expect, test } from '@playwright/test';
import { loginAs } from './support/operator.ts';

// security #5: the end-to-end server runs the demo (playwright.config.ts), which the console must say everywhere.
test('security #5: a demo centre shows the DEMO banner on the login page and in the shell', async ({ page }) => {
  await page.goto('/#/login');
  const banner = page.getByRole('status', { name: 'Demo centre' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('DEMO centre');
  await loginAs(page, 'anna');
  await expect(page.getByRole('status', { name: 'Demo centre' })).toBeVisible();
});
