import { expect, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { raiseAlarm } from './support/test-data.ts';

test('ROLE-04 ROLE-05 a read-only operator opens an alarm without taking it and sees no handling controls', async ({ page, request }) => {
  const { AlarmId, text } = await raiseAlarm(request);
  const alarm = await (await AlarmListPage.open(page, 'frida')).open(text);
  await expect(page).toHaveURL(new RegExp(`/${AlarmId}$`));
  const { detail } = alarm;
  await expect(detail.getByText('Read-only: you can view this alarm but not change it.')).toBeVisible();
  await expect(detail.getByText('Not taken by anyone')).toBeVisible();
  for (const name of ['Take over', 'Clear alarm', 'Change object', 'Set reminder']) await expect(detail.getByRole('button', { name })).toHaveCount(0);
  await expect(detail.getByRole('combobox')).toHaveCount(0);
  await expect(detail.getByRole('checkbox', { name: 'Extended' })).toBeDisabled();
});
