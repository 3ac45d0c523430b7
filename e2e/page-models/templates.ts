import type { Locator, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eDatabase } from '../support/e2e-server.ts';

/** The e2e server's database (playwright.config.ts). */
const DB_FILE = e2eDatabase();

/** A demo person's full name as the console shows it, read from the server's database. */
export function demoPersonName(userId: number): string {
  const db = new Database(DB_FILE, { readonly: true });
  try {
    const row = db.prepare('SELECT Name, LastName FROM monitored_users WHERE UserId = ?').get(userId) as { Name: string; LastName: string } | undefined;
    if (!row) throw new Error(`no demo person ${userId}`);
    return `${row.Name} ${row.LastName}`;
  } finally {
    db.close();
  }
}

/** The widgets of the open alarm in reading order, by their titles. */
export async function widgetTitles(page: Page): Promise<string[]> {
  const titles = await page.locator('article .widget > .widget__bar .widget__toggle').allTextContents();
  return titles.map((title) => title.replace(/[▾▸]/g, '').trim());
}

/** The associate-with-other-object panel (DETAIL-42..45). */
export class AssociatePanel {
  readonly panel: Locator;
  readonly search: Locator;
  readonly swap: Locator;

  /** Asks before the alarm moves, naming both people. */
  readonly confirm: Locator;

  constructor(page: Page) {
    this.confirm = page.getByRole('alertdialog', { name: 'Move the alarm?' });
    this.panel = page.getByRole('region', { name: 'Associate with other object' });
    this.search = this.panel.getByRole('searchbox');
    this.swap = this.panel.getByRole('button', { name: 'Swap to the other shared user' });
  }

  associateWith(name: string): Locator {
    return this.panel.getByRole('button', { name: `Associate the alarm with ${name}` });
  }

  /** Confirms the move asked about with `button` (Associate, or the swap). */
  async confirmWith(button: string): Promise<void> {
    await this.confirm.getByRole('button', { name: button }).click();
  }

  status(): Locator {
    return this.panel.getByRole('status').filter({ hasText: /^The alarm/ });
  }
}
