import { expect, test } from '@playwright/test';
import { alarmRow, openDashboard, raiseAlarm } from './alarm-support.ts';

test('HIST-01 HIST-05 HIST-07 the history panel lists the user’s alarms and its grid opens one of them', async ({ page, request }) => {
  const earlier = await raiseAlarm(request, { UserId: 4 });
  const { text } = await raiseAlarm(request, { UserId: 4 });
  await openDashboard(page, 'anna');
  await alarmRow(page, text).click();
  const history = page.getByRole('region', { name: 'Alarm history' });
  await expect(history.getByRole('heading', { name: new RegExp(earlier.text) })).toBeVisible({ timeout: 10_000 });
  await history.getByRole('button', { name: 'Show as table' }).click();
  const grid = page.getByRole('dialog', { name: 'Alarm history' });
  await expect(grid.getByRole('columnheader')).toHaveText(['Time', 'Event', 'Reason', 'Action', 'Note', 'From']);
  await grid.getByRole('button', { name: `Open the alarm “${earlier.text}”` }).click();
  await expect(page).toHaveURL(new RegExp(`/${earlier.AlarmId}$`));
});
