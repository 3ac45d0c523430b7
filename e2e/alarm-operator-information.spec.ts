import { expect, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { raiseAlarm } from './support/test-data.ts';

test('API-36: the operator saves operator information on the alarm; it is stored, logged and read back after a reload', async ({ page, request }) => {
  const { text } = await raiseAlarm(request);
  const alarm = await (await AlarmListPage.open(page, 'anna')).openOwn(text);
  await expect(alarm.operatorInformation).toContainText('No information for the operators yet.');

  const information = `Key in the blue box, code ${Date.now() % 10_000}`;
  await alarm.saveOperatorInformation(information);
  await expect(alarm.operatorInformation.getByRole('status')).toHaveText(`Saved: ${information}`);
  await expect(alarm.operatorInformation.getByText(information, { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(alarm.text('Operator information updated')).toBeVisible({ timeout: 10_000 });

  await page.reload();
  await expect(alarm.operatorInformation.getByText(information, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(alarm.text('Operator information updated')).toBeVisible();
});
