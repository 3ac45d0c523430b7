import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { LoginPage } from './page-models/login-page.ts';
import { Shell } from './page-models/shell.ts';
import { UserSearchPage, UsersPage } from './page-models/users-page.ts';
import { apiToken } from './support/demo-api.ts';

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
  test('ROUTE-13 SHELL-10 VALID-12 DETAIL-36 DETAIL-39 DETAIL-40 qa-supervisor P3-7 anna finds a demo user from the menu and locates them, seeing the position received', async ({ page, request }) => {
    const target = await positionableUser(request);
    await new LoginPage(page).logIn('anna');
    await new Shell(page).goToMenuPage('Search user');
    await expect(page).toHaveURL(/#\/dashboard\/users\/search$/);
    const search = new UserSearchPage(page);
    await expect(search.heading).toBeVisible();

    await search.search(target.Name.slice(0, 1));
    await expect(page.getByText('Enter at least 2 characters.')).toBeVisible();
    await expect(search.results).toHaveCount(0);

    await search.search(target.Name);
    // Demo names repeat: the telephone number tells the rows apart.
    await expect(search.row(target)).toBeVisible();
    const serious = (await new AxeBuilder({ page }).include('main').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await search.locate(target);
    const dialog = search.locateDialog(target);
    // qa-supervisor P3-7: the dialog ends with the position the device sent, not only that the request went out.
    await expect(dialog.getByRole('status')).toHaveText(/^Position received at \d{4}-\d{2}-\d{2} \d{2}:\d{2}: -?\d+\.\d{5}, -?\d+\.\d{5}\.$/, { timeout: 15_000 });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('qa-supervisor P2-10: Search user finds a customer number and a telephone number in the national format', async ({ page, request }) => {
    const target = await positionableUser(request);
    const headers = { Authorization: `bearer ${await apiToken(request, 'david')}` };
    const hits = (await (await request.get(`/api/users?q=${encodeURIComponent(target.TelephoneNumber)}`, { headers })).json()) as { UserId: number; AdditionalInformation: { Key: string; Value: string }[] }[];
    const customer = hits.find((hit) => hit.UserId === target.UserId)!.AdditionalInformation.find((info) => info.Key === 'CUSTOMER')!.Value;
    await new LoginPage(page).logIn('anna');
    await new Shell(page).goToMenuPage('Search user');
    const search = new UserSearchPage(page);
    await search.search(customer);
    await expect(search.row(target)).toBeVisible();
    await search.search(`0${target.TelephoneNumber.slice(3)}`);
    await expect(search.row(target)).toBeVisible();
  });

  test('qa-supervisor P2-13: read-only frida, without the user register, is not offered Search user and cannot open it', async ({ page }) => {
    await new LoginPage(page).logIn('frida');
    const shell = new Shell(page);
    await shell.openMenu();
    await expect(shell.menuLink('Settings')).toBeVisible();
    await expect(shell.menuLink('Search user')).toHaveCount(0);
    await page.goto('/#/dashboard/users/search');
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.getByText('Error while fetching object list')).toHaveCount(0);
  });

  test('ROUTE-13 DETAIL-38 qa-supervisor P3-8 the user list shows name and telephone number, and says "No users found" when nothing matched', async ({ page, request }) => {
    const target = await positionableUser(request);
    await new LoginPage(page).logIn('anna');
    const users = new UsersPage(page);
    await users.goto();
    await users.filter.fill(target.Name);
    await expect(users.telephoneOf(target)).toBeVisible();
    await users.filter.fill('qqqqzz');
    await expect(page.getByText('No users found')).toBeVisible();
  });

  test('ROUTE-22 DETAIL-47 API-54 qa-supervisor P3-7 a user-info request with a flag raises an alarm anna owns and opens it, naming the flag', async ({ page, request }) => {
    const target = await positionableUser(request);
    await new LoginPage(page).logIn('anna');
    const search = new UserSearchPage(page);
    await search.goto();
    await search.search(target.Name);
    const form = await search.requestInformation(target);
    await search.sendRequest();
    await expect(form.getByRole('alert')).toHaveText('Please, select flag before submit');
    await form.getByLabel('Flag').selectOption({ label: 'Key holder update' });
    await form.getByLabel('Message').fill('Please confirm the key box code');
    await search.sendRequest();
    await expect(page).toHaveURL(/#\/dashboard\/template\/[^/]+\/\d+$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Information request: Key holder update', exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/Handled by: Anna Andersson/)).toBeVisible();
    // qa-supervisor P3-7: the alarm's flag reads by its name, not its key.
    await expect(page.getByRole('definition').filter({ has: page.getByText('Key holder update', { exact: true }) })).toBeVisible();
  });

  test('qa-supervisor P2-11: at 1440x900 a search result shows its telephone number whole on one line', async ({ page, request }) => {
    const target = await positionableUser(request);
    await page.setViewportSize({ width: 1440, height: 900 });
    await new LoginPage(page).logIn('anna');
    const search = new UserSearchPage(page);
    await search.goto();
    await search.search(target.Name);
    const telephone = search.row(target).getByRole('cell', { name: target.TelephoneNumber });
    await expect(telephone).toBeVisible();
    // The number's text as laid out: one line box no taller than a line, and nothing of it cut off by the cell.
    const layout = await telephone.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      return {
        lines: lines.size,
        height: range.getBoundingClientRect().height,
        fontSize: parseFloat(getComputedStyle(cell).fontSize),
        text: cell.textContent,
        clipped: cell.scrollWidth > cell.clientWidth,
      };
    });
    expect(layout.text).toContain(target.TelephoneNumber);
    expect(layout.lines).toBe(1);
    expect(layout.height).toBeLessThan(layout.fontSize * 1.6);
    expect(layout.clipped).toBe(false);
  });
});
