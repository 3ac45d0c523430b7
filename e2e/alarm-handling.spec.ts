import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { AlarmPage } from './page-models/alarm-page.ts';
import { requestsBetween, requestsServed } from './support/metrics.ts';
import { raiseAlarm } from './support/test-data.ts';

test.describe('alarm handling', () => {
  test('ALIST-18 ALIST-20 DETAIL-26 DETAIL-17 DETAIL-20 an operator accepts, sets reason and action, and clears', async ({ page, request }) => {
    const { AlarmId, text } = await raiseAlarm(request);
    const list = await AlarmListPage.open(page, 'anna');
    const alarm = await list.open(text);
    await expect(page).toHaveURL(new RegExp(`#/dashboard/template/[^/]+/${AlarmId}$`));
    await expect(alarm.handledBy('Anna Andersson (AA)')).toBeVisible();

    await expect(alarm.clearButton).toHaveAttribute('aria-disabled', 'true');
    const reason = await alarm.registerReason();
    await expect(alarm.text(reason)).toBeVisible();
    await alarm.registerAction();

    await alarm.expectClearAllowed();
    await alarm.clear();
    await expect(page).toHaveURL(/#\/dashboard$/);
    await list.showTab('Deactivated');
    await expect(list.row(text)).toBeVisible();
  });

  test('DETAIL-18 clear is refused until reason and action are registered', async ({ page, request }) => {
    const { text } = await raiseAlarm(request);
    const alarm = await (await AlarmListPage.open(page, 'anna')).open(text);
    await expect(alarm.clearButton).toHaveAttribute('aria-disabled', 'true');
    await expect(alarm.detail.getByRole('tooltip')).toHaveText('Pick a reason and an action first.');
    // aria-disabled keeps it focusable: pressing it and Ctrl+Enter both do nothing.
    await alarm.clearButton.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+Enter');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(alarm.handledBy('Anna Andersson (AA)')).toBeVisible();
    await expect(page).toHaveURL(/#\/dashboard\/template\//);
  });

  test('keyboard only: Ctrl+A takes the top alarm, Ctrl+D / Ctrl+F pick reason and action, Ctrl+Enter twice clears', async ({ page, request }) => {
    const list = await AlarmListPage.open(page, 'anna');
    const { text } = await raiseAlarm(request);
    await expect(list.row(text)).toBeVisible({ timeout: 10_000 });
    // The top alarm is the unanswered one that has waited longest: it stays first whatever arrives.
    await expect(list.topRow).toContainText('Waiting longest');
    const AlarmId = await list.topRow.getAttribute('data-alarm-id');
    await page.keyboard.press('Control+a');
    await expect(page).toHaveURL(new RegExp(`/${AlarmId}$`));
    const alarm = new AlarmPage(page);
    await expect(alarm.handledBy('Anna Andersson (AA)')).toBeVisible();
    await page.keyboard.press('Control+d');
    await expect(alarm.reason).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+f');
    await expect(alarm.action).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await alarm.expectClearAllowed();
    await page.keyboard.press('Control+Enter');
    await expect(alarm.clearDialog).toBeVisible();
    await page.keyboard.press('Control+Enter');
    await expect(page).toHaveURL(/#\/dashboard$/);
    // Cleared: gone from Active and My (the Deactivated tab lists it far down, by time).
    await expect(list.rowOf(AlarmId)).toHaveCount(0);
    await list.showTab('My alarms');
    await expect(list.rowOf(AlarmId)).toHaveCount(0);
  });

  test('axe finds no serious violation on the alarm list and the alarm detail', async ({ page, request }) => {
    // axe reads the whole alarm page (a few thousand nodes): 5-25 s an analysis on these two shared cores.
    test.setTimeout(120_000);
    const { text } = await raiseAlarm(request);
    const list = await AlarmListPage.open(page, 'anna');
    const serious = async () =>
      (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    await expect(list.row(text)).toBeVisible();
    expect(await serious()).toEqual([]);
    const alarm = await list.open(text);
    await expect(alarm.handledBy('Anna Andersson (AA)')).toBeVisible();
    expect(await serious()).toEqual([]);
  });
});

/**
 * The requests the server answered, by route, once they held still for a second: the loads of opening an alarm are
 * over. Counted by the server: Playwright's context does not see the engine's SharedWorker requests.
 */
async function settledRequests(page: Page, request: APIRequestContext): Promise<Map<string, number>> {
  let last = await requestsServed(request);
  for (;;) {
    await page.waitForTimeout(1000);
    const now = await requestsServed(request);
    if (Object.keys(requestsBetween(last, now)).length === 0) return now;
    last = now;
  }
}

test('aesthetics 6.2: registering a reason on an open alarm costs its one POST and reloads nothing', async ({ page, request }) => {
  const { text } = await raiseAlarm(request);
  const alarm = await (await AlarmListPage.open(page, 'anna')).open(text);
  await expect(alarm.handledBy('Anna Andersson (AA)')).toBeVisible();
  const before = await settledRequests(page, request);

  const reason = await alarm.registerReason();
  await expect(alarm.text(reason)).toBeVisible();
  expect(requestsBetween(before, await settledRequests(page, request))).toEqual({ 'POST /api/alarms/:alarm_id/reasonv2': 1 });
});
