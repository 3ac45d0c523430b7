import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { LoginPage } from './page-models/login-page.ts';
import { Shell } from './page-models/shell.ts';
import { takeAnAlarm } from './support/demo-api.ts';

test('the built console is served with a Content-Security-Policy', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
  await expect(page.getByRole('heading', { name: 'ARC operator console' })).toBeVisible();
  // ROUTE-01
  await expect(page).toHaveURL(/#\/login$/);
});

test.describe('shell', () => {
  test('SHELL-04 SHELL-05 SHELL-06 SHELL-10 the header shows the operator, the language picker, logout; the menu the pages', async ({ page }) => {
    await new LoginPage(page).logIn('anna');
    const shell = new Shell(page);
    await expect(shell.operator('Anna Andersson (AA)')).toBeVisible();
    await expect(shell.languagePicker()).toBeVisible();
    await expect(shell.logOutButton).toBeVisible();
    await shell.openMenu();
    for (const name of ['Groups', 'Settings', 'Search user']) await expect(shell.menuLink(name)).toBeVisible();
    // SHELL-11, SHELL-12: anna has neither permission.
    await expect(shell.menuLink('Support')).toHaveCount(0);
    await expect(shell.menuLink('Test alarms')).toHaveCount(0);
  });

  test('ROLE-01 the header says the operator is logged in as an Operator', async ({ page }) => {
    await new LoginPage(page).logIn('anna');
    await expect(new Shell(page).operator('Anna Andersson (AA) Operator')).toBeVisible();
  });

  test('SHELL-11 ROUTE-14 the support admin sees Support; others are sent back to the dashboard', async ({ page, browser }) => {
    await new LoginPage(page).logIn('david');
    await new Shell(page).goToMenuPage('Support');
    await expect(page).toHaveURL(/#\/dashboard\/admin\/support$/);

    const other = await browser.newPage();
    await new LoginPage(other).logIn('anna');
    await other.goto('/#/dashboard/admin/support');
    await expect(other).toHaveURL(/#\/dashboard$/);
    await other.close();
  });

  test('SHELL-01 SHELL-02 SHELL-03 CONST-01 columns from 1224 px, tabs with the active count below', async ({ page }) => {
    await page.setViewportSize({ width: 1300, height: 900 });
    await new LoginPage(page).logIn('anna');
    await page.goto('/#/dashboard');
    const dashboard = new AlarmListPage(page);
    await expect(dashboard.region).toBeVisible();
    // The history column stands beside an open alarm only (alarm-list-ux.spec.ts opens one).
    await expect(dashboard.historyColumn).toHaveCount(0);
    await expect(dashboard.sections).toHaveCount(0);

    await page.setViewportSize({ width: 1223, height: 900 });
    const tabs = dashboard.sections;
    await expect(tabs).toBeVisible();
    await expect(tabs.getByRole('tab', { name: /Alarm list/ })).toContainText(/\d+ active alarms?/);
    await tabs.getByRole('tab', { name: 'History' }).click();
    await expect(tabs.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    await expect(dashboard.region).toHaveCount(0);

    await page.setViewportSize({ width: 1224, height: 900 });
    await expect(dashboard.region).toBeVisible();
  });

  test('SHELL-16 SHELL-19 the status light is green when connected; right-click shows the build', async ({ page }) => {
    await new LoginPage(page).logIn('anna');
    const shell = new Shell(page);
    await expect(shell.statusLight).toHaveAttribute('data-indicator', 'green', { timeout: 15_000 });
    await shell.showBuild();
    const info = shell.aboutDialog;
    await expect(info).toContainText('Version');
    await expect(info).toContainText('0.1.0');
    await info.getByRole('button', { name: 'Close' }).click();
    await shell.openConnectionStatus();
    await expect(shell.statusDialog).toBeVisible();
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect(shell.statusDialog).toHaveCount(0);
  });

  test('SESSION-18 SESSION-20 SESSION-23 logout with an owned alarm warns with the count, then returns to login', async ({ page, request }) => {
    await takeAnAlarm(request, 'anna');
    await new LoginPage(page).logIn('anna');
    const shell = new Shell(page);
    await shell.askToLogOut();
    await expect(shell.logOutDialog).toContainText(/You are handling \d+ active alarms?\. Do you still want to log out\?/, { timeout: 15_000 });
    await shell.confirmLogOut();
    await expect(page).toHaveURL(/#\/login$/, { timeout: 15_000 });
    await expect(new LoginPage(page).username).toBeVisible();
    // The session is gone: the dashboard asks to log in again.
    await page.goto('/#/dashboard');
    await expect(page).toHaveURL(/#\/login$/);
  });

  test('SESSION-19 logout without own alarms asks plainly', async ({ page }) => {
    await new LoginPage(page).logIn('eva');
    const shell = new Shell(page);
    await shell.askToLogOut();
    await expect(shell.logOutDialog).toContainText('Do you want to log out?');
  });

  test('GROUP-01 GROUP-04 ROUTE-09 joining groups returns to the dashboard', async ({ page }) => {
    const groups = await new LoginPage(page).logIn('anna');
    await expect(groups.choices.getByRole('checkbox').first()).toBeVisible();
    await groups.joinSelectedGroups();
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  test('axe finds no serious violation in the shell (header, menu, groups page)', async ({ page }) => {
    await new LoginPage(page).logIn('anna');
    const shell = new Shell(page);
    await shell.openMenu();
    await expect(shell.menu).toBeVisible();
    const results = await new AxeBuilder({ page }).include('.shell-header').include('.side-menu').include('#main').analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
  });

  test('keyboard: the skip link moves focus to the page, the menu opens and closes from the keyboard', async ({ page }) => {
    await new LoginPage(page).logIn('anna');
    const shell = new Shell(page);
    await page.keyboard.press('Tab');
    await expect(shell.skipLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(shell.main).toBeFocused();
    await shell.menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(shell.menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(shell.menu).toBeHidden();
    await expect(shell.menuButton).toBeFocused();
  });
});
