import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { AlarmReport } from './page-models/alarm-report.ts';
import { apiToken } from './support/demo-api.ts';
import { countTones, tonesStarted } from './support/sound.ts';
import { raiseAlarm } from './support/test-data.ts';

/** The alarm's incident report text as the server has it (found through its log line), or null when none exists. */
async function serverReport(request: APIRequestContext, alarmId: number): Promise<string | null> {
  const headers = { Authorization: `bearer ${await apiToken(request, 'anna')}` };
  const alarm = (await (await request.get(`/api/alarms/${alarmId}`, { headers })).json()) as { Logs?: { EventCode?: string | null; EventParams?: Record<string, string> | null }[] | null };
  const id = alarm.Logs?.find((log) => log.EventCode === 'incidentReport')?.EventParams?.id;
  if (!id) return null;
  const report = (await (await request.get(`/api/alarms/${alarmId}/attachmentreport/${id}`, { headers })).json()) as { text?: string };
  return report.text ?? null;
}

async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('WIDGET-32 the incident report is saved 15 s after the last keystroke, and is there again after a reload', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { text, AlarmId: alarmId } = await raiseAlarm(request);
  const list = await AlarmListPage.open(page, 'anna');
  const alarm = await list.openOwn(text);
  const report = new AlarmReport(alarm);

  await report.reportText.click();
  await report.reportText.pressSequentially('Met the caller at the door. ');
  await report.reportText.pressSequentially('Smoke alarm, no fire.');
  const lastKeystroke = Date.now();
  await expect(report.reportStatus).toHaveText('Not saved yet: saved 15 seconds after you stop typing.');
  expect(await seriousViolations(page, '.widget--report')).toEqual([]);

  // Ten seconds after the last keystroke the server has nothing yet: the save waits for 15 s of quiet.
  await page.waitForTimeout(Math.max(0, lastKeystroke + 10_000 - Date.now()));
  expect(await serverReport(request, alarmId)).toBeNull();

  await expect(report.reportStatus).toHaveText(/^Saved /, { timeout: 15_000 });
  expect(Date.now() - lastKeystroke).toBeGreaterThanOrEqual(14_500);
  expect(await serverReport(request, alarmId)).toBe('Met the caller at the door. Smoke alarm, no fire.');

  // Typing on updates the same report.
  await report.reportText.pressSequentially(' Key returned.');
  await expect(report.reportStatus).toHaveText('Not saved yet: saved 15 seconds after you stop typing.');
  await page.waitForTimeout(1_000);
  await page.reload();
  // The text typed just before the reload was kept, and its save comes 15 s after the last keystroke all the same.
  await expect(report.reportText).toHaveValue('Met the caller at the door. Smoke alarm, no fire. Key returned.', { timeout: 15_000 });
  await expect(report.reportStatus).toHaveText(/^Saved /, { timeout: 20_000 });
  expect(await serverReport(request, alarmId)).toBe('Met the caller at the door. Smoke alarm, no fire. Key returned.');
});

test('PLAN-17 PLAN-18 PLAN-28 a scheduled reminder is set in the calendar and arrives at its time', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await countTones(page);
  const { text } = await raiseAlarm(request);
  const list = await AlarmListPage.open(page, 'anna');
  const alarm = await list.openOwn(text);
  const report = new AlarmReport(alarm);

  // The browser's clock is set 20 s before a quarter hour, so the first time the dialog offers is 20 s away.
  const quarter = 15 * 60_000;
  const slot = Math.ceil((Date.now() + 60_000) / quarter) * quarter;
  await page.clock.setSystemTime(slot - 20_000);

  const at = new Date(slot);
  const day = at.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const time = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  await report.reminder.getByRole('button', { name: 'Schedule a reminder…' }).click();
  await expect(report.reminderDialog).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  // PLAN-18: 200 characters reach the limit and say so.
  const comment = report.reminderDialog.getByRole('textbox', { name: 'Comment' });
  await comment.fill('x'.repeat(200));
  await expect(report.reminderDialog.getByRole('alert')).toHaveText('The comment may have at most 200 characters and no quotes.');
  await report.reminderDialog.getByRole('button', { name: 'Cancel' }).click();

  await report.scheduleReminder(day, time, 'Call the daughter back');
  await expect(report.reminder.getByRole('status')).toContainText(`Reminder set for`);
  // The header's reminder line carries the comment (the 2/8 log line).
  await expect(alarm.detail.locator('.alarm-header__reminder')).toContainText('Call the daughter back', { timeout: 10_000 });
  // The page's clock rejoins the server's: the reminder is due about 20 s after it was set.
  await page.clock.setSystemTime(Date.now());
  await list.showTab('My alarms');
  const before = await tonesStarted(page);
  // Received: the row says so and the reminder sound plays (the server's push).
  await expect(list.row(text)).toContainText('Reminder due', { timeout: 40_000 });
  await expect.poll(() => tonesStarted(page), { timeout: 30_000 }).toBeGreaterThan(before);
});
