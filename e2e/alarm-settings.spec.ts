import { expect, test } from '@playwright/test';
import { alarmRow, openDashboard, raiseAlarm, setSetting } from './alarm-support.ts';

// These tests change server settings in the e2e database; each restores the demo default afterwards.
test.describe.configure({ mode: 'serial' });

test('ALIST-21 ALIST-22 a second accept within LIMIT_ACCEPT shows the acceptance-limit notice', async ({ page, request }) => {
  setSetting('LIMIT_ACCEPT', '600000');
  try {
    const first = await raiseAlarm(request);
    const second = await raiseAlarm(request);
    await openDashboard(page, 'anna');
    await alarmRow(page, first.text).click();
    await expect(page).toHaveURL(new RegExp(`/${first.AlarmId}$`));
    await alarmRow(page, second.text).click();
    await expect(page.getByRole('region', { name: 'Alarm list' }).getByRole('alert')).toHaveText('New alarm blocked by acceptance limit.');
    await expect(page).toHaveURL(new RegExp(`/${first.AlarmId}$`));
  } finally {
    setSetting('LIMIT_ACCEPT', '0');
  }
});

test('ALIST-07 ALIST-08 with SINGLELIST only active and deactivated tabs exist and my alarms stay in active', async ({ page, request }) => {
  setSetting('SINGLELIST', 'True');
  try {
    const { AlarmId, text } = await raiseAlarm(request);
    await openDashboard(page, 'anna');
    await expect(page.getByRole('tab')).toHaveText([/^Active/, /^Deactivated/]);
    await alarmRow(page, text).click();
    await expect(page).toHaveURL(new RegExp(`/${AlarmId}$`));
    await expect(alarmRow(page, text)).toContainText('Handled by you');
  } finally {
    setSetting('SINGLELIST', 'False');
  }
});
