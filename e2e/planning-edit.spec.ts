import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { apiToken, serverLogCount } from './support/demo-api.ts';

/** The demo's schedule-generated planned alarm "Planned visit: evening round" (seed-planning.ts), found through the API. */
async function plannedAlarm(request: APIRequestContext): Promise<{ AlarmId: number; PlannedTime: string }> {
  const headers = { Authorization: `bearer ${await apiToken(request, 'anna')}` };
  const planned = (await (await request.get('/api/planningalarm', { headers })).json()) as { AlarmId: number; AlarmText: string; PlannedTime: string }[];
  const found = planned.find((p) => p.AlarmText === 'Planned visit: evening round');
  if (!found) throw new Error('no demo planned alarm');
  return found;
}

/** yyyy-MM-ddTHH:mm in local time, as a datetime-local input takes it. */
function localInput(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

test('PLAN-09 PLAN-10 PLAN-13 DETAIL-23 a planned alarm opened with /edit: time refused in the past, then moved; a log added; close returns to the planning view', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { AlarmId: alarmId } = await plannedAlarm(request);
  await AlarmListPage.open(page, 'anna');
  await page.goto(`/dashboard/template/defaultPlanning/${alarmId}/edit`);
  const panel = page.getByRole('region', { name: 'Edit planned alarm' });
  await expect(panel).toBeVisible({ timeout: 15_000 });
  const violations = (await new AxeBuilder({ page }).include('.planning-edit').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(violations.map((v) => v.id)).toEqual([]);

  await panel.getByRole('button', { name: 'Edit planned time' }).click();
  const time = panel.getByLabel('New planned time');
  await time.fill(localInput(Date.now() - 2 * 3600_000));
  await panel.getByRole('button', { name: 'Save planned time' }).click();
  await expect(panel.getByRole('alert')).toHaveText('The planned time must not be in the past.');

  const next = new Date(Date.now() + 3 * 24 * 3600_000);
  next.setHours(9, 30, 0, 0);
  await time.fill(localInput(next.getTime()));
  await panel.getByRole('button', { name: 'Save planned time' }).click();
  await expect(panel.getByRole('button', { name: 'Edit planned time' })).toBeVisible();
  await expect.poll(async () => Date.parse((await plannedAlarm(request)).PlannedTime)).toBe(next.getTime());

  await panel.getByRole('textbox', { name: 'Edit log' }).fill('Daughter will be there at 9:30');
  await panel.getByRole('button', { name: 'Add log' }).click();
  await expect(panel.getByRole('status')).toHaveText('The log entry was added.');
  await expect.poll(() => serverLogCount(request, 'anna', alarmId, 'Daughter will be there at 9:30')).toBe(1);

  await page.getByRole('button', { name: 'Back to list' }).click();
  await expect(page).toHaveURL(/\/dashboard\/planning-view$/);
});

test('qa-supervisor P3-5: /edit shows the current product; a visit not yet due reads "Planned, not due yet" and offers no Take alarm', async ({ page, request }) => {
  const { AlarmId: alarmId } = await plannedAlarm(request);
  const headers = { Authorization: `bearer ${await apiToken(request, 'anna')}` };
  expect((await request.post(`/api/planningalarm/${alarmId}/product`, { headers, data: { Product: 'Safety alarm plus' } })).ok()).toBe(true);
  await AlarmListPage.open(page, 'anna');
  await page.goto(`/dashboard/template/defaultPlanning/${alarmId}/edit`);
  const panel = page.getByRole('region', { name: 'Edit planned alarm' });
  await expect(panel.getByRole('textbox', { name: 'Product' })).toHaveValue('Safety alarm plus', { timeout: 15_000 });
  await expect(page.getByText('Planned, not due yet')).toBeVisible();
  await expect(page.getByText('Not taken by anyone')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Take alarm' })).toHaveCount(0);
});

test('qa-supervisor P3-14: /edit of a raised planned alarm a colleague owns names the owner, and a note from a non-owner is refused with the console\'s message', async ({ page, request }) => {
  const headers = { Authorization: `bearer ${await apiToken(request, 'anna')}` };
  const active = (await (await request.get('/api/alarms?onlyactive=true', { headers })).json()) as { AlarmId: number; AlarmText: string; PlannedTime?: string | null }[];
  // The demo's planned visit whose time has passed: raised, in the alarm list.
  const raised = active.find((alarm) => alarm.AlarmText === 'Planned visit: medication' && alarm.PlannedTime && Date.parse(alarm.PlannedTime) < Date.now());
  if (!raised) throw new Error('no raised demo planned alarm');
  // David takes it (over, should another spec have taken it before).
  const david = { Authorization: `bearer ${await apiToken(request, 'david')}` };
  expect((await request.post(`/api/alarms/${raised.AlarmId}/accept`, { headers: david, data: { force: true } })).ok()).toBe(true);

  await AlarmListPage.open(page, 'anna');
  await page.goto(`/dashboard/template/defaultPlanning/${raised.AlarmId}/edit`);
  const panel = page.getByRole('region', { name: 'Edit planned alarm' });
  await expect(panel.getByText('David Dahl handles this alarm: only they can change its plan. Take it over to change it.')).toBeVisible({ timeout: 15_000 });
  await panel.getByRole('textbox', { name: 'Edit log' }).fill('Not my visit');
  await panel.getByRole('button', { name: 'Add log' }).click();
  await expect(panel.getByRole('alert')).toHaveText('You are not the owner of this alarm. Take it over to change it.');
  expect(await serverLogCount(request, 'anna', raised.AlarmId, 'Not my visit')).toBe(0);
});
