import { expect, test } from '@playwright/test';
import { Shell } from './page-models/shell.ts';
import { Softphone } from './page-models/softphone.ts';
import { ownAlarmWithCloudCalls, ring } from './support/cloud-calls.ts';
import { apiToken } from './support/demo-api.ts';

// What the operator sees of a call: focus, the incoming strip, touch targets, the header and the call bar.

test('qa-handling P2-1 Accept hands the focus to the call bar and a busy dial keeps it in the dial pad: the page does not jump to Reason', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const { alarmId, alarm, calls } = await ownAlarmWithCloudCalls(page, request);
  const pad = calls.panel.getByRole('group', { name: 'Dial pad' });
  const number = pad.getByRole('textbox', { name: 'Number to dial' });
  await number.scrollIntoViewIfNeeded();
  // How far the page and its scrolling regions are scrolled, in all. As the calls panel grows with the call, the
  // browser may shift it a little to keep what is in view in place (scroll anchoring); a jump up to the reason field
  // would be several hundred pixels.
  const scrolled = () => page.evaluate(() => [document.scrollingElement, ...document.querySelectorAll('main, .alarm-detail')].reduce((sum, element) => sum + (element?.scrollTop ?? 0), 0));
  const before = await scrolled();
  const reason = alarm.detail.getByRole('combobox').first();

  await ring(request, '+46701230031', alarmId);
  await calls.acceptIncoming().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Current call' })).toBeFocused({ timeout: 15_000 });
  await expect(calls.activeCall).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(500);
  await expect(reason).not.toBeFocused();
  expect(Math.abs((await scrolled()) - before)).toBeLessThanOrEqual(60);
  await expect(page.getByRole('region', { name: 'Current call' })).toBeInViewport();
  await page.keyboard.press('Control+g');
  await expect(calls.notesDialog).toBeVisible({ timeout: 15_000 });
  await calls.note.fill('Wrong number.');
  await calls.notesDialog.getByRole('button', { name: 'OK' }).click();
  await expect(calls.notesDialog).toBeHidden();

  await number.fill('+46700000486');
  await number.press('Enter');
  await expect(page.getByRole('status', { name: 'Telephony' })).toContainText('The line is busy.', { timeout: 15_000 });
  await page.waitForTimeout(500);
  await expect(reason).not.toBeFocused();
  await expect(pad.locator(':focus')).toHaveCount(1);
  expect(Math.abs((await scrolled()) - before)).toBeLessThanOrEqual(60);
});

test('qa-handling P2-14 the incoming-call strip names the person calling and the alarm', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { alarmId, text } = await ownAlarmWithCloudCalls(page, request);
  const anna = await apiToken(request, 'anna');
  const person = (await (await request.get('/api/users/3', { headers: { Authorization: `Bearer ${anna}` } })).json()) as { Name: string; LastName: string; CallbackTelephoneNumber: string };
  await ring(request, person.CallbackTelephoneNumber, alarmId);
  const strip = page.getByRole('alert', { name: `Incoming call from ${person.Name} ${person.LastName} (${person.CallbackTelephoneNumber}), alarm ${alarmId}: ${text}`, exact: true });
  await expect(strip).toBeVisible({ timeout: 15_000 });
  await expect(strip).toContainText(`${person.Name} ${person.LastName}`);
  await strip.getByRole('button', { name: 'Reject' }).click();
  await expect(strip).toBeHidden();
});

test('qa-handling P3-20 on a 1024x768 tablet Accept and Reject are touch targets of at least 44x44 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { alarmId } = await ownAlarmWithCloudCalls(page, request);
  await page.setViewportSize({ width: 1024, height: 768 });
  await ring(request, '+46701230061', alarmId);
  const strip = page.getByRole('alert', { name: /^Incoming call from \+46701230061/ });
  for (const name of ['Accept', 'Reject']) {
    const box = await strip.getByRole('button', { name }).boundingBox({ timeout: 15_000 });
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
  await strip.getByRole('button', { name: 'Reject' }).click();
});

test('qa-handling P3-19 at 1024x768 during a call the sound-muted notice gets a line of its own: the title reads in full and every header control lies inside the window', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { alarmId, calls } = await ownAlarmWithCloudCalls(page, request);
  await page.setViewportSize({ width: 1024, height: 768 });
  await ring(request, '+46701230062', alarmId);
  await calls.acceptIncoming().click();
  await expect(calls.activeCall).toBeVisible({ timeout: 15_000 });
  const { header } = new Shell(page);
  await expect(header.getByRole('status')).toHaveText('Alarm sound muted during the call', { timeout: 10_000 });
  const title = header.getByText('ARC operator console');
  expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const controls = await header.getByRole('button').or(header.getByRole('combobox')).or(header.getByRole('status')).or(title).all();
  const outside: string[] = [];
  for (const control of controls) {
    const box = await control.boundingBox();
    if (!box || box.x < 0 || box.x + box.width > 1024 || box.y < 0) outside.push((await control.getAttribute('aria-label')) ?? (await control.innerText()));
  }
  expect(outside).toEqual([]);
});

test('qa-handling P3-2 P3-3 P3-6 the call bar names its meters, shows an unknown number once, opens its details over the page and names how a call ended; Manage alarm names its commands; DTMF is logged', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const { alarmId, alarm, calls } = await ownAlarmWithCloudCalls(page, request);
  const softphone = new Softphone(page);
  await ring(request, '+46701230081', alarmId);
  await calls.acceptIncoming().click();
  await expect(softphone.bar).toContainText('Connected', { timeout: 15_000 });

  // P3-2: both meters named on screen, console buttons, the unknown number once, the details over the page.
  await expect(softphone.microphoneLevel()).toBeVisible();
  await expect(softphone.callerLevel()).toBeVisible();
  await expect(softphone.bar.getByText('Microphone', { exact: true })).toBeVisible();
  await expect(softphone.bar.getByText('Caller', { exact: true })).toBeVisible();
  for (const name of ['Mute', 'Hang up']) expect((await softphone.bar.getByRole('button', { name }).boundingBox())!.height).toBeGreaterThanOrEqual(36);
  expect((await softphone.bar.innerText()).match(/\+46701230081/g)).toHaveLength(1);
  const barHeight = (await softphone.bar.boundingBox())!.height;
  const detailTop = (await alarm.detail.boundingBox())!.y;
  await softphone.details().click();
  await expect(softphone.bar.getByText('Call id', { exact: true })).toBeVisible();
  expect((await softphone.bar.boundingBox())!.height).toBe(barHeight);
  expect((await alarm.detail.boundingBox())!.y).toBe(detailTop);
  await softphone.details().click();

  // P3-3: the heading alone, the status a labelled text, the commands by name.
  await expect(calls.manage.getByRole('heading', { level: 2 })).toHaveText('Manage alarm');
  await expect(calls.manage.getByText(/^Status:/)).toHaveText('Status: Talking');
  await expect(calls.manage.getByText(/^In-call commands:/)).toHaveText('In-call commands: Talk (8), Listen (7)');

  // P3-6: the keys sent to the unit are logged, a command by its name.
  await calls.manageButton('Separate').click();
  await expect(alarm.text('Anna Andersson sent the tone 0 to the call with +46701230081')).toBeVisible({ timeout: 15_000 });
  await calls.manageButton('Push to hear').click();
  await expect(alarm.text('Anna Andersson sent Listen (7) to the call with +46701230081')).toBeVisible({ timeout: 15_000 });

  // P3-2: an ended call is Ended, a busy one Busy; never Stopped.
  await softphone.bar.getByRole('button', { name: 'Hang up' }).click();
  await expect(calls.notesDialog).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(softphone.bar).toContainText('Ended');
  const number = calls.panel.getByRole('group', { name: 'Dial pad' }).getByRole('textbox', { name: 'Number to dial' });
  await number.fill('+46700000486');
  await number.press('Enter');
  await expect(page.getByRole('status', { name: 'Telephony' })).toContainText('The line is busy.', { timeout: 15_000 });
  await expect(softphone.bar).toContainText('Busy');
  await expect(softphone.bar).not.toContainText('Stopped');
});
