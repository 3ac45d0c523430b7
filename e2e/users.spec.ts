import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiToken, loginAs } from './support/operator.ts';

interface Hit {
  UserId: number;
  Name: string;
  TelephoneNumber: string;
  PositioningEnabled: boolean;
}

/** A demo user whose device can be positioned, looked up by another operator so anna's session is untouched. */
async function positionableUser(request: APIRequestContext): Promise<Hit> {
  const headers = { Authorization: `bearer ${await apiToken(request, 'david')}` };
  const hits = (await (await request.get('/api/users?q=son', { headers })).json()) as Hit[];
  const hit = hits.find((candidate) => candidate.PositioningEnabled);
  if (!hit) throw new Error('no positionable demo user');
  return hit;
}

test.describe('users', () => {
  test('ROUTE-13 SHELL-10 VALID-12 DETAIL-36 DETAIL-39 DETAIL-40 anna finds a demo user from the menu and locates them', async ({ page, request }) => {
    const target = await positionableUser(request);
    await loginAs(page, 'anna');
    await page.getByRole('banner').getByRole('button', { name: /Menu/ }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Search user' }).click();
    await expect(page).toHaveURL(/#\/dashboard\/users\/search$/);
    await expect(page.getByRole('heading', { name: 'Search user' })).toBeVisible();

    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill(target.Name.slice(0, 1));
    await expect(page.getByText('Enter at least 2 characters.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Search results' })).toHaveCount(0);

    await box.fill(target.Name);
    const results = page.getByRole('table', { name: 'Search results' });
    // Demo names repeat: the telephone number tells the rows apart.
    const row = results.getByRole('row').filter({ has: page.getByRole('rowheader', { name: target.Name, exact: true }), hasText: target.TelephoneNumber });
    await expect(row).toBeVisible();
    const serious = (await new AxeBuilder({ page }).include('main').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await row.getByRole('button', { name: `Locate ${target.Name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Locate ${target.Name}` });
    await expect(dialog.getByText('A positioning request was sent.')).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('ROUTE-13 DETAIL-38 the user list shows name and telephone number, and says when nothing matched', async ({ page, request }) => {
    const target = await positionableUser(request);
    await loginAs(page, 'anna');
    await page.goto('/#/dashboard/users');
    const box = page.getByRole('searchbox', { name: /Find users/ });
    await box.fill(target.Name);
    const rows = page.getByRole('table', { name: 'Users' }).getByRole('row');
    await expect(rows.filter({ has: page.getByRole('rowheader', { name: target.Name, exact: true }) }).getByRole('cell', { name: target.TelephoneNumber })).toBeVisible();
    await box.fill('qqqqzz');
    await expect(page.getByText('No objects matched')).toBeVisible();
  });

  test('ROUTE-22 DETAIL-47 API-54 a user-info request with a flag raises an alarm anna owns and opens it', async ({ page, request }) => {
    const target = await positionableUser(request);
    await loginAs(page, 'anna');
    await page.goto('/#/dashboard/users/search');
    await page.getByRole('searchbox', { name: 'Search' }).fill(target.Name);
    const row = page
      .getByRole('table', { name: 'Search results' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: target.Name, exact: true }), hasText: target.TelephoneNumber });
    await row.getByRole('button', { name: `Request information about ${target.Name}` }).click();
    const form = page.getByRole('form', { name: `Request information about ${target.Name}` });
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please, select flag before submit');
    await form.getByLabel('Flag').selectOption({ label: 'Key holder update' });
    await form.getByLabel('Message').fill('Please confirm the key box code');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL(/#\/dashboard\/template\/[^/]+\/\d+$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Information request: Key holder update', exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/Handled by: Anna Andersson/)).toBeVisible();
  });
});
