import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { AlarmPage } from './page-models/alarm-page.ts';
import { Shell } from './page-models/shell.ts';
import { TestAlarmsPage } from './page-models/test-alarms-page.ts';
import { raiseAlarm } from './support/test-data.ts';

test('SUP-17 SUP-18 SUP-19 SUP-21 eva runs a test routine, sees the outcome and finds the test alarm, marked Test, in her list and on its page', async ({ page }) => {
  test.setTimeout(90_000);
  const list = await AlarmListPage.open(page, 'eva');
  const shell = new Shell(page);
  await shell.acknowledgeWhenAsked();
  await shell.openMenu();
  await shell.menuLink('Test alarms').click();
  const tests = new TestAlarmsPage(page);
  await expect(tests.heading).toBeVisible();
  await expect(tests.userChoice).toBeVisible();
  const second = (await tests.userChoice.locator('option').nth(1).textContent()) ?? '';
  await tests.userChoice.selectOption({ label: second });
  const violations = (await new AxeBuilder({ page }).include('#main').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(violations.map((v) => v.id)).toEqual([]);

  await tests.routine('Transmitter battery check').click();
  await expect(tests.outcome).toContainText('The test alarm was executed.');
  const raised = /Test alarm (\d+) raised/.exec((await tests.outcome.textContent()) ?? '');
  expect(raised).not.toBeNull();
  await tests.outcome.getByRole('button', { name: 'Close' }).click();

  await page.goBack();
  const row = list.rowOf(raised![1]!);
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('Test alarm: Transmitter battery check');
  await expect(row).toContainText(second);
  await expect(row.getByTitle('Test alarm')).toHaveText('Test');

  // The alarm page marks it too.
  await row.click();
  const detail = new AlarmPage(page).detail;
  await expect(detail.getByRole('heading', { name: 'Test alarm: Transmitter battery check' })).toBeVisible({ timeout: 15_000 });
  await expect(detail.getByTitle('Test alarm')).toHaveText('Test');
});

test('ROUTE-15 an operator without the test-alarm permission is sent to the dashboard', async ({ page }) => {
  await AlarmListPage.open(page, 'anna');
  await page.goto('/dashboard/admin/test');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(new TestAlarmsPage(page).heading).toHaveCount(0);
});

test('ROUTE-19 an alarm page that 404s returns to the template page named by fromId and fromTemplate', async ({ page, request }) => {
  const { AlarmId: from } = await raiseAlarm(request);
  await AlarmListPage.open(page, 'anna');
  await page.goto(`/dashboard/template/default/99999999?fromId=${from}&fromTemplate=default`);
  await expect(page).toHaveURL(new RegExp(`/dashboard/template/default/${from}$`), { timeout: 15_000 });
});
