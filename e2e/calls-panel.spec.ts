import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ContactsWidgets } from './page-models/contacts.ts';
import { Softphone } from './page-models/softphone.ts';
import { ownAlarmWithCloudCalls, recording, ring } from './support/cloud-calls.ts';

// Cloud calls in the calls panel: accept, DTMF, hold and resume, conference, hang-up.

/** Serious or critical accessibility violations in the softphone and the page's main region. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('.softphone').include('#main').analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('CALL-11 CALL-13 CALL-25 CALL-33 CALL-36 CALL-39 CALL-14 CALL-47 cloud calls: accept, DTMF from Manage alarm and the right Control key, hold, resume, join a second call, hang up, save the call note', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { alarmId, alarm, calls } = await ownAlarmWithCloudCalls(page, request);

  const first = await ring(request, '+46701230001', alarmId);
  await expect(calls.acceptIncoming()).toBeVisible({ timeout: 10_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await calls.acceptIncoming().click();
  await expect(calls.activeCall).toBeVisible({ timeout: 15_000 });
  await expect(calls.manageStatus).toHaveText('Talking');
  expect(await seriousViolations(page)).toEqual([]);

  // CALL-36: Manage alarm's tones reach the gateway, all of them, even pressed faster than they play.
  for (const name of ['Separate', 'Arrow left', 'Arrow right', 'Duplex'] as const) await calls.manageButton(name).click();
  await expect.poll(async () => (await recording(request, first)).Dtmf, { timeout: 10_000 }).toBe('0134');

  // CALL-39, CALL-33: the right Control key toggles push-to-talk: hear (7), then talk again (8).
  await page.keyboard.press('ControlRight');
  await expect(calls.manageStatus).toHaveText('Listening');
  await page.keyboard.press('ControlRight');
  await expect(calls.manageStatus).toHaveText('Talking');
  await expect.poll(async () => (await recording(request, first)).Dtmf, { timeout: 10_000 }).toBe('013478');

  // CALL-11, CALL-13: hold puts the call in the held list, resume takes it back.
  await calls.holdButton.click();
  await expect(calls.held.getByRole('listitem')).toHaveCount(1, { timeout: 10_000 });
  await expect(calls.activeCall).toBeHidden();
  await calls.held.getByRole('button', { name: /^Resume call with / }).click();
  await expect(calls.activeCall).toBeVisible({ timeout: 15_000 });
  await expect(calls.held).toBeHidden();

  // CALL-25: a second call, the first held, joined into a conference.
  await calls.holdButton.click();
  await expect(calls.held.getByRole('listitem')).toHaveCount(1, { timeout: 10_000 });
  await ring(request, '+46701230002', alarmId);
  await calls.acceptIncoming().click();
  await expect(calls.activeCall).toBeVisible({ timeout: 15_000 });
  await calls.held.getByRole('button', { name: /^Join .* into the conference$/ }).click();
  await expect(calls.status).toHaveText('Conference', { timeout: 10_000 });
  await expect(calls.held).toBeHidden();

  // CALL-30, CALL-14: Ctrl+G hangs up; the call notes dialog asks for the note, which the server logs on the alarm.
  await page.keyboard.press('Control+g');
  await expect(calls.notesDialog).toBeVisible({ timeout: 15_000 });
  await calls.note.fill('Spoke with the caller; all well.');
  await page.keyboard.press('Control+g');
  await expect(calls.notesDialog).toBeHidden();
  await expect(alarm.detail.getByText('Spoke with the caller; all well.').first()).toBeVisible({ timeout: 10_000 });
});

test('qa-handling P1-1 accepting a second incoming call puts the call in progress on hold; the person stays on the line', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { alarmId, calls } = await ownAlarmWithCloudCalls(page, request);

  await ring(request, '+46701230011', alarmId);
  await calls.acceptIncoming().click();
  await expect(calls.activeCall).toBeVisible({ timeout: 15_000 });

  // Another unit calls in while the operator talks with the first person, and the operator accepts it.
  await ring(request, '+46701230012', alarmId);
  await calls.acceptIncoming().click();
  await expect(calls.activeCall).toBeVisible({ timeout: 15_000 });
  // The first person was never hung up on: they wait on hold, and no call note is asked for their call.
  await expect(calls.held.getByRole('listitem')).toHaveCount(1, { timeout: 10_000 });
  await expect(calls.notesDialog).toBeHidden();
});

test('qa-handling P2-3 the unit keys of Manage alarm work only during the alarm unit\'s call: not with no call, not during a call to a contact', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { alarmId, alarm, calls } = await ownAlarmWithCloudCalls(page, request);
  const unitKeys = ['Separate', 'Arrow left', 'Arrow right', 'Duplex', 'Push to hear'];
  for (const name of unitKeys) await expect(calls.manageButton(name)).toBeDisabled();
  await expect(calls.manageButton('Separate')).toHaveAccessibleDescription('No call with the alarm unit: its keys work only during its call.');

  // A call to a relative from the contacts table: the unit's keys stay off.
  const contacts = new ContactsWidgets(alarm);
  const callContact = contacts.rows(contacts.contacts).first().getByRole('button', { name: /^Call / }).first();
  await expect(async () => {
    await callContact.click();
    await expect(calls.activeCall).toBeVisible({ timeout: 8_000 });
  }).toPass({ timeout: 40_000 });
  await expect(page.getByRole('region', { name: 'Current call' })).toContainText('Connected', { timeout: 10_000 });
  for (const name of unitKeys) await expect(calls.manageButton(name)).toBeDisabled();
  await expect(calls.manageButton('Duplex')).toHaveAccessibleDescription('The call in progress is not with the alarm unit, so its keys are off.');
  await page.keyboard.press('Control+g');
  await expect(calls.notesDialog).toBeVisible({ timeout: 15_000 });
  await calls.note.fill('Daughter informed.');
  await calls.notesDialog.getByRole('button', { name: 'OK' }).click();
  await expect(calls.notesDialog).toBeHidden();

  // The unit calls: its keys work and the tone reaches its call.
  const unit = await ring(request, '+46701230041', alarmId);
  await calls.acceptIncoming().click();
  await expect(calls.manageButton('Separate')).toBeEnabled({ timeout: 15_000 });
  await calls.manageButton('Separate').click();
  await expect.poll(async () => (await recording(request, unit)).Dtmf, { timeout: 10_000 }).toBe('0');
});

test('VALID-29 DTMFSENDDIGIT: hanging up the alarm unit\'s call sends the unit its hang-up digit 9, says hanging up, and ends the call after the delay', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { alarmId, calls } = await ownAlarmWithCloudCalls(page, request);
  const unit = await ring(request, '+46701230029', alarmId);
  await calls.acceptIncoming().click();
  const bar = page.getByRole('region', { name: 'Current call' });
  await expect(bar).toContainText('Connected', { timeout: 15_000 });
  await expect(calls.manageButton('Separate')).toBeEnabled({ timeout: 15_000 });
  await bar.getByRole('button', { name: 'Hang up' }).click();
  // The demo's DTMFSENDDIGIT is 2 s: the digit reaches the unit while its call is still up, the control waits.
  await expect(bar.getByRole('button', { name: 'Hanging up…' })).toBeDisabled();
  await expect.poll(async () => recording(request, unit), { timeout: 10_000 }).toMatchObject({ Dtmf: '9', State: 'open' });
  await expect(calls.notesDialog).toBeVisible({ timeout: 15_000 });
  expect(await recording(request, unit)).toMatchObject({ Dtmf: '9', State: 'ended' });
});

test('qa-handling P2-9 a held call is the operator\'s own call on hold, not a queue, and is offered Resume, not Take as well', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { alarmId, calls } = await ownAlarmWithCloudCalls(page, request);
  await ring(request, '+46701230051', alarmId);
  await calls.acceptIncoming().click();
  await expect(calls.activeCall).toBeVisible({ timeout: 15_000 });
  await calls.holdButton.click();
  await expect(calls.activeCall).toBeHidden({ timeout: 10_000 });
  await expect(calls.status).toHaveText(/^(Your call is on hold|\d+ of your calls are on hold)$/);
  await expect(calls.held.getByRole('button', { name: /^Resume call with \+46701230051/ })).toBeVisible();
  await expect(calls.panel.getByRole('button', { name: "Take the alarm's call" })).toHaveCount(0);
});

test('qa-handling P3-4 P3-5 the timer counts the whole call across hold and resume; in a conference the bar says Conference (2), Hold and Leave stand apart, and leaving is logged', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { alarmId, alarm, calls } = await ownAlarmWithCloudCalls(page, request);
  const softphone = new Softphone(page);
  await ring(request, '+46701230091', alarmId);
  await calls.acceptIncoming().click();
  const seconds = async () => {
    const [minutes, rest] = (await softphone.timer().innerText()).split(':');
    return Number(minutes) * 60 + Number(rest);
  };
  await expect.poll(seconds, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);

  // P3-5: held and resumed, the timer goes on from the call's start rather than 0:00.
  const beforeHold = await seconds();
  await calls.holdButton.click();
  await calls.resumeButton('+46701230091').click();
  await expect(softphone.bar).toContainText('Resumed', { timeout: 15_000 });
  expect(await seconds()).toBeGreaterThanOrEqual(beforeHold);

  // P3-4: a second call joined: the bar names the conference and its parties; Hold and Leave do not touch.
  await calls.holdButton.click();
  // Earlier tests of this worker may have left calls of anna's on hold: this one is among them.
  await expect(calls.resumeButton('+46701230091')).toBeVisible({ timeout: 10_000 });
  await ring(request, '+46701230092', alarmId);
  await calls.acceptIncoming().click();
  await expect(calls.activeCall).toBeVisible({ timeout: 15_000 });
  await calls.joinButton('+46701230091').click();
  await expect(softphone.bar).toContainText('Conference (2)', { timeout: 10_000 });
  const hold = (await calls.holdButton.boundingBox())!;
  const leave = (await calls.leaveButton().boundingBox())!;
  // Beside or under each other, as the panel's width allows: apart either way.
  expect(Math.max(leave.x - (hold.x + hold.width), leave.y - (hold.y + hold.height))).toBeGreaterThanOrEqual(6);

  // P3-6: leaving the conference is logged.
  await calls.leaveButton().click();
  await expect(alarm.text('Anna Andersson left the conference')).toBeVisible({ timeout: 15_000 });
});
