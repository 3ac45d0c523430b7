import { expect, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { raiseAlarm, setSetting } from './support/test-data.ts';

// These tests change server settings in the e2e database; each restores the demo default afterwards.
test.describe.configure({ mode: 'serial' });

test('ALIST-21 ALIST-22 a second accept within LIMIT_ACCEPT shows the acceptance-limit notice', async ({ page, request }) => {
  setSetting('LIMIT_ACCEPT', '600000');
  try {
    const first = await raiseAlarm(request);
    const second = await raiseAlarm(request);
    const list = await AlarmListPage.open(page, 'anna');
    await list.open(first.text);
    await expect(page).toHaveURL(new RegExp(`/${first.AlarmId}$`));
    await list.open(second.text);
    await expect(list.notice).toHaveText('New alarm blocked by acceptance limit.');
    await expect(page).toHaveURL(new RegExp(`/${first.AlarmId}$`));
  } finally {
    setSetting('LIMIT_ACCEPT', '0');
  }
});

test('ALIST-07 ALIST-08 with SINGLELIST only active and deactivated tabs exist and my alarms stay in active', async ({ page, request }) => {
  setSetting('SINGLELIST', 'True');
  try {
    const { AlarmId, text } = await raiseAlarm(request);
    const list = await AlarmListPage.open(page, 'anna');
    await expect(page.getByRole('tab')).toHaveText([/^Active/, /^Deactivated/]);
    await list.open(text);
    await expect(page).toHaveURL(new RegExp(`/${AlarmId}$`));
    await expect(list.row(text)).toContainText('Handled by you');
  } finally {
    setSetting('SINGLELIST', 'False');
  }
});
