import { expect, test } from '@playwright/test';
import { LoginPage } from './page-models/login-page.ts';
import { apiToken } from './support/demo-api.ts';
import { storedSession } from './support/stored.ts';

test('security #NL2: a link to autoregister asks the logged-in operator first; Enter keeps the session, only the other button swaps it', async ({ page, request }) => {
  await new LoginPage(page).logIn('anna');
  await expect(page).toHaveURL(/#\/dashboard/, { timeout: 15_000 });
  const token = await apiToken(request, 'eva');
  const query = new URLSearchParams({ token, token_type: 'bearer', expires_in: '3600', username: 'eva', telephony: 'none', url: '/dashboard/settings' });
  const dialog = page.getByRole('alertdialog', { name: 'Replace the logged-in operator?' });

  await page.goto(`/#/autoregister?${query.toString()}`);
  await expect(dialog).toContainText('Anna Andersson is logged in on this console.', { timeout: 15_000 });
  // The keyboard starts on keeping the session.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/#\/dashboard/);
  expect((await storedSession(page, 'anna'))?.accessToken).toBeTruthy();

  await page.goto(`/#/autoregister?${query.toString()}`);
  await dialog.getByRole('button', { name: 'Log in with the link' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/settings$/, { timeout: 15_000 });
  expect((await storedSession(page, 'eva'))?.accessToken).toBe(token);
});
