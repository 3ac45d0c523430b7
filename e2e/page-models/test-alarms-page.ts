import type { Locator, Page } from '@playwright/test';

/** /dashboard/admin/test: the test routines, the test-user choice and the outcome modal. */
export class TestAlarmsPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly userChoice: Locator;
  readonly outcome: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { name: 'Test alarms', level: 1 });
    this.userChoice = page.getByRole('combobox', { name: 'User' });
    this.outcome = page.getByRole('dialog', { name: 'Test alarm' }).or(page.getByRole('alertdialog', { name: 'Test alarm' }));
  }

  routine(name: string): Locator {
    return this.page.getByRole('button', { name: `Run the test routine ${name}` });
  }
}
