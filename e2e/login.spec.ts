import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { acceptUnloadPrompts, apiToken, DEMO_PASSWORD, fillLogin, latestSmsCode, loginAs, oneTimeLink, totpCode } from './support/operator.ts';

test.describe('login', () => {
  test('LOGIN-08 ROUTE-21 an operator without two-factor logs in and lands on groups', async ({ page }) => {
    await loginAs(page, 'anna');
    await expect(page).toHaveURL(/#\/dashboard\/groups$/);
    await expect(page.getByRole('banner').getByText('Anna Andersson (AA)')).toBeVisible();
  });

  test('LOGIN-09 LOGIN-16 sms two-factor: a wrong code is refused, the right one logs in', async ({ page, request }) => {
    acceptUnloadPrompts(page);
    await fillLogin(page, 'bjorn');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await expect(page.getByLabel('Remember me on this computer')).toBeVisible();
    await page.getByLabel('Code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('The one-time code is invalid.');
    await page.getByLabel('Code').fill(await latestSmsCode(request, 'bjorn'));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Respondent groups' })).toBeVisible({ timeout: 15_000 });
  });

  test('LOGIN-09 TOTP two-factor logs in with the authenticator code', async ({ page }) => {
    acceptUnloadPrompts(page);
    await fillLogin(page, 'cecilia');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await page.getByLabel('Code').fill(totpCode());
    await page.getByLabel('Remember me on this computer').check();
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Respondent groups' })).toBeVisible({ timeout: 15_000 });
  });

  test('LOGIN-11 LOGIN-13 LOGIN-14 a forced reset lists the policy, changes the password and restores the form', async ({ page }) => {
    // The demo centre has no operator with a pending reset: mark one in the e2e database (playwright.config.ts),
    // and give the password back afterwards, since other specs log in as eva on the same server.
    const db = new Database(`data/e2e-${process.env.E2E_PORT ?? 4917}.sqlite`);
    const { PasswordHash } = db.prepare("SELECT PasswordHash FROM respondents WHERE Username = 'eva'").get() as { PasswordHash: string };
    db.prepare("UPDATE respondents SET ForceReset = 1 WHERE Username = 'eva'").run();
    try {
      await resetFlow(page);
    } finally {
      db.prepare("UPDATE respondents SET PasswordHash = ?, ForceReset = 0 WHERE Username = 'eva'").run(PasswordHash);
      db.close();
    }
  });

  test('VALID-01 VALID-02 empty fields are refused in the page', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Username can not be empty!')).toBeVisible();
    await expect(page.getByText('Password can not be empty!')).toBeVisible();
  });

  test('a wrong password is refused with a message', async ({ page }) => {
    await fillLogin(page, 'anna', 'not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The username or password is incorrect.');
  });

  test('LOGIN-20 ROUTE-06 ROUTE-07 SHELL-07 a one-time link opens its alarm alone', async ({ page, request }) => {
    acceptUnloadPrompts(page);
    const link = await oneTimeLink(request);
    await page.goto(link.path);
    // Demo links come with the demo password, sent separately.
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Open the alarm' }).click();
    await expect(page).toHaveURL(new RegExp(`#/dashboard/template/[^/]+/${link.alarmId}$`), { timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Alarm list' })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Alarm history' })).toHaveCount(0);
  });

  test('ux #26 LOGIN-21 a used one-time link says it was used or expired, with no Retry that cannot work', async ({ page, request }) => {
    acceptUnloadPrompts(page);
    const link = await oneTimeLink(request);
    const first = await request.post(`/api/urllogin?p=${encodeURIComponent(link.p)}`, { data: { password: DEMO_PASSWORD } });
    expect(first.ok()).toBe(true);
    await page.goto(link.path);
    await expect(page.getByRole('heading', { name: 'The link could not be used' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('alert')).toContainText('This link has already been used or has expired. Ask for a new link.');
    await expect(page.getByRole('alert')).not.toContainText('401');
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });

  test('LOGIN-22 a read-only one-time link opens its alarm without handling controls', async ({ page, request }) => {
    acceptUnloadPrompts(page);
    const link = await oneTimeLink(request, { readOnly: true });
    await page.goto(link.path);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Open the alarm' }).click();
    await expect(page).toHaveURL(new RegExp(`#/dashboard/template/[^/]+/${link.alarmId}$`), { timeout: 15_000 });
    // The alarm itself is shown (its header names it), without take-over or clear.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: /Take over/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Clear/ })).toHaveCount(0);
  });

  test('ROUTE-04 ROUTE-05 autoregister takes over a session handed in the query and goes to its url', async ({ page, request }) => {
    acceptUnloadPrompts(page);
    const token = await apiToken(request, 'anna');
    const query = new URLSearchParams({ token, token_type: 'bearer', expires_in: '3600', username: 'anna', telephony: 'none', url: '/dashboard/settings' });
    await page.goto(`/#/autoregister?${query.toString()}`);
    await expect(page).toHaveURL(/#\/dashboard\/settings$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  });

  test('axe finds no serious accessibility violation on the login page', async ({ page }) => {
    await page.goto('/#/login');
    await expect(page.getByLabel('Username')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

/** LOGIN-11, -13, -14 in the browser: the reset modal, its checks, then a login with the new password. */
async function resetFlow(page: Page): Promise<void> {
  await fillLogin(page, 'eva');
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a new password' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem').first()).toContainText('at least');
  await dialog.getByLabel('New password', { exact: true }).fill('New-Demo-Pass-2027');
  await dialog.getByLabel('Confirm the new password').fill('Something-else-1');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByRole('alert')).toContainText("Password confirmation doesn't match");
  await dialog.getByLabel('Confirm the new password').fill('New-Demo-Pass-2027');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed. Log in with the new password.')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('');
  await page.getByLabel('Username').fill('eva');
  await page.getByLabel('Password').fill('New-Demo-Pass-2027');
  acceptUnloadPrompts(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Respondent groups' })).toBeVisible({ timeout: 15_000 });
}
