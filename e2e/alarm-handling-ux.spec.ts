import { expect, test, type Locator, type Page } from '@playwright/test';
import { LIMITS } from '../src/contract/limits.ts';
import { alarmDetail, alarmRow, openDashboard, raiseAlarm, secondOperator } from './alarm-support.ts';
import { acknowledgementModal, apiToken } from './support/operator.ts';

/** Picks the first listed reason and action with the keyboard, then waits until Clear is allowed. */
async function pickReasonAndAction(page: Page, detail: Locator): Promise<void> {
  for (const name of ['Reason', 'Action']) {
    const box = detail.getByRole('combobox', { name });
    await box.focus();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(box).toBeEnabled();
  }
  await expect(detail.getByRole('button', { name: 'Clear alarm' })).not.toHaveAttribute('aria-disabled', 'true', { timeout: 10_000 });
}

/** Raises an alarm and opens it as anna, who then owns it. */
async function openOwnAlarm(page: Page, request: Parameters<typeof raiseAlarm>[0]) {
  const alarm = await raiseAlarm(request);
  await openDashboard(page, 'anna');
  await alarmRow(page, alarm.text).click();
  const detail = alarmDetail(page);
  await expect(detail.getByText('Handled by: Anna Andersson (AA)')).toBeVisible();
  return { ...alarm, detail };
}

test.describe('handling an alarm (issue 10)', () => {
  test('ux #3: Ctrl+Enter asks before clearing, a second Ctrl+Enter confirms, and never while a reason is being typed', async ({ page, request }) => {
    const { detail } = await openOwnAlarm(page, request);
    await pickReasonAndAction(page, detail);
    const reason = detail.getByRole('combobox', { name: 'Reason' });
    await reason.fill('Fell in the hall, unhurt');
    await page.keyboard.press('Control+Enter');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(detail.getByRole('alert').filter({ hasText: 'Save or empty the reason and action fields before clearing.' })).toBeVisible();
    await expect(reason).toHaveValue('Fell in the hall, unhurt');
    await expect(page).toHaveURL(/#\/dashboard\/template\//);

    await reason.fill('');
    await page.keyboard.press('Control+Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Clear alarm' });
    await expect(confirm).toBeVisible();
    await expect(page).toHaveURL(/#\/dashboard\/template\//);
    await page.keyboard.press('Control+Enter');
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  test('ux #24: "Back to list" is apart from "Clear alarm", and the disabled Clear says what is missing', async ({ page, request }) => {
    const { detail } = await openOwnAlarm(page, request);
    await expect(detail.getByRole('button', { name: 'Close alarm' })).toHaveCount(0);
    const back = detail.getByRole('button', { name: 'Back to list' });
    const clear = detail.getByRole('button', { name: 'Clear alarm' });
    await expect(back).toBeVisible();
    await expect(clear).toHaveAccessibleDescription('Pick a reason and an action first.');
    const reason = detail.getByRole('combobox', { name: 'Reason' });
    await reason.focus();
    await reason.press('ArrowDown');
    await reason.press('Enter');
    await expect(clear).toHaveAccessibleDescription('Pick an action first.', { timeout: 10_000 });
    await back.click();
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  test('ux #11: Change object asks first, naming both people, and is offered only to the owner', async ({ page, browser, request }) => {
    test.setTimeout(60_000);
    const { text, detail } = await openOwnAlarm(page, request);
    const before = (await detail.locator('.user-info__customer').textContent()) ?? '';
    await detail.getByRole('button', { name: 'Change object' }).click();
    const search = page.getByRole('dialog', { name: 'Change object' });
    await search.getByLabel(/^Search object/).fill('Karin');
    const first = search.getByRole('list').getByRole('button').first();
    await expect(first).toBeVisible({ timeout: 10_000 });
    const target = ((await first.textContent()) ?? '').split(' · ')[0] ?? '';
    await first.click();
    const confirm = page.getByRole('alertdialog', { name: 'Move the alarm?' });
    await expect(confirm).toContainText(`Move this alarm from ${before} to ${target}?`);
    await confirm.getByRole('button', { name: 'Move alarm' }).click();
    await expect(detail.locator('.user-info__customer')).toHaveText(target, { timeout: 10_000 });

    const david = await secondOperator(browser, 'david');
    await david.getByRole('tab', { name: /^Responded/ }).click();
    await alarmRow(david, text).click();
    await expect(alarmDetail(david).getByText('Handled by: Anna Andersson (AA)')).toBeVisible();
    await expect(alarmDetail(david).getByRole('button', { name: 'Change object' })).toHaveCount(0);
    await david.context().close();
  });

  test('ux #9: after a take-over the previous owner is told who took it and keeps her unsent text', async ({ page, browser, request }) => {
    test.setTimeout(60_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const { text, detail } = await openOwnAlarm(page, request);
    await detail.getByRole('combobox', { name: 'Reason' }).fill('She fell in the kitchen');

    const david = await secondOperator(browser, 'david');
    await david.getByRole('tab', { name: /^Responded/ }).click();
    await alarmRow(david, text).click();
    await alarmDetail(david).getByRole('button', { name: 'Take over' }).click();
    await david.getByRole('alertdialog', { name: 'Take over alarm' }).getByRole('button', { name: 'Take over' }).click();

    const notice = detail.getByRole('alert').filter({ hasText: 'David Dahl took over this alarm.' });
    await expect(notice).toBeVisible({ timeout: 10_000 });
    await expect(notice).toContainText('She fell in the kitchen');
    await notice.getByRole('button', { name: 'Copy unsent text' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('She fell in the kitchen');
    await david.context().close();
  });

  test('ux #16: on a tablet, leaving or clearing an alarm returns to the list tab', async ({ page, request }) => {
    const { text, detail } = await openOwnAlarm(page, request);
    await page.setViewportSize({ width: 1000, height: 800 });
    const listTab = page.getByRole('tab', { name: /^Alarm list/ });
    await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await detail.getByRole('button', { name: 'Back to list' }).click();
    await expect(listTab).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('tab', { name: /^My/ }).click();
    await alarmRow(page, text).click();
    await pickReasonAndAction(page, detail);
    await detail.getByRole('button', { name: 'Clear alarm' }).click();
    await page.getByRole('alertdialog', { name: 'Clear alarm' }).getByRole('button', { name: 'Clear' }).click();
    await expect(listTab).toHaveAttribute('aria-selected', 'true');
  });

  test('ux #19: free-text fields show their limit, count and stop at it', async ({ page, request }) => {
    const { detail } = await openOwnAlarm(page, request);
    const reason = detail.getByRole('combobox', { name: 'Reason' });
    await reason.fill('x'.repeat(LIMITS.freeText + 600));
    await expect(reason).toHaveValue('x'.repeat(LIMITS.freeText));
    await expect(reason).toHaveAccessibleDescription(new RegExp(`${LIMITS.freeText} of ${LIMITS.freeText} characters`));

    await detail.getByRole('button', { name: 'Absences' }).click();
    const comment = page.getByRole('dialog', { name: 'Absences' }).getByRole('form', { name: 'New absence' }).getByLabel('Comment');
    await expect(comment).toHaveAccessibleDescription(`0 of ${LIMITS.freeText} characters`);
    await comment.fill('y'.repeat(LIMITS.freeText + 1));
    await expect(comment).toHaveValue('y'.repeat(LIMITS.freeText));
  });

  test('ux #15: at 1366x768 reason, action and Clear are in view without scrolling; at 1920 the detail uses the width', async ({ page, request }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const { detail } = await openOwnAlarm(page, request);
    await expect(detail.getByRole('combobox', { name: 'Reason' })).toBeInViewport({ ratio: 1 });
    await expect(detail.getByRole('combobox', { name: 'Action' })).toBeInViewport({ ratio: 1 });
    await expect(detail.getByRole('button', { name: 'Clear alarm' })).toBeInViewport({ ratio: 1 });

    await page.setViewportSize({ width: 1920, height: 1080 });
    const box = await detail.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(1920 * 0.5);
  });

  test('ux #25: the acknowledgement names the alarm (person, time, a link) and is given from the alarm', async ({ page, request }) => {
    const { AlarmId, text } = await raiseAlarm(request, { RequiresAcknowledgement: true, Acknowledgement: 'Key holder is away' });
    await openDashboard(page, 'anna');
    // This test answers the acknowledgement itself.
    await page.removeLocatorHandler(acknowledgementModal(page));
    const modal = page.getByRole('alertdialog', { name: 'Acknowledgement required' });
    const headers = { Authorization: `bearer ${await apiToken(request, 'anna')}` };
    expect((await request.post(`/api/alarms/${AlarmId}/accept`, { headers, data: { force: false } })).ok()).toBe(true);

    await expect(modal).toContainText(text, { timeout: 10_000 });
    await expect(modal).toContainText('Astrid Lund');
    await expect(modal.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeVisible();
    await modal.getByRole('link', { name: 'Open the alarm to acknowledge it' }).click();
    await expect(page).toHaveURL(new RegExp(`/${AlarmId}$`));
    await expect(modal).toHaveCount(0);
    const ask = alarmDetail(page).getByRole('alert').filter({ hasText: 'This alarm must be acknowledged.' });
    await ask.getByRole('button', { name: 'Got it' }).click();
    await expect(ask).toHaveCount(0);
    await alarmDetail(page).getByRole('button', { name: 'Back to list' }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
    await page.getByRole('tab', { name: /^My alarms/ }).click();
    await expect(alarmRow(page, text)).toBeVisible();
    await expect(modal).toHaveCount(0);
  });
});
