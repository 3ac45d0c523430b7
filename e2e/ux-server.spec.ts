import { expect, test } from '@playwright/test';
import { DEMO_INGEST_KEY } from '../server/demo/demo-accounts.ts';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { Shell } from './page-models/shell.ts';
import { apiToken } from './support/demo-api.ts';

/** A user of the demo centre that no other spec plans absences for. */
const ABSENT_USER = 150;

test.describe('what the server raises and writes, as an operator meets it', () => {
  test('the check planned for the end of an absence appears in an open console when the absence ends, not before, without a reload', async ({ page, request }) => {
    const list = await AlarmListPage.open(page, 'anna');
    const headers = { Authorization: `Bearer ${await apiToken(request, 'david')}` };
    const user = (await (await request.get(`/api/users/${ABSENT_USER}`, { headers })).json()) as { Name: string };
    const check = list.region.getByRole('button', { name: /Absence ended: check on the user/ }).filter({ hasText: user.Name });
    await expect(check).toHaveCount(0);

    // An ongoing absence that ends in a few seconds, with the check at its end (as the absence dialog plans it).
    const absence = {
      StartDate: new Date(Date.now() - 3_600_000).toISOString(),
      EndDate: new Date(Date.now() + 6_000).toISOString(),
      Reason: 'Hospital',
      Comment: 'Short stay',
      createAlarm: true,
      HasEndDate: true,
    };
    const created = await request.post(`/api/users/${ABSENT_USER}/absence?force=true`, { headers, data: absence });
    expect(created.ok(), await created.text()).toBe(true);
    // While the absence lasts the check waits in the planning view only.
    const planned = (await (await request.get('/api/planningalarm', { headers })).json()) as { AlarmText: string; Name?: string }[];
    expect(planned.some((p) => p.AlarmText === 'Absence ended: check on the user')).toBe(true);
    await expect(check).toHaveCount(0);

    // The server raises it when the absence ends and pushes it: the open list shows it without a reload.
    await expect(check).toBeVisible({ timeout: 20_000 });
  });

  test('an alarm with an over-long text is not refused: it appears, cut, and its log says what was changed', async ({ page, request }) => {
    const list = await AlarmListPage.open(page, 'anna');
    const marker = `Overlong ${Date.now().toString(36)}`;
    const answer = await request.post('/api/ingest/alarms', { headers: { 'X-Api-Key': DEMO_INGEST_KEY }, data: { UserId: 3, AlarmText: `${marker} ${'x'.repeat(700)}`, Priority: 2 } });
    expect(answer.status()).toBe(201);
    const { detail } = await list.open(marker);
    await expect(detail.getByText('AlarmText arrived longer than 500 characters and was cut')).toBeVisible({ timeout: 15_000 });
  });

  test('log lines the server writes read in the operator\'s language', async ({ page, request }) => {
    await AlarmListPage.open(page, 'anna');
    const shell = new Shell(page);
    await shell.languagePicker().selectOption('sv-SE');
    await expect(shell.header.getByRole('button', { name: 'Logga ut' })).toBeVisible();
    const marker = `Svenska ${Date.now().toString(36)}`;
    const answer = await request.post('/api/ingest/alarms', { headers: { 'X-Api-Key': DEMO_INGEST_KEY }, data: { UserId: 3, AlarmText: marker } });
    expect(answer.ok()).toBe(true);
    await page.getByRole('button', { name: new RegExp(marker) }).click();
    await expect(page.getByText('Larmet togs av Anna Andersson')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Alarm accepted by Anna Andersson')).toHaveCount(0);
  });
});
