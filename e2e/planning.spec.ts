import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { PlanningPage } from './page-models/planning-page.ts';
import { raiseAlarm } from './support/test-data.ts';

/** "Planning and visits", the demo group whose alarms the planning view shows (server/demo/seed.ts). */
const PLANNING_GROUP = 3;
const HOUR = 3600_000;

/** Plans an alarm in the planning group two hours ahead; answers its id. */
async function planAlarm(request: APIRequestContext, text: string): Promise<number> {
  const { AlarmId } = await raiseAlarm(request, {
    AlarmText: text,
    RespondentGroupId: PLANNING_GROUP,
    PlannedTime: new Date(Date.now() + 2 * HOUR).toISOString(),
    TaskType: 'Medication,Visit',
    Comment: 'E2E planned',
  });
  return AlarmId;
}

test('PLAN-01 PLAN-02 PLAN-03 PLAN-04 PLAN-15 the planning grid lists the demo planned alarms, filters and sorts them', async ({ page, request }) => {
  // Ends with axe over the whole grid: 5-25 s on two shared cores.
  test.setTimeout(120_000);
  const tag = `E2E plan ${Date.now().toString(36)}`;
  await planAlarm(request, `${tag} A`);
  await planAlarm(request, `${tag} B`);
  await AlarmListPage.open(page, 'anna');
  const planning = await PlanningPage.open(page);

  for (const column of ['Alarm code', 'Alarm text', 'City', 'Street', 'Postal code', 'Product', 'Organization', 'Respondent', 'Response group', 'Planned time', 'Created time', 'Comment']) {
    await expect(planning.columnHeader(column)).toBeVisible();
  }
  // The demo's planned alarms wait in the view: the check-in call has no schedule, so it is active now; the
  // withdrawn weekend visit is not listed.
  const checkIn = planning.row('Planned check-in call');
  await expect(checkIn).toContainText('Safety alarm');
  await expect(checkIn.getByRole('cell', { name: 'Yes', exact: true })).toBeVisible();
  await expect(planning.row('Planned visit: weekend shopping')).toHaveCount(0);

  await planning.filter('Alarm text', tag);
  await expect(planning.rows).toHaveCount(2);
  // Without a product of its own, the comma-separated TaskType shows joined with comma-space.
  await expect(planning.row(`${tag} A`)).toContainText('Medication, Visit');
  await planning.sortBy('Alarm text');
  await expect(planning.columnHeader('Alarm text')).toHaveAttribute('aria-sort', 'ascending');
  await expect(planning.rows.first()).toContainText(`${tag} A`);
  await planning.sortBy('Alarm text');
  await expect(planning.columnHeader('Alarm text')).toHaveAttribute('aria-sort', 'descending');
  await expect(planning.rows.first()).toContainText(`${tag} B`);
  await planning.sortBy('Alarm text');
  await expect(planning.columnHeader('Alarm text')).toHaveAttribute('aria-sort', 'none');

  await planning.filter('Alarm text', 'b', 'Ends with');
  await expect(planning.rows).toHaveCount(1);
  await expect(planning.rows.first()).toContainText(`${tag} B`);
  await planning.filter('Alarm text', 'E2E plan', 'Not contains');
  await expect(planning.row(tag)).toHaveCount(0);
  await planning.filter('Alarm text', 'no such visit', 'Starts with');
  await expect(planning.rows).toHaveCount(0);
  await expect(page.getByText('No planned alarm matches the filters.')).toBeVisible();
  await planning.filter('Alarm text', `${tag} b`, 'Equals');
  await expect(planning.rows).toHaveCount(1);

  await planning.clearFiltersButton.click();
  await expect(planning.filterInput('Alarm text')).toHaveValue('');
  await expect(planning.row(tag)).toHaveCount(2);

  const results = await new AxeBuilder({ page }).include('#main').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('PLAN-06 PLAN-07 PLAN-08 a row opens the alarm details or its /edit mode in defaultPlanning; close returns to the dashboard', async ({ page, request }) => {
  const text = `E2E plan ${Date.now().toString(36)} edit`;
  const alarmId = await planAlarm(request, text);
  await AlarmListPage.open(page, 'anna');
  const planning = await PlanningPage.open(page);
  await planning.filter('Alarm text', text);
  await expect(planning.row(text)).toHaveCount(1);

  await planning.editLink(text).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/template/defaultPlanning/${alarmId}/edit$`));

  await page.goBack();
  await expect(planning.heading).toBeVisible();
  await planning.filter('Alarm text', text);
  await planning.detailsLink(text).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/template/defaultPlanning/${alarmId}$`));

  await page.goBack();
  await expect(planning.heading).toBeVisible();
  await planning.closeButton.click();
  await expect(page).toHaveURL(/#\/dashboard$/);
});

test('qa-supervisor P2-12 at 1440x900 the planned time, the text and the Open link are in view without scrolling; the alarm code is not first', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const text = `E2E plan ${Date.now().toString(36)} wide`;
  await planAlarm(request, text);
  await AlarmListPage.open(page, 'anna');
  const planning = await PlanningPage.open(page);
  await planning.filter('Alarm text', text);
  await expect(planning.row(text)).toHaveCount(1);
  await expect(planning.grid.getByRole('columnheader').first()).not.toHaveText('Alarm code');
  for (const inView of [planning.columnHeader('Planned time'), planning.columnHeader('Alarm text'), planning.detailsLink(text), planning.editLink(text)]) {
    await expect(inView).toBeInViewport({ ratio: 1 });
  }
});

test('qa-supervisor P3-5: today\'s planned times carry their ISO date, so a date filter finds them; a skip link reaches the first row', async ({ page, request }) => {
  const tag = `E2E today ${Date.now().toString(36)}`;
  await planAlarm(request, tag);
  const plannedDay = new Date(Date.now() + 2 * HOUR);
  const isoDay = `${plannedDay.getFullYear()}-${String(plannedDay.getMonth() + 1).padStart(2, '0')}-${String(plannedDay.getDate()).padStart(2, '0')}`;
  await AlarmListPage.open(page, 'anna');
  const planning = await PlanningPage.open(page);
  await planning.filter('Alarm text', tag);
  await planning.filter('Planned time', isoDay);
  await expect(planning.row(tag)).toHaveCount(1);
  await expect(planning.row(tag)).toContainText(isoDay);

  await planning.skipToRows.focus();
  await page.keyboard.press('Enter');
  await expect(planning.detailsLink(tag)).toBeFocused();
});
