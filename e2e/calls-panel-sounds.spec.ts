import { expect, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { CallsPanel } from './page-models/calls-panel.ts';
import { ownAlarmWithCloudCalls, ring } from './support/cloud-calls.ts';
import { countTones, soundFilesPlayed, tonesStarted } from './support/sound.ts';
import { raiseAlarm } from './support/test-data.ts';

// Sounds around calls: the dial pad's busy tone, alarm sounds during a call.

test('CALL-10 CALL-15 CALL-22 the dial pad dials; the busy number plays the busy tone, says so, and the failed call is logged on the alarm', async ({ page, request }) => {
  await countTones(page);
  const { text } = await raiseAlarm(request);
  const list = await AlarmListPage.open(page, 'anna', { integration: 'Cloud call' });
  const alarm = await list.openOwn(text);
  const calls = new CallsPanel(alarm);
  const pad = calls.panel.getByRole('group', { name: 'Dial pad' });
  await pad.getByRole('textbox', { name: 'Number to dial' }).fill('+46700000486');
  const before = await tonesStarted(page);
  // The softphone registers in the background: until it is ready a dial is refused and the number stays.
  await expect(async () => {
    await pad.getByRole('button', { name: 'Call', exact: true }).click();
    await expect(page.getByRole('status', { name: 'Telephony' })).toContainText('The line is busy.', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect.poll(() => tonesStarted(page)).toBeGreaterThan(before);
  await expect(alarm.detail.getByText('Call to +46700000486 could not be established').first()).toBeVisible({ timeout: 10_000 });
});

test('ALIST-30 qa-handling P2-11: during a call with MUTE_ALARMSOUNDS_ON_CALL (the demo\'s) an acute alarm plays the short call tone file, never its full sound; a normal one waits for the call to end', async ({ page, request }) => {
  test.setTimeout(120_000);
  await countTones(page);
  const { alarmId, calls } = await ownAlarmWithCloudCalls(page, request);
  await ring(request, '+46701230002', alarmId);
  await expect(calls.acceptIncoming()).toBeVisible({ timeout: 10_000 });
  await calls.acceptIncoming().click();
  await expect(calls.activeCall).toBeVisible({ timeout: 15_000 });
  const before = (await soundFilesPlayed(page)).length;
  await raiseAlarm(request, { Priority: 3, Level: 1 });
  await expect.poll(async () => (await soundFilesPlayed(page)).slice(before), { timeout: 15_000 }).toEqual(['/sounds/alarm/call-short.wav']);
  const { text } = await raiseAlarm(request, { Priority: 1, Level: 2 });
  // It has arrived (the list shows it), silently.
  const list = new AlarmListPage(page);
  await list.showTab('Active');
  await expect(list.row(text)).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(1_500);
  expect((await soundFilesPlayed(page)).slice(before)).toEqual(['/sounds/alarm/call-short.wav']);
});
