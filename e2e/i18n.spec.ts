import { expect, test } from '@playwright/test';
import { acknowledgeWhenAsked, acceptUnloadPrompts, DEMO_PASSWORD } from './support/operator.ts';

test.describe('languages', () => {
  test('LOGIN-01 I18N-01 I18N-02 the login page starts in English and switches language at once', async ({ page }) => {
    await page.goto('/#/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.getByLabel('Language').selectOption('sv-SE');
    await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE');
    await page.getByLabel('Språk').selectOption('fi-FI');
    await expect(page.getByLabel('Käyttäjätunnus')).toBeVisible();
    await page.getByLabel('Kieli').selectOption('nb-NO');
    await expect(page.getByLabel('Brukernavn')).toBeVisible();
  });

  test('I18N-05 hosted texts are layered over the bundled ones once their own chunk has loaded', async ({ page }) => {
    await page.route('**/media/dict?**', (route) => {
      const type = new URL(route.request().url()).searchParams.get('type');
      return route.fulfill({ json: type === 'login' ? { username: 'Operator id' } : {} });
    });
    await page.goto('/#/login');
    await expect(page.getByLabel('Operator id')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
  });

  test('SHELL-05 I18N-01 the language chosen at login carries into the console, is kept on reload and switches back', async ({ page }) => {
    acceptUnloadPrompts(page);
    await acknowledgeWhenAsked(page);
    await page.goto('/#/login');
    await page.getByLabel('Language').selectOption('sv-SE');
    await page.getByLabel('Användarnamn').fill('anna');
    await page.getByLabel('Lösenord').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page.getByRole('heading', { name: 'Responsgrupper' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logga ut' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Responsgrupper' })).toBeVisible({ timeout: 15_000 });

    await page.getByRole('banner').getByLabel('Språk').selectOption('en-GB');
    await expect(page.getByRole('heading', { name: 'Respondent groups' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  });
});
