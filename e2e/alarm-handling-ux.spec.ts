import { type APIRequestContext, expect, test, type Page } from '@playwright/test';
import { LIMITS } from '../src/contract/limits.ts';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { AlarmPage } from './page-models/alarm-page.ts';
import { AlarmReport } from './page-models/alarm-report.ts';
import { HistoryPanel } from './page-models/history-panel.ts';
import { Shell } from './page-models/shell.ts';
import { acceptAlarm, apiToken } from './support/demo-api.ts';
import { raiseAlarm } from './support/test-data.ts';

/** Raises an alarm and opens it as anna, who then owns it. */
async function openOwnAlarm(page: Page, request: APIRequestContext) {
  const { text } = await raiseAlarm(request);
  const list = await AlarmListPage.open(page, 'anna');
  const alarm = await list.openOwn(text);
  return { text, list, alarm };
}

test.describe('handling an alarm', () => {
  test('Ctrl+Enter asks before clearing, a second Ctrl+Enter confirms, and never while a reason is being typed', async ({ page, request }) => {
    const { alarm } = await openOwnAlarm(page, request);
    await alarm.pickReasonAndAction();
    await alarm.reason.fill('Fell in the hall, unhurt');
    await page.keyboard.press('Control+Enter');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(alarm.detail.getByRole('alert').filter({ hasText: 'Save or empty the reason and action fields before clearing.' })).toBeVisible();
    await expect(alarm.reason).toHaveValue('Fell in the hall, unhurt');
    await expect(page).toHaveURL(/#\/dashboard\/template\//);

    await alarm.reason.fill('');
    await page.keyboard.press('Control+Enter');
    await expect(alarm.clearDialog).toBeVisible();
    await expect(page).toHaveURL(/#\/dashboard\/template\//);
    await page.keyboard.press('Control+Enter');
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  test('"Back to list" is apart from "Clear alarm", and the disabled Clear says what is missing', async ({ page, request }) => {
    const { alarm } = await openOwnAlarm(page, request);
    await expect(alarm.detail.getByRole('button', { name: 'Close alarm' })).toHaveCount(0);
    await expect(alarm.backButton).toBeVisible();
    await expect(alarm.clearButton).toHaveAccessibleDescription('Pick a reason and an action first.');
    await alarm.chooseFirst('Reason');
    await expect(alarm.clearButton).toHaveAccessibleDescription('Pick an action first.', { timeout: 10_000 });
    await alarm.backToList();
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  test('Change object asks first, naming both people, and is offered only to the owner', async ({ page, browser, request }) => {
    test.setTimeout(60_000);
    const { text, alarm } = await openOwnAlarm(page, request);
    const before = (await alarm.object.textContent()) ?? '';
    const target = await alarm.changeObjectTo('Karin');
    await expect(alarm.moveDialog).toContainText(`Move this alarm from ${before} to ${target}?`);
    await alarm.confirmMove();
    await expect(alarm.object).toHaveText(target, { timeout: 10_000 });

    const david = await AlarmListPage.forSecondOperator(browser, 'david');
    const seen = await david.openResponded(text);
    await expect(seen.handledBy('Anna Andersson (AA)')).toBeVisible();
    await expect(seen.detail.getByRole('button', { name: 'Change object' })).toHaveCount(0);
    await david.page.context().close();
  });

  test('after a take-over the previous owner is told who took it and keeps her unsent text', async ({ page, browser, request }) => {
    test.setTimeout(60_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const { text, alarm } = await openOwnAlarm(page, request);
    await alarm.reason.fill('She fell in the kitchen');

    const david = await AlarmListPage.forSecondOperator(browser, 'david');
    await david.takeOver(text);

    const notice = alarm.takenOverNotice('David Dahl');
    await expect(notice).toBeVisible({ timeout: 10_000 });
    await expect(notice).toContainText('She fell in the kitchen');
    await notice.getByRole('button', { name: 'Copy unsent text' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('She fell in the kitchen');
    await david.page.context().close();
  });

  test('qa-handling P3-18 after a take-over the stale clearing message is gone and the notice is in view where the previous owner scrolled', async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const { text, alarm } = await openOwnAlarm(page, request);
    await alarm.pickReasonAndAction();
    await alarm.reason.fill('She fell in the kitchen');
    await page.keyboard.press('Control+Enter');
    const stale = alarm.detail.getByRole('alert').filter({ hasText: 'Save or empty the reason and action fields before clearing.' });
    await expect(stale).toBeVisible();
    await alarm.detail.hover();
    await page.mouse.wheel(0, 5_000);
    await expect(alarm.handledBy('Anna Andersson (AA)')).not.toBeInViewport();

    const david = await AlarmListPage.forSecondOperator(browser, 'david');
    await david.takeOver(text);

    const notice = alarm.takenOverNotice('David Dahl');
    await expect(notice).toBeInViewport({ timeout: 10_000 });
    await expect(stale).toHaveCount(0);
    await david.page.context().close();
  });

  test('on a tablet, leaving or clearing an alarm returns to the list tab', async ({ page, request }) => {
    const { text, list, alarm } = await openOwnAlarm(page, request);
    await page.setViewportSize({ width: 1000, height: 800 });
    const listTab = list.tab('Alarm list');
    await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await alarm.backToList();
    await expect(listTab).toHaveAttribute('aria-selected', 'true');

    await list.showTab('My');
    await list.open(text);
    await alarm.pickReasonAndAction();
    await alarm.clear();
    await expect(listTab).toHaveAttribute('aria-selected', 'true');
  });

  test('free-text fields show their limit, count and stop at it', async ({ page, request }) => {
    const { alarm } = await openOwnAlarm(page, request);
    await alarm.reason.fill('x'.repeat(LIMITS.freeText + 600));
    await expect(alarm.reason).toHaveValue('x'.repeat(LIMITS.freeText));
    await expect(alarm.reason).toHaveAccessibleDescription(new RegExp(`${LIMITS.freeText} of ${LIMITS.freeText} characters`));

    const { comment } = await alarm.openAbsences();
    await expect(comment).toHaveAccessibleDescription(`0 of ${LIMITS.freeText} characters`);
    await comment.fill('y'.repeat(LIMITS.freeText + 1));
    await expect(comment).toHaveValue('y'.repeat(LIMITS.freeText));
  });

  test('qa-supervisor P2-14 qa-handling P3-9: the reason list closes when the own-text confirmation shows and when focus leaves the field, so Save takes a mouse click', async ({ page, request }) => {
    const { alarm } = await openOwnAlarm(page, request);
    const reasonList = alarm.detail.getByRole('listbox', { name: 'Reason' });
    await alarm.reason.fill('Found on the floor, helped up');
    await alarm.reason.press('Enter');
    const confirm = alarm.detail.getByRole('group', { name: 'Confirm your own text for Reason' });
    await expect(confirm).toBeVisible();
    await expect(reasonList).toHaveCount(0);
    await confirm.getByRole('button', { name: 'Save' }).click();
    await expect(alarm.text('Found on the floor, helped up')).toBeVisible({ timeout: 10_000 });

    await alarm.reason.fill('Fo');
    await alarm.reason.fill('');
    await expect(reasonList).toBeVisible();
    await new AlarmReport(alarm).reportText.focus();
    await expect(reasonList).toHaveCount(0);
  });

  test('at 1366x768 reason, action and Clear are in view without scrolling; at 1920 the detail uses the width', async ({ page, request }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const { alarm } = await openOwnAlarm(page, request);
    await expect(alarm.reason).toBeInViewport({ ratio: 1 });
    await expect(alarm.action).toBeInViewport({ ratio: 1 });
    await expect(alarm.clearButton).toBeInViewport({ ratio: 1 });

    await page.setViewportSize({ width: 1920, height: 1080 });
    const box = await alarm.detail.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(1920 * 0.5);
  });

  test('the acknowledgement names the alarm (person, time, a link) and is given from the alarm', async ({ page, request }) => {
    const { AlarmId, text } = await raiseAlarm(request, { RequiresAcknowledgement: true, Acknowledgement: 'Key holder is away' });
    const list = await AlarmListPage.open(page, 'anna');
    // This test answers the acknowledgement itself.
    await new Shell(page).stopAcknowledging();
    const modal = page.getByRole('alertdialog', { name: 'Acknowledgement required' });
    const headers = { Authorization: `bearer ${await apiToken(request, 'anna')}` };
    expect((await request.post(`/api/alarms/${AlarmId}/accept`, { headers, data: { force: false } })).ok()).toBe(true);

    await expect(modal).toContainText(text, { timeout: 10_000 });
    await expect(modal).toContainText('Astrid Lund');
    await expect(modal.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeVisible();
    await modal.getByRole('link', { name: 'Open the alarm to acknowledge it' }).click();
    await expect(page).toHaveURL(new RegExp(`/${AlarmId}$`));
    await expect(modal).toHaveCount(0);
    const alarm = new AlarmPage(page);
    await alarm.acknowledge();
    await expect(alarm.acknowledgementRequest).toHaveCount(0);
    await alarm.backToList();
    await expect(page).toHaveURL(/#\/dashboard$/);
    await list.showTab('My alarms');
    await expect(list.row(text)).toBeVisible();
    await expect(modal).toHaveCount(0);
  });

  test('qa-handling P2-12 P3-16 qa-supervisor P3-15: a 5,000-character text keeps Take over in the first screen at 1366x768, reads whole on request, says it was cut, and wraps in the history', async ({ page, request }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const prefix = `Long text ${Date.now().toString(36)}`;
    const longText = `${prefix} ${'word '.repeat(1000)}`;
    await raiseAlarm(request, { UserId: 4, AlarmText: `${prefix} earlier ${'x'.repeat(600)}`, IconRef: 'c'.repeat(300) });
    const { AlarmId } = await raiseAlarm(request, { UserId: 4, AlarmText: longText });
    await acceptAlarm(request, 'anna', AlarmId);
    const alarm = await (await AlarmListPage.open(page, 'david')).openResponded(prefix);
    const title = alarm.detail.getByRole('heading', { level: 1, name: new RegExp(`^${prefix} word`) });
    await expect(title).toBeVisible();
    await expect(alarm.detail.getByText('The alarm arrived with a longer text: the server cut it to 500 characters.')).toBeVisible();
    await expect(alarm.takeOverButton).toBeInViewport({ ratio: 1 });
    const clampedHeight = (await title.boundingBox())?.height ?? Infinity;
    expect(clampedHeight).toBeLessThan(120);

    await alarm.detail.getByRole('button', { name: 'Show the whole text' }).click();
    expect((await title.boundingBox())?.height).toBeGreaterThan(clampedHeight * 2);
    await alarm.detail.getByRole('button', { name: 'Show less' }).click();
    expect((await title.boundingBox())?.height).toBe(clampedHeight);

    const history = new HistoryPanel(page);
    const entry = history.panel.getByRole('article', { name: new RegExp(`${prefix} earlier`) });
    await expect(entry).toBeVisible();
    const panelBox = await history.panel.boundingBox();
    for (const line of await entry.locator('h3, p').all()) {
      const box = await line.boundingBox();
      expect(box && panelBox && box.x + box.width <= panelBox.x + panelBox.width).toBe(true);
      expect(await line.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    expect((await history.entry(`${prefix} earlier`).boundingBox())?.height).toBeLessThan(90);
  });
});


test('qa-handling P3-10 an over-long paste into Reason keeps what fits and says how much was cut', async ({ page, request }) => {
  const { alarm } = await openOwnAlarm(page, request);
  await alarm.reason.focus();
  await page.keyboard.insertText('x'.repeat(LIMITS.freeText + 1000));
  await expect(alarm.reason).toHaveValue('x'.repeat(LIMITS.freeText));
  await expect(alarm.detail.getByRole('status').filter({ hasText: 'did not fit' })).toHaveText(`1000 characters did not fit and were left out (at most ${LIMITS.freeText} characters).`);
});
