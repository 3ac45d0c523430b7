import { expect, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { HistoryPanel } from './page-models/history-panel.ts';
import { raiseAlarm } from './support/test-data.ts';

test('HIST-01 HIST-05 HIST-07 the history panel lists the user’s alarms and its grid opens one of them', async ({ page, request }) => {
  const earlier = await raiseAlarm(request, { UserId: 4 });
  const { text } = await raiseAlarm(request, { UserId: 4 });
  await (await AlarmListPage.open(page, 'anna')).open(text);
  const history = new HistoryPanel(page);
  await expect(history.entry(earlier.text)).toBeVisible({ timeout: 10_000 });
  await history.showAsTable();
  await expect(history.table.getByRole('columnheader')).toHaveText(['Time', 'Event', 'Reason', 'Action', 'Note', 'From']);
  await history.openFromTable(earlier.text);
  await expect(page).toHaveURL(new RegExp(`/${earlier.AlarmId}$`));
});
