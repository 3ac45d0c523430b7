import { expect, test } from '@playwright/test';
import { alarmDetail, alarmRow, openDashboard, raiseAlarm } from './alarm-support.ts';
import { apiToken } from './support/operator.ts';

/** The object of the test's alarm. */
const USER_ID = 2;

const pad = (n: number) => String(n).padStart(2, '0');
/** A local date and HH:mm on a 5-minute step, as the form's date and time fields take them. */
function localFields(ms: number): { date: string; time: string } {
  const at = new Date(Math.floor(ms / 300_000) * 300_000);
  return { date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`, time: `${pad(at.getHours())}:${pad(at.getMinutes())}` };
}

test.describe('absences from the alarm header', () => {
  test('ABS-01 ABS-03 ABS-06 ABS-04 ABS-05 DETAIL-03 anna plans an absence, confirms an overlapping ongoing one, sees Absent and ends it', async ({ page, request }) => {
    // Start from a user with no ongoing or upcoming absence (the demo seeds some).
    const headers = { Authorization: `Bearer ${await apiToken(request, 'david')}` };
    const calendar = (await (await request.get(`/api/users/${USER_ID}/absencecalendar`, { headers })).json()) as Record<string, { Id: number }[] | null>;
    for (const absence of [...(calendar.Ongoing ?? []), ...(calendar.Upcoming ?? [])]) {
      expect((await request.put(`/api/users/${USER_ID}/endabsences/${absence.Id}`, { headers })).ok()).toBe(true);
    }
    const { text } = await raiseAlarm(request, { UserId: USER_ID });
    await openDashboard(page, 'anna');
    await alarmRow(page, text).click();
    const detail = alarmDetail(page);
    await expect(detail.getByText('Handled by: Anna Andersson (AA)')).toBeVisible();
    const marker = detail.getByText('Absent', { exact: true });
    await expect(marker).toHaveCount(0);

    await detail.getByRole('button', { name: 'Absences' }).click();
    const dialog = page.getByRole('dialog', { name: 'Absences' });
    const form = dialog.getByRole('form', { name: 'New absence' });
    const upcomingComment = `Trip ${Date.now().toString(36)}`;
    // The form starts at the next 5-minute step: an upcoming absence without an end.
    await form.getByLabel('Reason').selectOption('Travel');
    await form.getByLabel('Comment').fill(upcomingComment);
    await form.getByRole('button', { name: 'Save absence' }).click();
    await expect(dialog.getByRole('region', { name: 'Upcoming' }).getByText(upcomingComment)).toBeVisible();

    // Started an hour ago and open-ended: it overlaps the upcoming one, so the console asks first.
    const ongoingComment = `Ward ${Date.now().toString(36)}`;
    const start = localFields(Date.now() - 3_600_000);
    await form.getByLabel('Start date').fill(start.date);
    await form.getByLabel('Start time').fill(start.time);
    await form.getByLabel('Reason').selectOption('Hospital');
    await form.getByLabel('Comment').fill(ongoingComment);
    await form.getByRole('button', { name: 'Save absence' }).click();
    const overlap = page.getByRole('alertdialog', { name: 'Overlapping absence' });
    await expect(overlap.getByText('The absence overlaps another absence. Continue?')).toBeVisible();
    await overlap.getByRole('button', { name: 'Save anyway' }).click();
    const ongoing = dialog.getByRole('region', { name: 'Ongoing' });
    await expect(ongoing.getByText(ongoingComment)).toBeVisible();
    await expect(marker).toBeVisible();

    await ongoing.getByRole('row', { name: new RegExp(ongoingComment) }).getByRole('button', { name: /^End absence/ }).click();
    await expect(dialog.getByRole('region', { name: 'Previous' }).getByText(ongoingComment)).toBeVisible();
    await expect(ongoing.getByText(ongoingComment)).toHaveCount(0);
    const upcoming = dialog.getByRole('region', { name: 'Upcoming' });
    await upcoming.getByRole('row', { name: new RegExp(upcomingComment) }).getByRole('button', { name: /^Delete absence/ }).click();
    // ux polish: deleting asks first, naming the person.
    const confirmDelete = page.getByRole('alertdialog', { name: 'Delete the absence?' });
    await expect(confirmDelete).toContainText('Travel');
    await confirmDelete.getByRole('button', { name: 'Delete absence' }).click();
    await expect(dialog.getByText(upcomingComment)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(marker).toHaveCount(0);
  });
});
