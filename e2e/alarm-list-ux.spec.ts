import { expect, type Page, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { AlarmPage } from './page-models/alarm-page.ts';
import { Shell } from './page-models/shell.ts';
import { raiseAlarm } from './support/test-data.ts';
import { e2ePort } from './support/e2e-server.ts';
import { Dc09TcpClient } from '../server/dc09/dc09-client.ts';
import { readDc09Frame } from '../server/dc09/frame.ts';
import { dc09Message } from '../server/dc09/message.ts';
import { DEMO_DC09_KEY } from '../server/demo/seed-dc09.ts';

/** Whether keyboard focus sits inside the named region (never on the page body). */
function focusIn(page: Page, region: string): Promise<boolean> {
  return page.evaluate((name) => {
    const active = document.activeElement;
    return active !== null && active !== document.body && active.closest(`[aria-label="${name}"]`) !== null;
  }, region);
}

test.describe('alarm list, operator experience', () => {
  test('a row shows its priority in words and how long it has waited; the longest-waiting alarm is first', async ({ page, request }) => {
    const { text } = await raiseAlarm(request, { Priority: 2 });
    const list = await AlarmListPage.open(page, 'anna');
    const row = list.row(text);
    await expect(row).toContainText('Urgent');
    await expect(row).toContainText(/Waiting\s*< 1 min/);
    await expect(list.topRow).toContainText('Waiting longest');
    await expect(row).not.toContainText('Waiting longest');
  });

  test('qa-handling P3-17 an alarm ingested with an unknown priority shows as acute, and its log says why', async ({ page, request }) => {
    const { text } = await raiseAlarm(request, { Priority: 7 });
    const list = await AlarmListPage.open(page, 'anna');
    await expect(list.row(text)).toContainText('Acute');
    const alarm = await list.openOwn(text);
    await expect(alarm.detail.getByText('Priority arrived as 7, which is not a priority, and was set to acute (3)')).toBeVisible();
  });

  test('the list is one Tab stop; after accept and clear focus moves on, never to the page body; ? lists the shortcuts', async ({ page, request }) => {
    const { text } = await raiseAlarm(request);
    const list = await AlarmListPage.open(page, 'anna');
    await expect(list.row(text)).toBeVisible();
    // The control just before the list (the demo centre allows sorting).
    await page.getByRole('group', { name: 'Sort alarms' }).getByRole('button').last().focus();
    await page.keyboard.press('Tab');
    await expect(list.topRow).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await focusIn(page, 'Alarm list')).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await expect(list.topRow).toBeFocused();
    for (let i = 0; i < 60 && !(await list.row(text).evaluate((row) => row === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
    await expect(list.row(text)).toBeFocused();

    await page.keyboard.press('Enter');
    const alarm = new AlarmPage(page);
    await expect(alarm.handledBy('Anna Andersson (AA)')).toBeVisible();
    await expect(alarm.reason).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+f');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await alarm.expectClearAllowed();
    await alarm.clearButton.focus();
    await page.keyboard.press('Enter');
    await alarm.clearDialog.getByRole('button', { name: 'Clear' }).press('Enter');
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect.poll(() => focusIn(page, 'Alarm list')).toBe(true);

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help.getByText('Take the top alarm')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
  });

  test('ux polish: a 500-character alarm text without spaces wraps and never runs under the header buttons', async ({ page, request }) => {
    const prefix = `Long${Date.now().toString(36)}`;
    const { AlarmId } = await raiseAlarm(request, { AlarmText: prefix + 'W'.repeat(500 - prefix.length) });
    const { detail } = await (await AlarmListPage.open(page, 'anna')).open(prefix);
    await expect(page).toHaveURL(new RegExp(`/${AlarmId}$`));
    const heading = detail.getByRole('heading', { name: new RegExp(prefix) });
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
    const box = await heading.boundingBox();
    for (const button of await detail.getByRole('button').all()) {
      const other = await button.boundingBox();
      if (!box || !other) continue;
      const overlaps = box.x < other.x + other.width && other.x < box.x + box.width && box.y < other.y + other.height && other.y < box.y + box.height;
      expect(overlaps, (await button.textContent()) ?? undefined).toBe(false);
    }
  });

  /** Every drawn row shows 20 characters of its alarm text and 10 of its object, or all of a shorter one. */
  async function expectReadableRows(list: AlarmListPage): Promise<void> {
    const rows = await list.readableRows();
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row.textShown, row.text).toBeGreaterThanOrEqual(Math.min(20, row.text.length));
      expect(row.objectShown, row.object).toBeGreaterThanOrEqual(Math.min(10, row.object.length));
    }
  }

  test('qa-supervisor P2-17 qa-handling P3-21 at 1366x768 every row, the longest-waiting one too, shows its alarm text; the history column only beside an open alarm', async ({ page, request }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const text = `Personal alarm button pressed in the bedroom ${Date.now().toString(36)}`;
    await raiseAlarm(request, { AlarmText: text });
    const list = await AlarmListPage.open(page, 'david');
    await expect(list.row(text)).toBeVisible();
    await expect(list.topRow).toContainText('Waiting longest');
    await expectReadableRows(list);
    await expect(list.historyColumn).toHaveCount(0);

    await list.open(text);
    await expect(list.historyColumn).toBeVisible();
    await expectReadableRows(list);
  });

  test('qa-supervisor P2-17 in Finnish the longest-waiting row keeps its text readable beside "Odottanut pisimpään"', async ({ page, request }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await raiseAlarm(request);
    await AlarmListPage.open(page, 'david');
    await new Shell(page).chooseLanguage('fi-FI');
    const list = new AlarmListPage(page, 'Hälytyslista');
    await expect(list.topRow).toContainText('Odottanut pisimpään');
    await expectReadableRows(list);
  });

  test('dc09 receiver: events sent by alarm units over SIA DC-09 (TCP, one encrypted) appear in the list like any alarm', async ({ page }) => {
    const list = await AlarmListPage.open(page, 'anna');
    const unit = await Dc09TcpClient.open(e2ePort() + 100);
    const unknownAccount = Date.now().toString(16).slice(-8).toUpperCase();
    const answers: string[] = [];
    try {
      const send = async (account: string, token: 'SIA-DCS' | 'ADM-CID', data: string, key?: Buffer) => {
        const answer = await unit.send(dc09Message({ token, sequence: '0001', receiver: '1', prefix: '1', account, data, timestamp: new Date(), ...(key ? { key } : {}) }));
        const reading = readDc09Frame(answer ?? '');
        answers.push(reading.ok ? reading.frame.token : 'none');
      };
      await send('1001', 'ADM-CID', '#1001|1110 00 001');
      await send('1003', 'SIA-DCS', '|Nri1/QA01', Buffer.from(DEMO_DC09_KEY, 'hex'));
      await send(unknownAccount, 'SIA-DCS', `#${unknownAccount}|Nri1/FA01`);
    } finally {
      unit.close();
    }
    expect(answers).toEqual(['ACK', 'ACK', 'DUH']);
    await expect(list.row('Fire alarm').first()).toBeVisible();
    await expect(list.row('Fall or personal alarm').first()).toBeVisible();
    await expect(list.row(`Unknown device ${unknownAccount}: event FA`)).toBeVisible();
  });
});
