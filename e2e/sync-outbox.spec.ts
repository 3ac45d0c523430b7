import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { AlarmPage } from './page-models/alarm-page.ts';
import { Shell } from './page-models/shell.ts';
import { apiToken, serverLogCount } from './support/demo-api.ts';
import { requestsBetween, requestsServed } from './support/metrics.ts';
import { storedOutbox } from './support/stored.ts';
import { raiseAlarm } from './support/test-data.ts';

// The service worker is part of what these tests prove (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * The write outbox end to end (workers/sync/outbox.ts): a reason registered offline waits in IndexedDB, survives a
 * reload, a closed tab and a leader hand-over, and reaches the server exactly once; a write the server refuses is
 * shown to the operator with the server's message and keeps the operator's text.
 */

const REASON_ROUTE = 'POST /api/alarms/:alarm_id/reasonv2';

/** Raises an alarm, lets anna take it (a live write) and opens it; the service worker is ready for offline loads. */
async function takeAlarmAsAnna(page: Page, request: APIRequestContext): Promise<{ alarmId: number; alarm: AlarmPage }> {
  await new Shell(page).answerConnectionLostWhenAsked();
  const { AlarmId, text } = await raiseAlarm(request);
  const alarm = await (await AlarmListPage.open(page, 'anna')).openOwn(text, { timeout: 10_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  return { alarmId: AlarmId, alarm };
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect(new Shell(page).statusLight).toHaveAttribute('data-indicator', 'red', { timeout: 15_000 });
}

/** A tab of the same browser opened straight on the alarm, as after a reload or a reopened tab. */
async function openAlarmTab(context: BrowserContext, url: string): Promise<AlarmPage> {
  const shell = await Shell.newTab(context);
  await shell.acknowledgeWhenAsked();
  await shell.answerConnectionLostWhenAsked();
  await shell.page.goto(url);
  const alarm = new AlarmPage(shell.page);
  await expect(alarm.detail).toBeVisible({ timeout: 15_000 });
  return alarm;
}

/** Back online: the queued reason reaches the server once, and the console shows it registered. */
async function expectDeliveredOnce(alarm: AlarmPage, request: APIRequestContext, alarmId: number, reason: string, before: Map<string, number>) {
  await expect.poll(() => serverLogCount(request, 'anna', alarmId, reason), { timeout: 30_000 }).toBe(1);
  await expect(alarm.waitingNotice).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(() => storedOutbox(alarm.page, 'anna')).toEqual([]);
  await expect(alarm.text(reason)).toBeVisible({ timeout: 15_000 });
  expect(await serverLogCount(request, 'anna', alarmId, reason)).toBe(1);
  // One attempt reached the server: it was sent when back online, not before and not again.
  expect(requestsBetween(before, await requestsServed(request))[REASON_ROUTE]).toBe(1);
}

test.describe('the write outbox', () => {
  test('a reason registered offline survives a reload and reaches the server once', async ({ browser, request }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const { alarmId, alarm } = await takeAlarmAsAnna(page, request);
    const before = await requestsServed(request);

    await goOffline(context, page);
    const reason = await alarm.registerReason();
    await expect(alarm.waitingNotice).toBeVisible();

    await page.reload();
    await expect(alarm.waitingNotice).toBeVisible({ timeout: 15_000 });
    expect(await serverLogCount(request, 'anna', alarmId, reason)).toBe(0);

    await context.setOffline(false);
    await expectDeliveredOnce(alarm, request, alarmId, reason, before);
    await context.close();
  });

  test('a reason registered offline survives a closed tab and is sent from a new one', async ({ browser, request }) => {
    const context = await browser.newContext();
    const first = await context.newPage();
    const { alarmId, alarm } = await takeAlarmAsAnna(first, request);
    const url = first.url();
    const before = await requestsServed(request);

    await goOffline(context, first);
    const reason = await alarm.registerReason();
    await expect(alarm.waitingNotice).toBeVisible();
    await first.close({ runBeforeUnload: true });

    const second = await openAlarmTab(context, url);
    await expect(second.waitingNotice).toBeVisible({ timeout: 15_000 });
    expect(await serverLogCount(request, 'anna', alarmId, reason)).toBe(0);

    await context.setOffline(false);
    await expectDeliveredOnce(second, request, alarmId, reason, before);
    await context.close();
  });

  test('a queued reason the server refuses (taken over meanwhile) shows the server message and keeps the text until discarded', async ({ browser, request }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const { alarmId, alarm } = await takeAlarmAsAnna(page, request);
    const before = await requestsServed(request);

    await goOffline(context, page);
    const reason = await alarm.registerReason();
    await expect(alarm.waitingNotice).toBeVisible();

    // Meanwhile david takes the alarm over (DETAIL-10): anna's reason is no longer hers to add.
    const david = { Authorization: `bearer ${await apiToken(request, 'david')}` };
    expect((await request.post(`/api/alarms/${alarmId}/accept`, { headers: david, data: { force: true } })).ok()).toBe(true);

    await context.setOffline(false);
    await expect.poll(async () => (await storedOutbox(page, 'anna')).map((row) => row.state), { timeout: 30_000 }).toEqual(['failed']);
    const [refused] = await storedOutbox(page, 'anna');
    expect(refused?.body).toEqual({ message: reason });
    expect(refused?.error?.code).toBe('NOT_OWNER_ALARM');

    // The operator sees why: the status light lists the server's refusal.
    const shell = new Shell(page);
    await expect(shell.statusLight).toHaveAttribute('data-indicator', 'red');
    await shell.openConnectionStatus();
    const popup = shell.statusDialog;
    await expect(popup).toContainText('You are not the owner of this alarm. Take it over to change it.');
    await expect(alarm.waitingNotice).toHaveCount(0);

    // Not retried blindly: one attempt, and the text stays in the outbox for the operator.
    expect(requestsBetween(before, await requestsServed(request))[REASON_ROUTE]).toBe(1);
    expect(await serverLogCount(request, 'anna', alarmId, reason)).toBe(0);
    expect((await storedOutbox(page, 'anna')).map((row) => row.attempts)).toEqual([1]);

    // Beside the alarm, "Not sent" shows the operator's text and the server's reason; discarding asks first.
    await popup.getByRole('button', { name: 'Got it' }).click();
    const { notSent } = alarm;
    await expect(notSent.getByText(reason, { exact: true })).toBeVisible();
    await expect(notSent).toContainText('You are not the owner of this alarm. Take it over to change it.');
    await alarm.askToDiscardUnsent();
    await expect(notSent.getByRole('group', { name: 'Discard this change? Its text will be lost.' })).toBeVisible();
    expect(await storedOutbox(page, 'anna')).toHaveLength(1);
    await alarm.confirmDiscardUnsent();
    await expect(notSent).toHaveCount(0);
    await expect.poll(() => storedOutbox(page, 'anna')).toEqual([]);
    expect(await serverLogCount(request, 'anna', alarmId, reason)).toBe(0);
    await context.close();
  });

  test('leader election (no SharedWorker): a write queued in the leading tab is delivered once after it closed', async ({ browser, request }) => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      Object.defineProperty(globalThis, 'SharedWorker', { value: undefined, configurable: true });
    });
    const leader = await context.newPage();
    const { alarmId, alarm: leading } = await takeAlarmAsAnna(leader, request);
    const following = await openAlarmTab(context, leader.url());
    const follower = following.page;
    /** Who holds the leader's Web Lock (a worker's client id), as the browser's lock manager says. */
    const leaderLock = (page: Page) =>
      page.evaluate(async () => ((await navigator.locks.query()).held ?? []).find((lock) => lock.name?.endsWith('-leader'))?.clientId ?? null);
    // The first tab's worker leads (it holds the Web Lock); the second forwards to it.
    const firstLeader = await leaderLock(follower);
    expect(firstLeader).not.toBeNull();
    const before = await requestsServed(request);

    await goOffline(context, leader);
    const reason = await leading.registerReason();
    await expect(leading.waitingNotice).toBeVisible();
    await expect(following.waitingNotice).toBeVisible();
    await leader.close({ runBeforeUnload: true });

    // The follower's worker is granted the leader lock and takes the session and the outbox over from IndexedDB.
    await expect
      .poll(async () => {
        const holder = await leaderLock(follower);
        return holder !== null && holder !== firstLeader;
      }, { timeout: 15_000 })
      .toBe(true);
    await expect(following.waitingNotice).toBeVisible();
    expect(await serverLogCount(request, 'anna', alarmId, reason)).toBe(0);

    await context.setOffline(false);
    await expectDeliveredOnce(following, request, alarmId, reason, before);
    await context.close();
  });
});
