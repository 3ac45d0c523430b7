import { expect, test } from '@playwright/test';
import { alarmDetail, alarmRow, openDashboard, raiseAlarm } from './alarm-support.ts';
import { countTones, tonesStarted } from './support/sound.ts';

test.describe('reminders (issue 10)', () => {
  test('ux #5: with the default preferences a notify-me reminder waits for its time, then shows and sounds; its log line reads in the console format', async ({ page, request }) => {
    test.setTimeout(60_000);
    await countTones(page);
    const { text } = await raiseAlarm(request);
    await openDashboard(page, 'anna');
    await alarmRow(page, text).click();
    const detail = alarmDetail(page);
    await expect(detail.getByText('Handled by: Anna Andersson (AA)')).toBeVisible();

    // In 30 minutes (the form's default): nothing is due yet.
    const notify = detail.getByRole('region', { name: 'Notify me' });
    await notify.getByRole('button', { name: 'Set reminder' }).click();
    await expect(notify.getByRole('status')).toHaveText('You will be reminded in 0 h 30 min.');
    const logLine = detail.getByText(/^Notify after /);
    // The console's format (today's times as HH:mm with TIMESTAMPS TODAY), never the raw UTC value.
    await expect(logLine).toHaveText(/^Notify after (\d{4}-\d{2}-\d{2} )?\d{2}:\d{2}$/, { timeout: 10_000 });
    await expect(detail.locator('.alarm-header__reminder')).toHaveText(/^Reminder: \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await page.getByRole('tab', { name: /^My alarms/ }).click();
    await expect(alarmRow(page, text)).not.toContainText('Reminder due');

    // Now: the server finds it due within 5 s; the row says so and the reminder sound plays.
    const before = await tonesStarted(page);
    await notify.getByLabel('Minutes').fill('0');
    await notify.getByRole('button', { name: 'Set reminder' }).click();
    await expect(notify.getByRole('status')).toHaveText('You will be reminded in 0 h 0 min.');
    await expect(alarmRow(page, text)).toContainText('Reminder due', { timeout: 15_000 });
    await expect.poll(() => tonesStarted(page), { timeout: 15_000 }).toBeGreaterThan(before);
  });
});
