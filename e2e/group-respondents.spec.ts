import { expect, test } from '@playwright/test';
import { LoginPage } from './page-models/login-page.ts';
import { acceptAlarm } from './support/demo-api.ts';
import { raiseAlarm } from './support/test-data.ts';

test.describe('group respondents', () => {
  test('GROUP-06 GROUP-07 GROUP-08 ROUTE-10 the respondents table shows name (initials), logged in, active and telephone', async ({ page }) => {
    const groups = await new LoginPage(page).logIn('anna');
    await groups.joinSelectedGroups();
    await page.goto('/dashboard/groups');
    const respondents = await groups.openRespondents('Central – all alarms');
    await expect(respondents.heading).toBeVisible();
    await expect(respondents.table.getByRole('columnheader')).toHaveText(['Name', 'Logged in', 'Active', 'Telephone']);
    // Anna is logged in with her socket open (this session); Björn is in the group but neither. Both rows come from the server.
    const anna = respondents.respondent('Anna Andersson (AA)');
    await expect(anna.getByRole('cell')).toHaveText(['Anna Andersson (AA)', 'Yes', 'Yes', '+46701000001']);
    const bjorn = respondents.respondent('Björn Berg (BB)');
    await expect(bjorn.getByRole('cell')).toHaveText(['Björn Berg (BB)', 'No', 'No', '+46701000002']);
  });

  test('qa-supervisor P3-6: after "Keep my groups" the boxes show the membership as it is', async ({ page, request }) => {
    const groups = await new LoginPage(page).logIn('anna');
    await groups.joinSelectedGroups();
    await expect(page).toHaveURL(/#\/dashboard$/);
    const { AlarmId } = await raiseAlarm(request);
    await acceptAlarm(request, 'anna', AlarmId);
    await page.goto('/#/dashboard/groups');
    const boxes = groups.choices.getByRole('checkbox');
    const joinable = groups.choices.getByRole('checkbox', { checked: true, disabled: false });
    await expect(joinable.first()).toBeVisible();
    const before = await boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).checked));
    // Leaving every group that can be left leaves the one holding Anna's alarm.
    while ((await joinable.count()) > 0) await joinable.first().uncheck();
    await groups.joinSelectedGroups();
    const warning = page.getByRole('alertdialog', { name: 'Leave groups with your alarms?' });
    await warning.getByRole('button', { name: 'Keep my groups' }).click();
    await expect(warning).toBeHidden();
    await expect.poll(() => boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).checked))).toEqual(before);
  });
});
