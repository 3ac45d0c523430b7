import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { NotesWidgets } from './page-models/notes.ts';
import { raiseAlarm } from './support/test-data.ts';

/** Demo group 3 (Planning and visits) is not in the demo's ALLOW_MEDICAL_NOTES ("1,2"); groups 1 and 2 are. */
const GROUP_WITHOUT_MEDICAL_NOTES = 3;

test('NOTE-01 NOTE-11 NOTE-12 a note added appears on top of its section; the seeded notes of each type are shown', async ({ page, request }) => {
  const { text } = await raiseAlarm(request, { RespondentGroupId: 1 });
  const alarm = await (await AlarmListPage.open(page, 'anna')).openOwn(text);
  const widgets = new NotesWidgets(alarm);
  for (const name of ['General notes', 'Medical notes', 'Technical notes']) await expect(widgets.items(name).first()).toBeVisible({ timeout: 10_000 });
  const axe = await new AxeBuilder({ page }).include('.widget--notes').include('.widget--comment').include('.widget--messages').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  const note = `Daughter called back ${Date.now().toString(36)}`;
  await widgets.addNote('General notes', note);
  await expect(widgets.dialog).toBeHidden();
  await expect(widgets.items('General notes').first()).toContainText(note);
  await expect(widgets.items('General notes').first()).toContainText('Anna Andersson');
});

test('NOTE-02 medical notes are not shown for an alarm of a group ALLOW_MEDICAL_NOTES does not list', async ({ page, request }) => {
  const { text } = await raiseAlarm(request, { RespondentGroupId: GROUP_WITHOUT_MEDICAL_NOTES });
  const alarm = await (await AlarmListPage.open(page, 'anna')).openOwn(text);
  const widgets = new NotesWidgets(alarm);
  await expect(widgets.items('General notes').first()).toBeVisible({ timeout: 10_000 });
  await expect(widgets.items('Technical notes').first()).toBeVisible();
  await expect(widgets.section('Medical notes')).toHaveCount(0);
  await expect(alarm.detail.getByText('Allergic to penicillin')).toHaveCount(0);
});

test('NOTE-15 NOTE-17 the response-centre comment is edited in place and read back after the user reloads', async ({ page, request }) => {
  const { text } = await raiseAlarm(request);
  const alarm = await (await AlarmListPage.open(page, 'anna')).openOwn(text);
  const widgets = new NotesWidgets(alarm);
  const comment = `Key with the neighbour at no. ${Date.now() % 1000}`;
  await widgets.comment.getByRole('button', { name: /^Edit the comment/ }).click();
  await widgets.comment.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await widgets.comment.getByRole('button', { name: 'Save comment' }).click();
  await expect(widgets.comment.getByRole('textbox')).toHaveCount(0);
  await expect(widgets.comment.getByRole('button', { name: `Edit the comment: ${comment}` })).toBeVisible();
  await page.reload();
  await expect(new NotesWidgets(alarm).comment.getByRole('button', { name: `Edit the comment: ${comment}` })).toBeVisible({ timeout: 15_000 });
});

test('RES-24 RES-26 qa-handling P3-8 the SMS box starts empty with the cannot-reply sentence below it; the SMS lands in the development outbox ending with it', async ({ page, request }) => {
  const { text } = await raiseAlarm(request);
  const alarm = await (await AlarmListPage.open(page, 'anna')).openOwn(text);
  const widgets = new NotesWidgets(alarm);
  const sms = widgets.messages.getByRole('button', { name: /^Send an SMS to / });
  await sms.nth(1).click();
  const message = widgets.dialog.getByRole('textbox', { name: 'Message' });
  await expect(message).toHaveValue('');
  const footer = widgets.dialog.getByText('Added below your text: This message cannot be replied to.');
  await expect(footer).toBeVisible();
  const [box, below] = [await message.boundingBox(), await footer.boundingBox()];
  expect(box && below && below.y >= box.y + box.height).toBe(true);
  const sent = `Home care is on the way ${Date.now().toString(36)}`;
  await message.fill(sent);
  const ending = '\n\n\nThis message cannot be replied to.';
  await expect(widgets.dialog.getByText(`${sent.length + ending.length}/500`)).toBeVisible();
  const telephone = await widgets.dialog.getByRole('combobox', { name: 'Telephone number' }).inputValue();
  await widgets.dialog.getByRole('button', { name: 'Send' }).click();
  await expect(widgets.dialog).toBeHidden();
  const outbox = (await (await request.get('/api/dev/outbox')).json()) as { Username: string; Telephone: string; Message: string }[];
  expect(outbox).toContainEqual(expect.objectContaining({ Username: 'anna', Telephone: telephone, Message: `${sent}${ending}` }));
});

test('qa-handling P3-22 the response-centre comment shows a visible Edit button, named for the comment it edits', async ({ page, request }) => {
  const { text } = await raiseAlarm(request);
  const alarm = await (await AlarmListPage.open(page, 'anna')).openOwn(text);
  const edit = new NotesWidgets(alarm).comment.getByRole('button', { name: /^Edit the comment/ });
  await expect(edit).toHaveText('✎ Edit');
  await edit.click();
  await expect(new NotesWidgets(alarm).comment.getByRole('textbox', { name: 'Comment' })).toBeFocused();
});

test('qa-handling P3-8 the SMS dialog writes in the console font and its number selector is full size', async ({ page, request }) => {
  const { text } = await raiseAlarm(request);
  const alarm = await (await AlarmListPage.open(page, 'anna')).openOwn(text);
  const widgets = new NotesWidgets(alarm);
  await widgets.messages.getByRole('button', { name: /^Send an SMS to / }).nth(1).click();
  const message = widgets.dialog.getByRole('textbox', { name: 'Message' });
  const fontOf = (locator: typeof message) => locator.evaluate((element) => getComputedStyle(element).fontFamily);
  expect(await fontOf(message)).toBe(await page.evaluate(() => getComputedStyle(document.body).fontFamily));
  const select = await widgets.dialog.getByRole('combobox', { name: 'Telephone number' }).boundingBox();
  const box = await message.boundingBox();
  expect(select && box && [select.height >= 30, Math.round(select.width) === Math.round(box.width)]).toEqual([true, true]);
});
