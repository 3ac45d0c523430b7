import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { alarmDetail, alarmRow, openDashboard, raiseAlarm } from './alarm-support.ts';
import { acceptUnloadPrompts, acknowledgeWhenAsked, apiToken } from './support/operator.ts';
import { requestsBetween, requestsServed, serverLogCount, storedOutbox } from './sync-support.ts';

/**
 * The write outbox end to end (workers/sync/outbox.ts): a reason registered offline waits in IndexedDB, survives a
 * reload, a closed tab and a leader hand-over, and reaches the server exactly once; a write the server refuses is
 * shown to the operator with the server's message and keeps the operator's text.
 */

const REASON_ROUTE = 'POST /api/alarms/:alarm_id/reasonv2';

/** ERR-01: losing the connection opens a modal; these tests go offline on purpose, so they answer it when it shows. */
async function answerConnectionLost(page: Page): Promise<void> {
  const modal = page.getByRole('alertdialog', { name: 'Connection lost' });
  await page.addLocatorHandler(modal, async () => {
    await modal.getByRole('button', { name: 'OK' }).click();
  });
}

/** Raises an alarm, lets anna take it (a live write) and opens it; the service worker is ready for offline loads. */
async function takeAlarmAsAnna(page: Page, request: APIRequestContext): Promise<number> {
  await answerConnectionLost(page);
  const { AlarmId, text } = await raiseAlarm(request);
  await openDashboard(page, 'anna');
  await alarmRow(page, text).click();
  await expect(alarmDetail(page).getByText('Handled by: Anna Andersson (AA)')).toBeVisible({ timeout: 10_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  return AlarmId;
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect(page.getByRole('button', { name: /Connection status/ })).toHaveAttribute('data-indicator', 'red', { timeout: 15_000 });
}

/** Picks the first listed reason through the picker (keyboard, as an operator does) and answers its text. */
async function registerReason(page: Page): Promise<string> {
  const reason = alarmDetail(page).getByRole('combobox', { name: 'Reason' });
  await reason.click();
  await reason.press('ArrowDown');
  const text = (await alarmDetail(page).getByRole('option').first().textContent())?.trim() ?? '';
  expect(text).not.toBe('');
  await reason.press('Enter');
  return text;
}

function waitingNotice(page: Page) {
  return alarmDetail(page).getByRole('status').filter({ hasText: /Waiting to send 1 change/ });
}

/** A tab of the same browser opened straight on the alarm, as after a reload or a reopened tab. */
async function openAlarmTab(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  acceptUnloadPrompts(page);
  await acknowledgeWhenAsked(page);
  await answerConnectionLost(page);
  await page.goto(url);
  await expect(alarmDetail(page)).toBeVisible({ timeout: 15_000 });
  return page;
}

/** Back online: the queued reason reaches the server once, and the console shows it registered. */
async function expectDeliveredOnce(page: Page, request: APIRequestContext, alarmId: number, reason: string, before: Map<string, number>) {
  await expect.poll(() => serverLogCount(request, 'anna', alarmId, reason), { timeout: 30_000 }).toBe(1);
  await expect(waitingNotice(page)).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(() => storedOutbox(page, 'anna')).toEqual([]);
  await expect(alarmDetail(page).getByText(reason, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  expect(await serverLogCount(request, 'anna', alarmId, reason)).toBe(1);
  // One attempt reached the server: it was sent when back online, not before and not again.
  expect(requestsBetween(before, await requestsServed(request))[REASON_ROUTE]).toBe(1);
}

test.describe('the write outbox', () => {
  test('a reason registered offline survives a reload and reaches the server once', async ({ browser, request }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const alarmId = await takeAlarmAsAnna(page, request);
    const before = await requestsServed(request);

    await goOffline(context, page);
    const reason = await registerReason(page);
    await expect(waitingNotice(page)).toBeVisible();

    await page.reload();
    await expect(waitingNotice(page)).toBeVisible({ timeout: 15_000 });
    expect(await serverLogCount(request, 'anna', alarmId, reason)).toBe(0);

    await context.setOffline(false);
    await expectDeliveredOnce(page, request, alarmId, reason, before);
    await context.close();
  });

  test('a reason registered offline survives a closed tab and is sent from a new one', async ({ browser, request }) => {
    const context = await browser.newContext();
    const first = await context.newPage();
    const alarmId = await takeAlarmAsAnna(first, request);
    const url = first.url();
    const before = await requestsServed(request);

    await goOffline(context, first);
    const reason = await registerReason(first);
    await expect(waitingNotice(first)).toBeVisible();
    await first.close({ runBeforeUnload: true });

    const second = await openAlarmTab(context, url);
    await expect(waitingNotice(second)).toBeVisible({ timeout: 15_000 });
    expect(await serverLogCount(request, 'anna', alarmId, reason)).toBe(0);

    await context.setOffline(false);
    await expectDeliveredOnce(second, request, alarmId, reason, before);
    await context.close();
  });

  test('a queued reason the server refuses (taken over meanwhile) shows the server message and keeps the text until discarded', async ({ browser, request }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const alarmId = await takeAlarmAsAnna(page, request);
    const before = await requestsServed(request);

    await goOffline(context, page);
    const reason = await registerReason(page);
    await expect(waitingNotice(page)).toBeVisible();

    // Meanwhile david takes the alarm over (DETAIL-10): anna's reason is no longer hers to add.
    const david = { Authorization: `bearer ${await apiToken(request, 'david')}` };
    expect((await request.post(`/api/alarms/${alarmId}/accept`, { headers: david, data: { force: true } })).ok()).toBe(true);

    await context.setOffline(false);
    await expect.poll(async () => (await storedOutbox(page, 'anna')).map((row) => row.state), { timeout: 30_000 }).toEqual(['failed']);
    const [refused] = await storedOutbox(page, 'anna');
    expect(refused?.body).toEqual({ message: reason });
    expect(refused?.error?.code).toBe('NOT_OWNER_ALARM');

    // The operator sees why: the status light lists the server's refusal.
    const light = page.getByRole('button', { name: /Connection status/ });
    await expect(light).toHaveAttribute('data-indicator', 'red');
    await light.click();
    const popup = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Got it' }) });
    await expect(popup).toContainText('You are not the owner of this alarm. Take it over to change it.');
    await expect(waitingNotice(page)).toHaveCount(0);

    // Not retried blindly: one attempt, and the text stays in the outbox for the operator.
    expect(requestsBetween(before, await requestsServed(request))[REASON_ROUTE]).toBe(1);
    expect(await serverLogCount(request, 'anna', alarmId, reason)).toBe(0);
    expect((await storedOutbox(page, 'anna')).map((row) => row.attempts)).toEqual([1]);

    // Beside the alarm, "Not sent" shows the operator's text and the server's reason; discarding asks first.
    await popup.getByRole('button', { name: 'Got it' }).click();
    const notSent = alarmDetail(page).getByRole('region', { name: 'Not sent' });
    await expect(notSent.getByText(reason, { exact: true })).toBeVisible();
    await expect(notSent).toContainText('You are not the owner of this alarm. Take it over to change it.');
    await notSent.getByRole('button', { name: 'Discard' }).click();
    await expect(notSent.getByRole('group', { name: 'Discard this change? Its text will be lost.' })).toBeVisible();
    expect(await storedOutbox(page, 'anna')).toHaveLength(1);
    await notSent.getByRole('button', { name: 'Yes, discard' }).click();
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
    const alarmId = await takeAlarmAsAnna(leader, request);
    const follower = await openAlarmTab(context, leader.url());
    /** Who holds the leader's Web Lock (a worker's client id), as the browser's lock manager says. */
    const leaderLock = (page: Page) =>
      page.evaluate(async () => ((await navigator.locks.query()).held ?? []).find((lock) => lock.name?.endsWith('-leader'))?.clientId ?? null);
    // The first tab's worker leads (it holds the Web Lock); the second forwards to it.
    const firstLeader = await leaderLock(follower);
    expect(firstLeader).not.toBeNull();
    const before = await requestsServed(request);

    await goOffline(context, leader);
    const reason = await registerReason(leader);
    await expect(waitingNotice(leader)).toBeVisible();
    await expect(waitingNotice(follower)).toBeVisible();
    await leader.close({ runBeforeUnload: true });

    // The follower's worker is granted the leader lock and takes the session and the outbox over from IndexedDB.
    await expect
      .poll(async () => {
        const holder = await leaderLock(follower);
        return holder !== null && holder !== firstLeader;
      }, { timeout: 15_000 })
      .toBe(true);
    await expect(waitingNotice(follower)).toBeVisible();
    expect(await serverLogCount(request, 'anna', alarmId, reason)).toBe(0);

    await context.setOffline(false);
    await expectDeliveredOnce(follower, request, alarmId, reason, before);
    await context.close();
  });
});
