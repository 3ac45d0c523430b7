import { expect, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { apiToken } from './support/demo-api.ts';
import { raiseAlarm } from './support/test-data.ts';

/** The object of the test's alarm. */
const USER_ID = 2;

const pad = (n: number) => String(n).padStart(2, '0');
/** A local date and HH:mm on a 5-minute step, as the form's date and time fields take them. */
function localFields(ms: number): { date: string; time: string } {
  const at = new Date(Math.floor(ms / 300_000) * 300_000);
  return { date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`, time: `${pad(at.getHours())}:${pad(at.getMinutes())}` };
}

test.describe('absences from the alarm header', () => {
  test('ABS-01 ABS-03 ABS-06 ABS-04 ABS-05 DETAIL-03 qa-supervisor P3-13 anna plans an absence, confirms an overlapping ongoing one (the warning names the other), sees Absent and ends it', async ({ page, request }) => {
    // Start from a user with no ongoing or upcoming absence (the demo seeds some).
    const headers = { Authorization: `Bearer ${await apiToken(request, 'david')}` };
    const calendar = (await (await request.get(`/api/users/${USER_ID}/absencecalendar`, { headers })).json()) as Record<string, { Id: number }[] | null>;
    for (const absence of [...(calendar.Ongoing ?? []), ...(calendar.Upcoming ?? [])]) {
      expect((await request.put(`/api/users/${USER_ID}/endabsences/${absence.Id}`, { headers })).ok()).toBe(true);
    }
    const { text } = await raiseAlarm(request, { UserId: USER_ID });
    const list = await AlarmListPage.open(page, 'anna');
    const alarm = await list.openOwn(text);
    const marker = alarm.detail.getByText('Absent', { exact: true });
    await expect(marker).toHaveCount(0);

    const absences = await alarm.openAbsences();
    const upcomingComment = `Trip ${Date.now().toString(36)}`;
    // The form starts at the next 5-minute step: an upcoming absence without an end.
    await absences.plan({ reason: 'Travel', comment: upcomingComment });
    await expect(absences.section('Upcoming').getByText(upcomingComment)).toBeVisible();

    // Started an hour ago and open-ended: it overlaps the upcoming one, so the console asks first.
    const ongoingComment = `Ward ${Date.now().toString(36)}`;
    await absences.plan({ reason: 'Hospital', comment: ongoingComment, start: localFields(Date.now() - 3_600_000) });
    await expect(absences.overlapDialog.getByText('The absence overlaps another absence. Continue?')).toBeVisible();
    // qa-supervisor P3-13: the warning names the absence it overlaps, by reason and period.
    await expect(absences.overlapDialog.getByRole('listitem')).toHaveText([/^Travel: From \d{4}-\d{2}-\d{2} \d{2}:\d{2} until further notice$/]);
    await absences.saveAnyway();
    const ongoing = absences.section('Ongoing');
    await expect(ongoing.getByText(ongoingComment)).toBeVisible();
    await expect(marker).toBeVisible();

    await absences.end(ongoingComment);
    await expect(absences.section('Previous').getByText(ongoingComment)).toBeVisible();
    await expect(ongoing.getByText(ongoingComment)).toHaveCount(0);
    await absences.askToDelete(upcomingComment);
    // ux polish: deleting asks first, naming the person.
    await expect(absences.deleteDialog).toContainText('Travel');
    await absences.confirmDelete();
    await expect(absences.dialog.getByText(upcomingComment)).toHaveCount(0);
    await absences.close();
    await expect(marker).toHaveCount(0);
  });

  test('qa-supervisor P2-3: an absence that starts while the dialog is open moves to Ongoing with End absence, without a refetch', async ({ page, request }) => {
    const headers = { Authorization: `Bearer ${await apiToken(request, 'david')}` };
    const comment = `Soon ${Date.now().toString(36)}`;
    // Through the contract: the form's 5-minute steps cannot start an absence a few seconds from now.
    const start = new Date(Date.now() + 20_000);
    const created = await request.post(`/api/users/${USER_ID}/absence?force=true`, {
      headers,
      data: { StartDate: start.toISOString(), EndDate: new Date(start.getTime() + 3_600_000).toISOString(), HasEndDate: true, Reason: 'Travel', Comment: comment },
    });
    expect(created.ok()).toBe(true);
    const { text } = await raiseAlarm(request, { UserId: USER_ID });
    const list = await AlarmListPage.open(page, 'anna');
    const alarm = await list.openOwn(text);
    const absences = await alarm.openAbsences();
    const upcoming = absences.section('Upcoming').getByRole('row', { name: new RegExp(comment) });
    await expect(upcoming.getByRole('button', { name: /^Delete absence/ })).toBeVisible();

    const ongoing = absences.section('Ongoing').getByRole('row', { name: new RegExp(comment) });
    await expect(ongoing.getByRole('button', { name: /^End absence/ })).toBeVisible({ timeout: 40_000 });
    await expect(upcoming).toHaveCount(0);
    await absences.end(comment);
    await expect(absences.section('Previous').getByText(comment)).toBeVisible();
  });
});

test('DETAIL-17 an absent person\'s alarm may be cleared without a reason and an action', async ({ page, request }) => {
  const userId = 7;
  const { text } = await raiseAlarm(request, { UserId: userId });
  const headers = { Authorization: `bearer ${await apiToken(request, 'anna')}` };
  const ongoing = async () => ((await (await request.get(`/api/users/${userId}/absencecalendar`, { headers })).json()) as { Ongoing: { Id: number }[] }).Ongoing.map(({ Id }) => Id);
  const before = await ongoing();
  // Confirmed (force): the demo person may have other absences planned.
  const started = await request.post(`/api/users/${userId}/absence?force=true`, { headers, data: { StartDate: new Date(Date.now() - 60_000).toISOString(), Reason: 'Hospital' } });
  expect(started.ok(), await started.text()).toBe(true);
  try {
    const list = await AlarmListPage.open(page, 'anna');
    const alarm = await list.openOwn(text);
    await alarm.expectClearAllowed();
    await alarm.clear();
    await expect(page).toHaveURL(/#\/dashboard$/, { timeout: 10_000 });
    await list.showTab('Deactivated');
    await expect(list.row(text)).toBeVisible({ timeout: 10_000 });
  } finally {
    for (const id of await ongoing()) if (!before.includes(id)) await request.put(`/api/users/${userId}/endabsences/${id}`, { headers });
  }
});
