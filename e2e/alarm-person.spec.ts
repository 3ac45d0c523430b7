import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ExternalUserInfo, UserDetails } from '../src/contract/index.ts';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { apiToken } from './support/demo-api.ts';
import { raiseAlarm } from './support/test-data.ts';

/** raiseAlarm's person: demo user 3, external id EXT-1002. */
const USER_ID = 3;

/** What the server says about the person, read as anna through the API (to know what the page must show). */
async function serverFacts(request: APIRequestContext, alarmId: number) {
  const headers = { Authorization: `bearer ${await apiToken(request, 'anna')}` };
  const user = (await (await request.get(`/api/users/${USER_ID}?alarmid=${alarmId}`, { headers })).json()) as UserDetails;
  // In the alarm's context, as the console asks (its group decides the medical categories: security #M4).
  const dynamics = (await (await request.get(`/api/demo/external/users/${user.ExternalId}?alarmid=${alarmId}`, { headers })).json()) as ExternalUserInfo;
  return { user, dynamics };
}

test('WIDGET-23 WIDGET-24 WIDGET-25 WIDGET-26 RES-31 the person, customer info, Dynamics medical data and the linked contact on a real alarm', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { text, AlarmId } = await raiseAlarm(request);
  const { user, dynamics } = await serverFacts(request, AlarmId);
  const list = await AlarmListPage.open(page, 'anna');
  const alarm = await list.openOwn(text);

  const person = alarm.detail.getByRole('region', { name: 'Person', exact: true });
  const personal = person.getByRole('region', { name: 'Personal details' });
  await expect(personal.getByRole('definition').first()).toHaveText(user.DateOfBirth!.slice(0, 10));
  const addresses = person.getByRole('region', { name: 'Addresses' });
  await expect(addresses.getByRole('listitem').first()).toContainText(user.Addresses![0]!.City!);
  await expect(person.getByRole('region', { name: 'Organization notes' })).toContainText(user.OrganizationNotes!);
  await expect(person.getByRole('region', { name: 'Additional info' })).toContainText(user.AdditionalInfo!);
  await expect(person.getByRole('region', { name: 'Appearance' })).toContainText(user.HairColour!);
  const linked = person.getByRole('region', { name: 'Linked contact' });
  await expect(linked).toContainText(`${user.Name} ${user.LastName}`);
  await expect(linked).toContainText(user.CustomerNumber!);

  const customer = alarm.detail.getByRole('region', { name: 'Customer info' });
  await expect(customer).toContainText('Welcome to');
  const routines = customer.getByRole('link', { name: 'Alarm routines' });
  await expect(routines).toHaveAttribute('target', '_blank');

  const dynamicsWidget = alarm.detail.getByRole('region', { name: 'User info from Dynamics' });
  const medical = dynamicsWidget.getByRole('region', { name: 'Medical data' });
  for (const entry of dynamics.sensitiveData ?? []) await expect(medical).toContainText(`${entry.category}${entry.data}`);
  if (!dynamics.sensitiveData?.length) await expect(medical).toContainText('No medical data');
  await expect(dynamicsWidget.getByRole('link', { name: 'Care plan' })).toBeVisible();

  // WIDGET-26: the document opens in its own window of 1340x1340 (the demo site itself is not reached).
  await page.context().route('https://docs.example.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Routines</title>' }));
  await page.evaluate(() => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      document.body.dataset.opened = args.map(String).join(' | ');
      return open(...args);
    };
  });
  const [popup] = await Promise.all([page.waitForEvent('popup'), routines.click()]);
  await expect(popup).toHaveTitle('Routines');
  expect(await page.evaluate(() => document.body.dataset.opened)).toMatch(/^https:\/\/docs\.example\.org\/.+ \| _blank \| .*width=1340,height=1340/);
  await popup.close();

  const results = await new AxeBuilder({ page }).include('#main').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
