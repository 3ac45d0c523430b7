import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { AlarmReport } from './page-models/alarm-report.ts';
import { CommandsSection } from './page-models/commands.ts';
import { Shell } from './page-models/shell.ts';
import { raiseAlarm } from './support/test-data.ts';

/** The alarm's log as the server keeps it (the commands and their outcomes). */
async function serverLog(page: Page, alarmId: number): Promise<string[]> {
  const token = await page.evaluate(async () => {
    const open = indexedDB.open('arc-anna');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const row = await new Promise<{ accessToken: string }>((resolve) => {
      const get = db.transaction('session').objectStore('session').get('current');
      get.onsuccess = () => resolve(get.result as { accessToken: string });
    });
    db.close();
    return row.accessToken;
  });
  const answer = await page.request.get(`/api/alarms/${alarmId}/basic`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { Logs: { LogText: string }[] }).Logs.map((l) => l.LogText);
}

async function openCommands(page: Page, request: APIRequestContext) {
  const { text, AlarmId } = await raiseAlarm(request);
  const list = await AlarmListPage.open(page, 'anna');
  const alarm = await list.openOwn(text);
  const commands = new CommandsSection(alarm);
  await expect(commands.region).toBeVisible({ timeout: 10_000 });
  return { alarmId: AlarmId, commands, list, alarm, text };
}

test('CMD-05 CMD-06 CMD-09 CMD-10 CMD-11 CMD-12 CMD-15 CMD-19 CMD-22 CMD-24 CMD-25 each dialog family sends what the spec says, read back from the alarm log', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { alarmId, commands } = await openCommands(page, request);

  // Confirm (1): OK sends, the dialog closes; axe finds nothing serious in the open dialog.
  await commands.pick('Device', 'Reset device');
  await expect(commands.dialog).toHaveAccessibleName('Send Reset device?');
  const axe = await new AxeBuilder({ page }).include('.modal').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await commands.dialogButton('OK').click();
  await expect(commands.dialog).toBeHidden();

  // Mandatory text (3).
  await commands.pick('Messages', 'Send text (required)');
  await expect(commands.dialogButton('OK')).toBeDisabled();
  await commands.field(/Message/).fill('Please call your daughter');
  await commands.dialogButton('OK').click();
  await expect(commands.dialog).toBeHidden();

  // Mandatory date-time picker (9): a date and a quarter-hour, sent as yyyy-MM-dd HH:mm:ss.
  await commands.pick('Schedule', 'Schedule visit (required)');
  await expect(commands.dialogButton('OK')).toBeDisabled();
  await commands.field(/Date/).fill('2026-12-24');
  await commands.field('Time (24 h)').selectOption('18:45');
  await commands.dialogButton('OK').click();
  await expect(commands.dialog).toBeHidden();

  // Forwarding (10): 500 px wide, default mid, sent as level - message, the dialog stays open.
  await commands.button('Forward work package').click();
  expect((await commands.dialog.boundingBox())?.width).toBe(500);
  await expect(commands.dialog.getByRole('radio', { name: 'Mid (moderate)' })).toBeChecked();
  await commands.dialog.getByRole('radio', { name: 'High (serious)' }).check();
  await commands.field(/Message/).fill('Needs two carers');
  await commands.dialogButton('Forward').click();
  await expect(commands.dialog.getByRole('status')).toHaveText('The work package was forwarded.', { timeout: 5_000 });
  // qa-handling P3-14: no second forward is one click away.
  await expect(commands.dialogButton('Forward')).toBeDisabled();
  await commands.dialogButton('Close').click();

  // Critical (11): default level 1, sent as label - message.
  await commands.button('Critical command').click();
  await expect(commands.dialog.getByRole('radio', { name: '1 Normal' })).toBeChecked();
  await commands.field(/Message/).fill('Smoke in the kitchen');
  await commands.dialogButton('OK').click();
  await expect(commands.dialog).toBeHidden();

  // Mandatory select (100): rows added, one left at not selected, the rest joined by commas.
  await commands.button('Select services').click();
  await commands.dialogButton('Add entry').click();
  await commands.dialogButton('Add entry').click();
  await commands.dialog.getByRole('combobox', { name: 'Entry 1' }).selectOption('Meal');
  await commands.dialog.getByRole('combobox', { name: 'Entry 3' }).selectOption('Shower');
  await commands.dialogButton('OK').click();
  await expect(commands.dialog).toBeHidden();

  await expect
    .poll(() => serverLog(page, alarmId), { timeout: 10_000 })
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^TX\d+ answered Reset device: TX\d+ restarted$/),
        expect.stringMatching(/^Send text \(required\) sent to TX\d+: Please call your daughter$/),
        expect.stringMatching(/^Schedule visit \(required\) sent to TX\d+: 2026-12-24 18:45$/),
        expect.stringMatching(/^Forward work package sent to TX\d+: 3 - Needs two carers$/),
        expect.stringMatching(/^Critical command sent to TX\d+: normal - Smoke in the kitchen$/),
        expect.stringMatching(/^Select services sent to TX\d+: Meal,Shower$/),
      ]),
    );
});

test('qa-handling P3-10 P3-12 P3-13 command dialogs keep what fits of a paste and refuse a repeated service and a visit in the past', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { commands } = await openCommands(page, request);

  await commands.pick('Messages', 'Send text (required)');
  await commands.field(/Message/).fill('Call me');
  await page.keyboard.insertText('x'.repeat(1500));
  await expect(commands.field(/Message/)).toHaveValue(`Call me${'x'.repeat(993)}`);
  await expect(commands.dialog.getByRole('status')).toHaveText('507 characters did not fit and were left out (at most 1000 characters).');
  await commands.dialogButton('Cancel').click();

  await commands.button('Select services').click();
  await commands.dialogButton('Add entry').click();
  await commands.dialog.getByRole('combobox', { name: 'Entry 1' }).selectOption('Meal');
  await commands.dialog.getByRole('combobox', { name: 'Entry 2' }).selectOption('Meal');
  await expect(commands.dialogButton('OK')).toBeDisabled();
  await expect(commands.dialog.getByRole('alert')).toHaveText('Meal is chosen more than once. Choose each option only once.');
  await commands.dialogButton('Cancel').click();

  await commands.pick('Schedule', 'Schedule visit (required)');
  await expect(commands.field(/Date/)).toHaveAttribute('placeholder', 'YYYY-MM-DD');
  const yesterday = await page.evaluate(() => {
    const day = new Date(Date.now() - 24 * 60 * 60 * 1000);
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  });
  await commands.field(/Date/).fill(yesterday);
  await commands.field('Time (24 h)').selectOption('08:00');
  await expect(commands.dialogButton('OK')).toBeDisabled();
  await expect(commands.dialog.getByRole('alert')).toHaveText('The visit time has passed. Choose a time to come.');
});

test('CMD-29 CMD-31 a failing device command shows its message in the dialog; CMD-32 ExitAlarmView returns to the dashboard', async ({ page, request }) => {
  const { commands } = await openCommands(page, request);
  await commands.pick('Device', 'Test siren');
  await commands.dialogButton('OK').click();
  await expect(commands.dialog.getByRole('alert')).toHaveText(/^TX\d+ did not answer$/, { timeout: 5_000 });
  await expect(commands.dialogButton('OK')).toBeEnabled();
  await commands.dialogButton('Cancel').click();

  await commands.pick('Messages', 'Send text');
  await commands.dialogButton('OK').click();
  await expect(commands.dialog).toBeHidden({ timeout: 5_000 });

  await commands.button('Hand over to device').click();
  await commands.dialogButton('OK').click();
  await expect(page).toHaveURL(/#\/dashboard$/, { timeout: 5_000 });
});

test('qa-handling P3-15 after Hand over to device the alarm leaves My alarms, ended as taken over by the device', async ({ page, request }) => {
  const { alarmId, commands, list, text } = await openCommands(page, request);
  await commands.button('Hand over to device').click();
  await commands.dialogButton('OK').click();
  await expect(page).toHaveURL(/#\/dashboard$/, { timeout: 5_000 });
  await list.showTab('My alarms');
  await expect(list.row(text)).toHaveCount(0);
  await list.showTab('Deactivated');
  await expect(list.row(text)).toBeVisible();
  await expect.poll(() => serverLog(page, alarmId), { timeout: 5_000 }).toContainEqual(expect.stringMatching(/^TX\d+ took the alarm over from Anna Andersson and handles it now$/));
});

test('CMD-33 CMD-35 a command run on the alarm is marked used, and the mark is gone after logout and login', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { commands, text } = await openCommands(page, request);
  await commands.button('Acknowledge on device').click();
  await expect(commands.button('Acknowledge on device (used)')).toBeVisible({ timeout: 5_000 });

  await new Shell(page).logOut();
  const list = await AlarmListPage.open(page, 'anna');
  await list.showTab('My alarms');
  const alarm = await list.open(text);
  const again = new CommandsSection(alarm);
  await expect(again.button('Acknowledge on device')).toBeVisible({ timeout: 10_000 });
  await expect(again.button('Acknowledge on device (used)')).toHaveCount(0);
});

test("qa-handling P2-5 command lines are written in the operator's language with the command's name, and a Set code value is never shown", async ({ page, request }) => {
  test.setTimeout(60_000);
  const { commands } = await openCommands(page, request);
  await commands.pick('Messages', 'Set code (required)');
  await commands.field(/Value/).fill('1942');
  await commands.dialogButton('OK').click();
  await expect(commands.dialog).toBeHidden({ timeout: 5_000 });
  await commands.pick('Device', 'Test siren');
  await commands.dialogButton('OK').click();
  await expect(commands.dialog.getByRole('alert')).toBeVisible({ timeout: 5_000 });
  await commands.dialogButton('Cancel').click();

  await new Shell(page).languagePicker('Language').selectOption('sv-SE');
  // The alarm's region takes its Swedish name: the lines are read from the page's log list.
  const log = page.getByRole('listitem');
  await expect(log.filter({ hasText: /Ange kod \(obligatorisk\) skickat till TX\d+ \(värdet loggas inte\)/ }).first()).toBeVisible({ timeout: 10_000 });
  await expect(log.filter({ hasText: /Testa siren skickat till TX\d+/ }).first()).toBeVisible();
  await expect(log.filter({ hasText: /Testa siren misslyckades på TX\d+: / }).first()).toBeVisible();
  await expect(page.getByText(/CMD_|1942/)).toHaveCount(0);
});

test("qa-handling P2-6 instant commands show the device's answer beside the button; Copy position copies the latest known position the page shows", async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const { alarm, commands } = await openCommands(page, request);
  await commands.button('Acknowledge on device').click();
  await expect(commands.region.getByRole('status').filter({ hasText: 'Acknowledge on device – The device confirmed' })).toBeVisible({ timeout: 10_000 });

  const position = alarm.detail.getByRole('region', { name: 'Latest known position' });
  const [latitude, longitude] = await Promise.all([position.getByText(/^\d+\.\d{5}$/).first().textContent(), position.getByText(/^\d+\.\d{5}$/).nth(1).textContent()]);
  await commands.button('Copy position').click();
  await expect(commands.region.getByRole('status').filter({ hasText: `Copy position – Position copied: ${latitude}, ${longitude}` })).toBeVisible({ timeout: 10_000 });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${latitude}, ${longitude}`);

  await commands.pick('Voice', 'Open voice channel');
  await expect(commands.region.getByRole('status').filter({ hasText: 'Open voice channel – Voice channel open' })).toBeVisible({ timeout: 10_000 });
});

test('qa-handling P3-23 Cancel stands left of the primary button in the command and scheduled-reminder dialogs', async ({ page, request }) => {
  const { alarm, commands } = await openCommands(page, request);
  const leftOf = async (dialog: Locator, primary: string) => {
    const cancel = await dialog.getByRole('button', { name: 'Cancel', exact: true }).boundingBox();
    const main = await dialog.getByRole('button', { name: primary, exact: true }).boundingBox();
    return cancel !== null && main !== null && cancel.x + cancel.width <= main.x;
  };
  await commands.button('Critical command').click();
  expect(await leftOf(commands.dialog, 'OK')).toBe(true);
  await commands.dialogButton('Cancel').click();

  const report = new AlarmReport(alarm);
  await report.reminder.getByRole('button', { name: 'Schedule a reminder…' }).click();
  expect(await leftOf(report.reminderDialog, 'Set reminder')).toBe(true);
});
