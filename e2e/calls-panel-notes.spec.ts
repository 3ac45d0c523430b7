import { expect, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { Softphone } from './page-models/softphone.ts';
import { alarmPerson, ownAlarmWithCloudCalls, ring, USER_3_NUMBER } from './support/cloud-calls.ts';
import { apiToken, serverLogCount } from './support/demo-api.ts';

// Call notes and call lines: who writes the note after a take-over, missed calls, the notes dialog after Ctrl+G.

test('qa-handling P1-2 after a take-over during the call, the operator who took it writes its note; put aside, the note never blocks the next ringing call', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { alarmId, calls } = await ownAlarmWithCloudCalls(page, request);
  await ring(request, '+46701230021', alarmId);
  await calls.acceptIncoming().click();
  await expect(calls.activeCall).toBeVisible({ timeout: 15_000 });
  // A note follows an established call (CONST-09): one hung up while it still connects asks for none.
  await expect(new Softphone(page).bar).toContainText('Connected', { timeout: 15_000 });

  // A colleague takes the alarm over while the call goes on; then the operator hangs up.
  const david = await apiToken(request, 'david');
  expect((await request.post(`/api/alarms/${alarmId}/accept`, { headers: { Authorization: `Bearer ${david}` }, data: { force: true } })).status()).toBe(200);
  await page.keyboard.press('Control+g');
  await expect(calls.notesDialog).toBeVisible({ timeout: 15_000 });
  await calls.note.fill('Bengt on the floor, conscious.');

  // The dialog goes aside with Escape, and a ringing call can be accepted meanwhile.
  await page.keyboard.press('Escape');
  await expect(calls.notesDialog).toBeHidden();
  await ring(request, '+46701230022', alarmId);
  await calls.acceptIncoming().click();
  await expect(calls.activeCall).toBeVisible({ timeout: 15_000 });

  // The note waits, listed, with its draft; once written it is saved on the alarm although the alarm is david's now.
  await page.getByRole('button', { name: 'Call note to write' }).click();
  await expect(calls.note).toHaveValue('Bengt on the floor, conscious.');
  await calls.notesDialog.getByRole('button', { name: 'OK' }).click();
  await expect(calls.notesDialog).toBeHidden();
  await expect.poll(() => serverLogCount(request, 'david', alarmId, 'Call with +46701230021: Bengt on the floor, conscious.'), { timeout: 10_000 }).toBe(1);
});

test('qa-handling P2-2 P2-4 a call nobody answered is a missed call from the person with a Call back; the call lines and the note name the person, never the call sid', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { alarmId, alarm, calls } = await ownAlarmWithCloudCalls(page, request);
  const person = await alarmPerson(request, alarmId);
  const callSid = await ring(request, USER_3_NUMBER, alarmId);
  await page.getByRole('alert', { name: /^Incoming call from/ }).getByRole('button', { name: 'Reject' }).click();

  // P2-2: the log says the call was missed, and the calls panel offers to call back.
  await expect(alarm.text(`Missed call from ${person}`)).toBeVisible({ timeout: 15_000 });
  expect(await serverLogCount(request, 'anna', alarmId, `Call with ${person} ended after 0:00`)).toBe(0);
  const missed = calls.panel.getByRole('region', { name: 'Missed call' });
  await expect(missed).toContainText(`Missed call from ${person} at `);
  await missed.getByRole('button', { name: `Call back ${person}` }).click();
  await expect(calls.activeCall).toBeVisible({ timeout: 20_000 });
  await expect(missed).toBeHidden();

  // P2-4: the call back and its note name the person (a note follows an established call: CONST-09).
  await expect(page.getByRole('region', { name: 'Current call' })).toContainText('Connected', { timeout: 15_000 });
  await page.keyboard.press('Control+g');
  await expect(calls.notesDialog).toBeVisible({ timeout: 15_000 });
  await calls.note.fill('Erik fell in the bathroom.');
  await page.keyboard.press('Control+g');
  await expect(alarm.text(`Call with ${person}: Erik fell in the bathroom.`)).toBeVisible({ timeout: 10_000 });
  await expect(alarm.text(`Call from Anna Andersson to ${person}`)).toBeVisible();
  await expect(alarm.text(`Call with ${person} answered`)).toBeVisible();
  await expect(alarm.detail.getByText(callSid)).toHaveCount(0);
});

test('qa-handling P3-1 P3-7 after Ctrl+G on a wrong number the notes dialog (label above a full-width box, count below) opens in every tab and Later puts it aside in all, without a word', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { alarmId, calls } = await ownAlarmWithCloudCalls(page, request);
  const other = await AlarmListPage.inAnotherTab(page.context());
  const otherDialog = other.page.getByRole('dialog', { name: 'Call notes' });
  await ring(request, '+46701230071', alarmId);
  await calls.acceptIncoming().click();
  // A call note follows a call that had media (CALL-14): hung up once connected.
  await expect(new Softphone(page).bar).toContainText('Connected', { timeout: 15_000 });
  await page.keyboard.press('Control+g');
  await expect(calls.notesDialog).toBeVisible({ timeout: 15_000 });
  await expect(otherDialog).toBeVisible({ timeout: 15_000 });

  // P3-1: the label sits above the box, clear of its focus ring (3 px, 2 px off); the box takes the dialog's width
  // and several rows; the count is under it.
  await expect(calls.note).toBeFocused();
  const label = await calls.notesDialog.getByText('Note on the call', { exact: true }).boundingBox();
  const box = await calls.note.boundingBox();
  const count = await calls.notesDialog.getByText('900 characters left').boundingBox();
  const dialog = await calls.notesDialog.boundingBox();
  expect(label!.y + label!.height + 5).toBeLessThanOrEqual(box!.y);
  expect(box!.width).toBeGreaterThan(dialog!.width * 0.85);
  expect(box!.height).toBeGreaterThan(80);
  expect(count!.y).toBeGreaterThanOrEqual(box!.y + box!.height);

  // P3-7: a wrong number needs no note: Later, with nothing typed, puts it aside here and in the other tab.
  await calls.notesDialog.getByRole('button', { name: 'Later' }).click();
  await expect(calls.notesDialog).toBeHidden();
  await expect(otherDialog).toBeHidden({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Call note to write' })).toBeVisible();
  await expect(other.page.getByRole('button', { name: 'Call note to write' })).toBeVisible();
});
