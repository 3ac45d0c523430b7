import { expect, test } from '@playwright/test';
import { GroupsPage } from './page-models/groups-page.ts';
import { LoginPage } from './page-models/login-page.ts';
import { Shell } from './page-models/shell.ts';
import { DEMO_PASSWORD } from './support/demo-api.ts';

test.describe('languages', () => {
  test('LOGIN-01 I18N-01 I18N-02 the login page starts in English and switches language at once', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(login.logInButton).toBeVisible();
    await login.languagePicker('Language').selectOption('sv-SE');
    await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE');
    await login.languagePicker('Språk').selectOption('fi-FI');
    await expect(page.getByLabel('Käyttäjätunnus')).toBeVisible();
    await login.languagePicker('Kieli').selectOption('nb-NO');
    await expect(page.getByLabel('Brukernavn')).toBeVisible();
  });

  test('I18N-05 hosted texts are layered over the bundled ones once their own chunk has loaded', async ({ page }) => {
    await page.route('**/media/dict?**', (route) => {
      const type = new URL(route.request().url()).searchParams.get('type');
      return route.fulfill({ json: type === 'login' ? { username: 'Operator id' } : {} });
    });
    const login = new LoginPage(page);
    await login.goto();
    await expect(page.getByLabel('Operator id')).toBeVisible();
    await expect(login.password).toBeVisible();
  });

  test('SHELL-05 I18N-01 the language chosen at login carries into the console, is kept on reload and switches back', async ({ page }) => {
    const shell = new Shell(page);
    shell.acceptUnloadPrompts();
    await shell.acknowledgeWhenAsked();
    const login = new LoginPage(page);
    await login.goto();
    await login.languagePicker('Language').selectOption('sv-SE');
    await page.getByLabel('Användarnamn').fill('anna');
    await page.getByLabel('Lösenord').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page.getByRole('heading', { name: 'Responsgrupper' })).toBeVisible({ timeout: 15_000 });
    await expect(shell.header.getByRole('button', { name: 'Logga ut' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Responsgrupper' })).toBeVisible({ timeout: 15_000 });

    await shell.languagePicker('Språk').selectOption('en-GB');
    await expect(new GroupsPage(page).heading).toBeVisible();
    await expect(shell.logOutButton).toBeVisible();
  });
});

test.describe('a Swedish browser', () => {
  test.use({ locale: 'sv-SE' });

  test('qa-handling P2-15 the console keeps the language the login page was shown in', async ({ page }) => {
    const shell = new Shell(page);
    shell.acceptUnloadPrompts();
    await shell.acknowledgeWhenAsked();
    await new LoginPage(page).goto();
    await page.getByLabel('Användarnamn').fill('anna');
    await page.getByLabel('Lösenord').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page.getByRole('heading', { name: 'Responsgrupper' })).toBeVisible({ timeout: 15_000 });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Responsgrupper' })).toBeVisible({ timeout: 15_000 });
    await expect(shell.languagePicker('Språk')).toHaveValue('sv-SE');
  });
});
