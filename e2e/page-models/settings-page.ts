import { expect, type Locator, type Page } from '@playwright/test';
import { Shell } from './shell.ts';

/** /dashboard/settings: the operator's local preferences (sounds, volumes, reminders, logs). */
export class SettingsPage {
  readonly page: Page;
  readonly heading: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { name: 'Settings' });
  }

  /** Opens the page from the menu. */
  static async open(page: Page): Promise<SettingsPage> {
    await new Shell(page).goToMenuPage('Settings');
    const settings = new SettingsPage(page);
    await expect(settings.heading).toBeVisible();
    return settings;
  }

  /** A preference, by its label. */
  preference(label: string): Locator {
    return this.page.getByLabel(label);
  }
}
