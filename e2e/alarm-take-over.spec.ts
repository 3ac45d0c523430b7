import { expect, test } from '@playwright/test';
import { alarmDetail, alarmRow, openDashboard, raiseAlarm, secondOperator } from './alarm-support.ts';

test('DETAIL-09 DETAIL-10 DIALOG-01 an alarm taken by one operator is taken over by another', async ({ page, browser, request }) => {
  const { text } = await raiseAlarm(request);
  await openDashboard(page, 'anna');
  await alarmRow(page, text).click();
  await expect(alarmDetail(page).getByText('Handled by: Anna Andersson (AA)')).toBeVisible();

  const david = await secondOperator(browser, 'david');
  await david.getByRole('tab', { name: /^Responded/ }).click();
  await alarmRow(david, text).click();
  const detail = alarmDetail(david);
  await expect(detail.getByText('Handled by: Anna Andersson (AA)')).toBeVisible();
  await expect(detail.getByRole('combobox', { name: 'Reason' })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Take over' }).click();
  const dialog = david.getByRole('alertdialog', { name: 'Take over alarm' });
  await expect(dialog).toContainText('This alarm is handled by Anna Andersson. Do you want to take over the alarm?');
  await dialog.getByRole('button', { name: 'Take over' }).click();
  await expect(detail.getByText('Handled by: David Dahl (DD)')).toBeVisible({ timeout: 10_000 });
  await expect(detail.getByRole('button', { name: 'Take over' })).toHaveCount(0);

  // Anna's console follows: the alarm is now someone else's, and she is offered the take-over back.
  await expect(alarmDetail(page).getByText('Handled by: David Dahl (DD)')).toBeVisible({ timeout: 10_000 });
  await expect(alarmDetail(page).getByRole('button', { name: 'Take over' })).toBeVisible();
  await david.context().close();
});
