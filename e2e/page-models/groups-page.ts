import { expect, type Locator, type Page } from '@playwright/test';

/** /dashboard/groups: the groups an operator receives alarms from; each group links to its respondents. */
export class GroupsPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly choices: Locator;
  readonly joinButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { name: 'Respondent groups' });
    this.choices = page.getByRole('group', { name: 'Choose the groups whose alarms you receive.' });
    this.joinButton = page.getByRole('button', { name: 'Join selected groups' });
  }

  /** Waits for the page (where a login lands). */
  async expectShown(): Promise<void> {
    await expect(this.heading).toBeVisible({ timeout: 15_000 });
  }

  /** Joins the groups ticked now (the preselected ones, unless a test changed them). */
  async joinSelectedGroups(): Promise<void> {
    await this.joinButton.click();
  }

  /** Opens /dashboard/groups/{id} through the group's link. */
  async openRespondents(groupName: string): Promise<GroupRespondentsPage> {
    await this.page.getByRole('link', { name: `Respondents of ${groupName}` }).click();
    return new GroupRespondentsPage(this.page, groupName);
  }
}

/** /dashboard/groups/{id}: a group's respondents (name and initials, logged in, active, telephone). */
export class GroupRespondentsPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly table: Locator;

  constructor(page: Page, groupName: string) {
    this.page = page;
    this.heading = page.getByRole('heading', { name: `Respondents of ${groupName}` });
    this.table = page.getByRole('main').getByRole('table');
  }

  /** A respondent's row, by the name shown (with initials, e.g. "Anna Andersson (AA)"). */
  respondent(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }
}
