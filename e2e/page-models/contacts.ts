import type { Locator, Page } from '@playwright/test';
import type { AlarmPage } from './alarm-page.ts';

/** The Contacts and Resources widgets of an open alarm, and the resource-call popup. */
export class ContactsWidgets {
  readonly page: Page;
  readonly contacts: Locator;
  readonly contactsPager: Locator;
  readonly resources: Locator;

  constructor(alarm: AlarmPage) {
    this.page = alarm.page;
    this.contacts = alarm.detail.getByRole('table', { name: 'Contacts' });
    this.contactsPager = alarm.detail.getByRole('navigation', { name: 'Pages of Contacts' });
    this.resources = alarm.detail.getByRole('table', { name: 'Resources' });
  }

  /** The body rows of a table (the header row left out). */
  rows(table: Locator): Locator {
    return table.locator('tbody > tr');
  }

  /** The resource-call popup for `name`. */
  callDialog(name: string): Locator {
    return this.page.getByRole('dialog', { name: `Call out ${name}` });
  }

  /**
   * Clicks a tel: link as an operator does; the browser would hand it to the system's telephony application, which
   * the test stops (the console's own click handling still runs).
   */
  async clickTelLink(link: Locator): Promise<void> {
    await this.page.evaluate(() => {
      window.addEventListener(
        'click',
        (event) => {
          if ((event.target as Element | null)?.closest?.('a[href^="tel:"]')) event.preventDefault();
        },
        { capture: true },
      );
    });
    await link.click();
  }
}
