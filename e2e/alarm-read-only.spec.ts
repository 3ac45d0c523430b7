import { expect, test } from '@playwright/test';
import { alarmDetail, alarmRow, openDashboard, raiseAlarm } from './alarm-support.ts';

test('ROLE-04 ROLE-05 a read-only operator opens an alarm without taking it and sees no handling controls', async ({ page, request }) => {
  const { AlarmId, text } = await raiseAlarm(request);
  await openDashboard(page, 'frida');
  await alarmRow(page, text).click();
  await expect(page).toHaveURL(new RegExp(`/${AlarmId}$`));
  const detail = alarmDetail(page);
  await expect(detail.getByText('Read-only: you can view this alarm but not change it.')).toBeVisible();
  await expect(detail.getByText('Not taken by anyone')).toBeVisible();
  for (const name of ['Take over', 'Clear alarm', 'Change object', 'Set reminder']) await expect(detail.getByRole('button', { name })).toHaveCount(0);
  await expect(detail.getByRole('combobox')).toHaveCount(0);
  await expect(detail.getByRole('checkbox', { name: 'Extended' })).toBeDisabled();
});
