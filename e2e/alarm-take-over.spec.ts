import { expect, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { raiseAlarm } from './support/test-data.ts';

test('DETAIL-09 DETAIL-10 DIALOG-01 an alarm taken by one operator is taken over by another', async ({ page, browser, request }) => {
  const { text } = await raiseAlarm(request);
  const anna = await (await AlarmListPage.open(page, 'anna')).openOwn(text);

  const david = await AlarmListPage.forSecondOperator(browser, 'david');
  const alarm = await david.openResponded(text);
  await expect(alarm.handledBy('Anna Andersson (AA)')).toBeVisible();
  await expect(alarm.reason).toHaveCount(0);
  await alarm.askToTakeOver();
  await expect(alarm.takeOverDialog).toContainText('This alarm is handled by Anna Andersson. Do you want to take over the alarm?');
  await alarm.confirmTakeOver();
  await expect(alarm.handledBy('David Dahl (DD)')).toBeVisible({ timeout: 10_000 });
  await expect(alarm.takeOverButton).toHaveCount(0);

  // Anna's console follows: the alarm is now someone else's, and she is offered the take-over back.
  await expect(anna.handledBy('David Dahl (DD)')).toBeVisible({ timeout: 10_000 });
  await expect(anna.takeOverButton).toBeVisible();
  await david.page.context().close();
});
