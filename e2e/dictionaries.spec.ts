import { expect, test, type APIRequestContext } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { LoginPage } from './page-models/login-page.ts';
import { Shell } from './page-models/shell.ts';
import { apiToken } from './support/demo-api.ts';

/** Replaces a hosted dictionary as the support admin david (SkygdSystemAdmin) does, through the server's API. */
async function editDictionary(request: APIRequestContext, path: string, texts: Record<string, string>): Promise<void> {
  const token = await apiToken(request, 'david');
  const response = await request.put(`/api/support/dictionary/${path}`, { data: texts, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
}

test.describe('hosted dictionaries', () => {
  test.afterEach(async ({ request }) => {
    // Back to the bundled texts for the specs that follow.
    await editDictionary(request, 'en-GB/default', {});
    await editDictionary(request, 'en-GB/login', {});
  });

  test('I18N-05 I18N-06 a text a support admin edits on the server shows in the console after a reload, within the one-day cache', async ({ page, request }) => {
    await editDictionary(request, 'en-GB/default', { 'logout.button': 'Leave the console' });
    const shell = new Shell(page);
    await AlarmListPage.open(page, 'anna');
    await expect(shell.header.getByRole('button', { name: 'Leave the console' })).toBeVisible();

    // Edited again while the console holds a fresh cached copy: the new DICTIONARY_VERSION fetches it again.
    await editDictionary(request, 'en-GB/default', { 'logout.button': 'Sign out of the centre' });
    await expect(shell.header.getByRole('button', { name: 'Leave the console' })).toBeVisible();
    await page.reload();
    await expect(shell.header.getByRole('button', { name: 'Sign out of the centre' })).toBeVisible({ timeout: 15_000 });
    await expect(shell.header.getByRole('button', { name: 'Leave the console' })).toHaveCount(0);
  });

  test('qa-supervisor P2-6: a hosted text the support admin removes gives way to the bundled text after one reload', async ({ page, request }) => {
    await AlarmListPage.open(page, 'anna');
    await editDictionary(request, 'en-GB/default', { 'groups.title': 'Groups B' });
    await page.goto('/#/groups');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Groups B' })).toBeVisible({ timeout: 15_000 });

    await editDictionary(request, 'en-GB/default', {});
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Respondent groups' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Groups B' })).toHaveCount(0);
  });

  test('I18N-05 the login page shows the server’s hosted login texts before anyone has logged in', async ({ page, request }) => {
    await editDictionary(request, 'en-GB/login', { username: 'Operator id', submit: 'Enter the centre' });
    await new LoginPage(page).goto();
    await expect(page.getByLabel('Operator id')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enter the centre' })).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible(); // not hosted: the bundled text
  });

  test('qa-supervisor P3-3: a very long hosted text without spaces wraps inside the login card; keys the console never shows are refused', async ({ page, request }) => {
    const long = `Användarnamn${'x'.repeat(300)}`;
    await editDictionary(request, 'en-GB/login', { username: long });
    await new LoginPage(page).goto();
    const label = page.getByText(long, { exact: true });
    await expect(label).toBeVisible();
    const form = (await page.getByRole('form', { name: 'Log in' }).boundingBox())!;
    const box = (await label.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(form.x + form.width + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

    const token = await apiToken(request, 'david');
    const refused = await request.put('/api/support/dictionary/en-GB/default', { data: { menu: 'Broken group', 'menu.support.extra': 'Extra' }, headers: { Authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { errors: { name: string }[] }).errors.map((error) => error.name)).toEqual(['body.menu', 'body.menu.support.extra']);
  });
});
