import { expect, type Locator, type Page } from '@playwright/test';
import { Shell } from './shell.ts';

/** /dashboard/planning-view: the grid of planned alarms with a filter per column, header sorting and row links. */
export class PlanningPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly grid: Locator;
  readonly clearFiltersButton: Locator;
  readonly closeButton: Locator;
  /** The keyboard's way past the sort and filter controls to the first row. */
  readonly skipToRows: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { name: 'Planning view' });
    this.grid = page.getByRole('table', { name: 'Planning view' });
    this.clearFiltersButton = page.getByRole('button', { name: 'Clear filters' });
    this.closeButton = page.getByRole('button', { name: 'Close' });
    this.skipToRows = page.getByRole('button', { name: 'Skip to the planned alarms' });
  }

  /** Opens the page through the side menu. */
  static async open(page: Page): Promise<PlanningPage> {
    await new Shell(page).goToMenuPage('Planning view');
    const planning = new PlanningPage(page);
    await expect(planning.heading).toBeVisible();
    return planning;
  }

  /** The data rows (the header and filter rows have no cells of their own). */
  get rows(): Locator {
    return this.grid.locator('tbody').getByRole('row');
  }

  /** A planned alarm's row, by any text it shows (its alarm text, say). */
  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  columnHeader(column: string): Locator {
    return this.grid.getByRole('columnheader', { name: column });
  }

  async sortBy(column: string): Promise<void> {
    await this.grid.getByRole('button', { name: column, exact: true }).click();
  }

  async filter(column: string, value: string, operator?: string): Promise<void> {
    if (operator) await this.grid.getByRole('combobox', { name: `Filter type for ${column}` }).selectOption({ label: operator });
    await this.filterInput(column).fill(value);
  }

  filterInput(column: string): Locator {
    return this.grid.getByRole('searchbox', { name: `Filter ${column}` });
  }

  /** The row's link to the alarm page in /edit mode. */
  editLink(text: string): Locator {
    return this.row(text).getByRole('link', { name: /^Edit alarm / });
  }

  /** The row's link to the alarm's details. */
  detailsLink(text: string): Locator {
    return this.row(text).getByRole('link', { name: /^Open alarm details of / });
  }
}
