import { expect, test } from '@playwright/test';
import { LoginPage } from './page-models/login-page.ts';
import { Shell } from './page-models/shell.ts';

// security #5: the end-to-end server runs the demo (playwright.config.ts), which the console must say everywhere.
test('security #5: a demo centre shows the DEMO banner on the login page and in the shell', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  const banner = new Shell(page).demoBanner;
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('DEMO centre');
  await login.logIn('anna');
  await expect(banner).toBeVisible();
});
