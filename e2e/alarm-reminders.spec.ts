import { expect, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { countTones, tonesStarted } from './support/sound.ts';
import { raiseAlarm } from './support/test-data.ts';

test.describe('reminders', () => {
  test('with the default preferences a notify-me reminder waits for its time, then shows and sounds; its log line reads in the console format', async ({ page, request }) => {
    test.setTimeout(60_000);
    await countTones(page);
    const { text } = await raiseAlarm(request);
    const list = await AlarmListPage.open(page, 'anna');
    const alarm = await list.openOwn(text);

    // In 30 minutes (the form's default): nothing is due yet.
    await alarm.setReminder();
    await expect(alarm.notify.getByRole('status')).toHaveText('You will be reminded in 0 h 30 min.');
    const logLine = alarm.detail.getByText(/^Notify after /);
    // The console's format (today's times as HH:mm with TIMESTAMPS TODAY), never the raw UTC value.
    await expect(logLine).toHaveText(/^Notify after (\d{4}-\d{2}-\d{2} )?\d{2}:\d{2}$/, { timeout: 10_000 });
    await expect(alarm.detail.locator('.alarm-header__reminder')).toHaveText(/^Reminder: \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await list.showTab('My alarms');
    await expect(list.row(text)).not.toContainText('Reminder due');

    // Now: the server finds it due within 5 s; the row says so and the reminder sound plays.
    const before = await tonesStarted(page);
    await alarm.setReminder('0');
    await expect(alarm.notify.getByRole('status')).toHaveText('You will be reminded in 0 h 0 min.');
    await expect(list.row(text)).toContainText('Reminder due', { timeout: 15_000 });
    await expect.poll(() => tonesStarted(page), { timeout: 15_000 }).toBeGreaterThan(before);
  });
});
