import { expect, test } from '@playwright/test';
import { LoginPage } from './page-models/login-page.ts';

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
});
