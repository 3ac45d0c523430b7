import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { loginAs, takeAnAlarm } from './support/operator.ts';

test('the built console is served with a Content-Security-Policy', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
  await expect(page.getByRole('heading', { name: 'ARC operator console' })).toBeVisible();
  // ROUTE-01
  await expect(page).toHaveURL(/#\/login$/);
});

test.describe('shell', () => {
  test('SHELL-04 SHELL-05 SHELL-06 SHELL-10 the header shows the operator, the language picker, logout; the menu the pages', async ({ page }) => {
    await loginAs(page, 'anna');
    const header = page.getByRole('banner');
    await expect(header.getByText('Anna Andersson (AA)')).toBeVisible();
    await expect(header.getByLabel('Language')).toBeVisible();
    await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
    await header.getByRole('button', { name: /Menu/ }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const name of ['Groups', 'Settings', 'Search user']) await expect(menu.getByRole('link', { name })).toBeVisible();
    // SHELL-11, SHELL-12: anna has neither permission.
    await expect(menu.getByRole('link', { name: 'Support' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Test alarms' })).toHaveCount(0);
  });

  test('SHELL-11 ROUTE-14 the support admin sees Support; others are sent back to the dashboard', async ({ page, browser }) => {
    await loginAs(page, 'david');
    await page.getByRole('banner').getByRole('button', { name: /Menu/ }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL(/#\/dashboard\/admin\/support$/);

    const other = await browser.newPage();
    await loginAs(other, 'anna');
    await other.goto('/#/dashboard/admin/support');
    await expect(other).toHaveURL(/#\/dashboard$/);
    await other.close();
  });

  test('SHELL-01 SHELL-02 SHELL-03 CONST-01 columns from 1224 px, tabs with the active count below', async ({ page }) => {
    await page.setViewportSize({ width: 1300, height: 900 });
    await loginAs(page, 'anna');
    await page.goto('/#/dashboard');
    await expect(page.getByRole('region', { name: 'Alarm list' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Alarm history' })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Dashboard sections' })).toHaveCount(0);

    await page.setViewportSize({ width: 1223, height: 900 });
    const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
    await expect(tabs).toBeVisible();
    await expect(tabs.getByRole('tab', { name: /Alarm list/ })).toContainText(/\d+ active alarms?/);
    await tabs.getByRole('tab', { name: 'History' }).click();
    await expect(tabs.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'Alarm list' })).toHaveCount(0);

    await page.setViewportSize({ width: 1224, height: 900 });
    await expect(page.getByRole('region', { name: 'Alarm list' })).toBeVisible();
  });

  test('SHELL-16 SHELL-19 the status light is green when connected; right-click shows the build', async ({ page }) => {
    await loginAs(page, 'anna');
    const status = page.getByRole('button', { name: /Connection status/ });
    await expect(status).toHaveAttribute('data-indicator', 'green', { timeout: 15_000 });
    await status.click({ button: 'right' });
    const info = page.getByRole('dialog', { name: 'About this console' });
    await expect(info).toContainText('Version');
    await expect(info).toContainText('0.1.0');
    await info.getByRole('button', { name: 'Close' }).click();
    await status.click();
    await expect(page.getByRole('dialog', { name: 'Connection status' })).toBeVisible();
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect(page.getByRole('dialog', { name: 'Connection status' })).toHaveCount(0);
  });

  test('SESSION-18 SESSION-20 SESSION-23 logout with an owned alarm warns with the count, then returns to login', async ({ page, request }) => {
    await takeAnAlarm(request, 'anna');
    await loginAs(page, 'anna');
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Log out' });
    await expect(dialog).toContainText(/You are handling \d+ active alarms?\. Do you still want to log out\?/, { timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/#\/login$/, { timeout: 15_000 });
    await expect(page.getByLabel('Username')).toBeVisible();
    // The session is gone: the dashboard asks to log in again.
    await page.goto('/#/dashboard');
    await expect(page).toHaveURL(/#\/login$/);
  });

  test('SESSION-19 logout without own alarms asks plainly', async ({ page }) => {
    await loginAs(page, 'eva');
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Log out' })).toContainText('Do you want to log out?');
  });

  test('GROUP-01 GROUP-04 ROUTE-09 joining groups returns to the dashboard', async ({ page }) => {
    await loginAs(page, 'anna');
    const form = page.getByRole('group', { name: 'Choose the groups whose alarms you receive.' });
    await expect(form.getByRole('checkbox').first()).toBeVisible();
    await page.getByRole('button', { name: 'Join selected groups' }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  test('axe finds no serious violation in the shell (header, menu, groups page)', async ({ page }) => {
    await loginAs(page, 'anna');
    await page.getByRole('banner').getByRole('button', { name: /Menu/ }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('.shell-header').include('.side-menu').include('#main').analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
  });

  test('keyboard: the skip link moves focus to the page, the menu opens and closes from the keyboard', async ({ page }) => {
    await loginAs(page, 'anna');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    const menuButton = page.getByRole('banner').getByRole('button', { name: /Menu/ });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});
