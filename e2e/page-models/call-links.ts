import { expect, type Locator, type Page } from '@playwright/test';
import type { AlarmPage } from './alarm-page.ts';

/**
 * The callable numbers of an open alarm: the callback number in the User information widget, as the session's
 * telephony mode shows it (a tel or callto link, or plain text).
 */
export class CallLinks {
  readonly page: Page;
  readonly userInfo: Locator;
  /** The callback number's row ("Callback telephone number"). */
  readonly callbackRow: Locator;
  /** Local mode's hang up, hold and show phone links. */
  readonly localSoftphone: Locator;

  constructor(alarm: AlarmPage) {
    this.page = alarm.page;
    this.userInfo = alarm.detail.getByRole('region', { name: 'User information' });
    this.callbackRow = this.userInfo.locator('.field-list__row').filter({ hasText: 'Callback telephone number' });
    this.localSoftphone = this.userInfo.getByRole('navigation', { name: 'Local softphone' });
  }

  /** Any call link in the User information widget, named "Call <number>". */
  get callLink(): Locator {
    return this.userInfo.getByRole('link', { name: /^Call / });
  }

  /** The callback number as the widget shows it, once the alarm's user is loaded. */
  async callbackNumber(): Promise<string> {
    const value = this.callbackRow.locator('dd');
    await expect(value).toHaveText(/\d/, { timeout: 10_000 });
    return ((await value.textContent()) ?? '').trim();
  }

  /**
   * Clicks the callback number's link as an operator does. The browser would hand tel: and callto: to the system's
   * telephony application; the test stops that hand-over (the console's own click handling still runs).
   */
  async callCallback(): Promise<void> {
    await this.page.evaluate(() => {
      window.addEventListener(
        'click',
        (event) => {
          if ((event.target as Element | null)?.closest?.('a[href^="tel:"], a[href^="callto:"]')) event.preventDefault();
        },
        { capture: true },
      );
    });
    await this.callbackRow.getByRole('link').click();
  }
}
