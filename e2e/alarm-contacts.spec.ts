import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { ContactsWidgets } from './page-models/contacts.ts';
import { raiseAlarm } from './support/test-data.ts';

/** Opens the first contact's More details: its email, numbers and address below the row. */
async function openFirstDetails(widgets: ContactsWidgets): Promise<void> {
  const more = widgets.rows(widgets.contacts).first().getByRole('button', { name: /^More details about / });
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
}

const TEL = { integration: 'Basic telephone (tel)', phone: '+46701000001' } as const;

test.describe('contacts and responders', () => {
  test('RES-01 RES-02 WIDGET-34 WIDGET-35 contacts page at 10; a contact called in basic tel mode is registered on the alarm log', async ({ page, request }) => {
    // Demo user 1 has 12 contacts (seed-contacts.ts); axe reads the whole alarm page, 5-25 s on two shared cores.
    test.setTimeout(120_000);
    const { text } = await raiseAlarm(request, { UserId: 1 });
    const alarm = await (await AlarmListPage.open(page, 'anna', TEL)).openOwn(text);
    const widgets = new ContactsWidgets(alarm);
    await expect(widgets.contacts.getByRole('columnheader')).toHaveText(['Order', 'Name', 'Relationship', 'Telephone', 'Address', 'More details'], { timeout: 10_000 });
    await expect(widgets.rows(widgets.contacts)).toHaveCount(10);
    await expect(widgets.contactsPager.getByRole('button')).toHaveText(['1', '2']);
    await expect(alarm.detail.getByRole('combobox', { name: 'Rows per page' }).first().locator('option')).toHaveText(['10', '20', '50', '100']);
    await widgets.contactsPager.getByRole('button', { name: 'Page 2' }).click();
    await expect(widgets.rows(widgets.contacts)).toHaveCount(2);
    await widgets.contactsPager.getByRole('button', { name: 'Page 1' }).click();
    await openFirstDetails(widgets);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    const first = widgets.rows(widgets.contacts).first();
    const name = ((await first.getByRole('cell').nth(1).textContent()) ?? '').trim();
    const link = first.getByRole('link', { name: /^Call / }).first();
    const number = ((await link.textContent()) ?? '').trim();
    await expect(link).toHaveAttribute('href', `tel:${number}`);
    await widgets.clickTelLink(link);
    await expect(alarm.detail.getByText(`Called ${name} on ${number}`)).toBeVisible({ timeout: 10_000 });
  });

  test('qa-handling P3-24 contacts are numbered in calling order; the nearest relative and the key holders are marked', async ({ page, request }) => {
    // Demo user 1: the first contact is the nearest relative with a key, the second has a key (seed.ts).
    const { text } = await raiseAlarm(request, { UserId: 1 });
    const alarm = await (await AlarmListPage.open(page, 'anna')).openOwn(text);
    const widgets = new ContactsWidgets(alarm);
    const rows = widgets.rows(widgets.contacts);
    await expect(rows).toHaveCount(10, { timeout: 10_000 });
    await expect(rows.locator('td:first-child')).toHaveText(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    const relation = (index: number) => rows.nth(index).getByRole('cell').nth(2);
    await expect(relation(0)).toContainText('Nearest relative');
    await expect(relation(0)).toContainText('Key holder');
    await expect(relation(1)).toContainText('Key holder');
    await expect(widgets.contacts.getByText('Nearest relative', { exact: true })).toHaveCount(1);
  });

  test('RES-03 RES-10 RES-11 RES-12 RES-13 RES-14 RES-16 RES-17 RES-20 RES-21 RES-22 a resource call is sent, updated and recalled', async ({ page, request }) => {
    const { text } = await raiseAlarm(request, { UserId: 2 });
    const alarm = await (await AlarmListPage.open(page, 'anna', TEL)).openOwn(text);
    const widgets = new ContactsWidgets(alarm);
    await expect(widgets.resources.getByRole('columnheader', { name: 'Assign' })).toBeVisible({ timeout: 10_000 });
    await expect(widgets.resources.getByRole('button', { name: 'Night patrol 7 is not logged in' })).toBeDisabled();
    // A logged-in, inactive guard: the demo responders who accept are the active ones, so this call stays as sent.
    const guard = widgets.resources.getByRole('button', { name: 'Call out Guard unit 12 (logged in, not active)' });
    await guard.click();
    const dialog = widgets.callDialog('Guard unit 12');
    const message = dialog.getByRole('textbox', { name: 'Message to the resource' });
    await expect(message).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Recall' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await message.fill('Please check on the user');
    await message.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('One resource was called.')).toBeVisible();
    await expect(alarm.detail.getByText('Guard unit 12 called: Please check on the user')).toBeVisible({ timeout: 10_000 });
    // qa-handling P2-8: the row says in text that the resource was called out.
    const guardRow = widgets.resources.getByRole('row', { name: /Guard unit 12/ });
    await expect(guardRow).toContainText(/Called out \d{2}:\d{2}/);

    await guard.click();
    await expect(message).toHaveValue('Please check on the user');
    await expect(dialog.getByText(/^Called out at /)).toBeVisible();
    await message.fill('Please check on the user, key in the box');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();
    await expect(alarm.detail.getByText('Guard unit 12 called: Please check on the user, key in the box')).toBeVisible({ timeout: 10_000 });

    await guard.click();
    await dialog.getByRole('button', { name: 'Recall' }).click();
    await expect(dialog).toBeHidden();
    // Snackbars queue, 4 s each: the recall's comes after the two sends'.
    await expect(page.getByText('The resource call was recalled.')).toBeVisible({ timeout: 15_000 });
    await expect(guardRow).not.toContainText('Called out');
    await guard.click();
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('qa-handling P2-8: a called-out responder who accepts shows Accepted in the Resources row, in text', async ({ page, request }) => {
    test.setTimeout(60_000);
    const { text } = await raiseAlarm(request, { UserId: 2 });
    const alarm = await (await AlarmListPage.open(page, 'anna', TEL)).openOwn(text);
    const widgets = new ContactsWidgets(alarm);
    const active = widgets.resources.getByRole('button', { name: /^Call out .* \(logged in, active\)$/ }).first();
    await expect(active).toBeVisible({ timeout: 10_000 });
    const name = /^Call out (.*) \(logged in, active\)$/.exec((await active.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    await active.click();
    const dialog = widgets.callDialog(name);
    await dialog.getByRole('textbox', { name: 'Message to the resource' }).fill('Fall in the bathroom');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toBeHidden();
    const row = widgets.resources.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(/Called out \d{2}:\d{2}/, { timeout: 10_000 });
    // The demo's active responders accept after ARC_DEMO_RESPONDER_MS (8 s by default).
    await expect(row).toContainText(/Accepted \d{2}:\d{2}/, { timeout: 20_000 });
  });
});
