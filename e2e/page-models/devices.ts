import type { Locator, Page } from '@playwright/test';
import type { AlarmPage } from './alarm-page.ts';

/** The alarm page's Devices widget: device info per transmitter and device maintenance. */
export class DevicesWidget {
  readonly page: Page;
  readonly widget: Locator;
  readonly info: Locator;
  readonly maintenance: Locator;
  readonly device: Locator;
  readonly command: Locator;
  readonly message: Locator;
  readonly sendButton: Locator;
  readonly status: Locator;
  readonly error: Locator;

  constructor(alarm: AlarmPage) {
    this.page = alarm.page;
    this.widget = alarm.detail.getByRole('region', { name: 'Devices' });
    this.info = this.widget.getByRole('region', { name: 'Device info' });
    this.maintenance = this.widget.getByRole('form', { name: 'Device maintenance' });
    this.device = this.maintenance.getByRole('combobox', { name: 'Change device' });
    this.command = this.maintenance.getByRole('combobox', { name: 'Select command' });
    this.message = this.maintenance.getByRole('textbox', { name: 'Message' });
    this.sendButton = this.maintenance.getByRole('button', { name: 'Send' });
    this.status = this.maintenance.getByRole('status');
    this.error = this.maintenance.getByRole('alert');
  }

  /** One device's info card, by its product name. */
  card(product: string): Locator {
    return this.info.getByRole('article', { name: product });
  }

  /** The button around a device's small picture. */
  pictureButton(product: string): Locator {
    return this.card(product).getByRole('button', { name: `Show a larger picture of ${product}` });
  }

  /** Chooses a device (by its option text), a command and types the message, then presses Send. */
  async send(options: { device?: string; command: string; message: string }): Promise<void> {
    if (options.device) await this.device.selectOption({ label: options.device });
    await this.command.selectOption({ label: options.command });
    await this.message.fill(options.message);
    await this.sendButton.click();
  }
}
