import type { Locator, Page } from '@playwright/test';

/** The history of the open alarm's object (beside the alarm), and its table view. */
export class HistoryPanel {
  readonly page: Page;
  readonly panel: Locator;
  readonly table: Locator;

  constructor(page: Page) {
    this.page = page;
    this.panel = page.getByRole('region', { name: 'Alarm history' });
    this.table = page.getByRole('dialog', { name: 'Alarm history' });
  }

  /** An earlier alarm listed in the panel, by its text. */
  entry(text: string): Locator {
    return this.panel.getByRole('heading', { name: new RegExp(text) });
  }

  async showAsTable(): Promise<void> {
    await this.panel.getByRole('button', { name: 'Show as table' }).click();
  }

  /** Opens an alarm from the table view. */
  async openFromTable(text: string): Promise<void> {
    await this.table.getByRole('button', { name: `Open the alarm “${text}”` }).click();
  }
}
