import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { Shell } from './page-models/shell.ts';
import { apiToken } from './support/demo-api.ts';

/** A demo person's number and name, read through the API (arranging the test, not what the operator does). */
async function demoPerson(request: APIRequestContext): Promise<{ phone: string; name: string }> {
  const headers = { Authorization: `bearer ${await apiToken(request, 'david')}` };
  const user = (await (await request.get('/api/users/5', { headers })).json()) as { Name: string; LastName: string };
  const found = (await (await request.get(`/api/users?q=${encodeURIComponent(user.LastName)}`, { headers })).json()) as { UserId: number; TelephoneNumber: string }[];
  return { phone: found.find((u) => u.UserId === 5)!.TelephoneNumber, name: `${user.Name} ${user.LastName}` };
}

async function openSupport(page: Page): Promise<void> {
  await new Shell(page).goToMenuPage('Support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible({ timeout: 10_000 });
}

test('SUP-01 SUP-03 SUP-04 SUP-05 SUP-07 SUP-09 the support admin runs the system test to its end and finds a subscription', async ({ page, request }) => {
  test.setTimeout(90_000);
  const person = await demoPerson(request);
  await AlarmListPage.open(page, 'david');
  await openSupport(page);

  await page.getByRole('button', { name: 'Start test' }).click();
  const running = page.getByText('System test running…');
  await expect(running).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /Database reachable/ })).toBeVisible();
  // The rows end at different times (1-8 s); the page reads them every 5 s until none is Ongoing.
  await expect(running).toBeHidden({ timeout: 30_000 });
  for (const check of ['Database reachable', 'Clock', 'Push hub up', 'Alarm ingest key valid', 'Disk free']) {
    await expect(table.getByRole('row', { name: new RegExp(check) }).getByRole('cell').nth(3)).toHaveText('Yes');
  }

  await page.getByLabel('Look up number or e-mail').fill(person.phone);
  const result = page.getByRole('definition').filter({ hasText: person.name });
  await expect(result).toBeVisible({ timeout: 10_000 });
  await page.getByLabel('Look up number or e-mail').fill('+4600000');
  await expect(page.getByText('No subscription found for the number or e-mail 4600000')).toBeVisible({ timeout: 10_000 });
});

test('qa-supervisor P2-9: the lookup finds a national-format number and an upper-case e-mail, and an expired subscription stands out', async ({ page, request }) => {
  const headers = { Authorization: `bearer ${await apiToken(request, 'david')}` };
  // Demo user 1 is the one whose subscription has ended (server/demo/seed.ts).
  const expired = (await (await request.get('/api/users/1', { headers })).json()) as { Name: string; LastName: string; Email: string };
  const person = await demoPerson(request);
  await AlarmListPage.open(page, 'david');
  await openSupport(page);
  const lookup = page.getByLabel('Look up number or e-mail');
  const result = page.getByRole('definition').filter({ hasText: person.name });

  await lookup.fill(`0${person.phone.slice(3)}`);
  await expect(result).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('The subscription has expired')).toHaveCount(0);
  await lookup.fill(expired.Email.toUpperCase());
  await expect(page.getByRole('definition').filter({ hasText: `${expired.Name} ${expired.LastName}` })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('The subscription has expired')).toBeVisible();
});

test('ROUTE-14 an operator without SkygdSystemAdmin is sent to the dashboard', async ({ page }) => {
  await AlarmListPage.open(page, 'anna');
  const shell = new Shell(page);
  await shell.openMenu();
  await expect(shell.menuLink('Settings')).toBeVisible();
  await expect(shell.menuLink('Support')).toHaveCount(0);
  await page.goto('/dashboard/admin/support');
  await expect(page).toHaveURL(/\/dashboard\/?$/, { timeout: 15_000 });
});

test('ERR-18 ERR-19 an operator\'s console log, uploaded with the URL flag, is shown to the support admin', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await AlarmListPage.open(page, 'anna');
  await page.goto('/#/dashboard?uploadBrowserLog=1');
  await expect(page.getByRole('region', { name: 'Alarm list' })).toBeVisible({ timeout: 15_000 });
  const marker = `support e2e marker ${Date.now()}`;
  await page.evaluate((text) => console.warn(text), marker);
  // Debounced 5 s after the last line.
  await page.waitForTimeout(6_500);

  const admin = await (await browser.newContext()).newPage();
  await AlarmListPage.open(admin, 'david');
  await openSupport(admin);
  const log = admin.getByLabel('Log lines');
  await expect(async () => {
    await admin.getByRole('button', { name: 'Refresh log' }).click();
    await expect(log).toContainText(marker, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(log).toContainText('[console] warn:');
  await expect(admin.getByText(/From anna at/)).toBeVisible();
});

test('security #NM7 the support admin sees the login of an operator in the audit trail', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await AlarmListPage.open(page, 'eva');

  const admin = await (await browser.newContext()).newPage();
  await AlarmListPage.open(admin, 'david');
  await openSupport(admin);
  await admin.getByLabel("Operator's user name").fill('eva');
  await admin.getByRole('button', { name: 'Show' }).click();
  const trail = admin.getByRole('table', { name: 'Audit trail' });
  await expect(trail.getByRole('row').filter({ hasText: 'Logged in' }).first()).toBeVisible({ timeout: 10_000 });
  await expect(trail.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('eva');
});
