import type { Locator, Page } from '@playwright/test';
import type { AlarmPage } from './alarm-page.ts';

/** The alarm page's commands section (calls §2, §4): buttons, group dropdowns and the command dialogs. */
export class CommandsSection {
  readonly page: Page;
  readonly region: Locator;
  /** The open command dialog (confirmations are alert dialogs). */
  readonly dialog: Locator;

  constructor(alarm: AlarmPage) {
    this.page = alarm.page;
    this.region = alarm.detail.getByRole('region', { name: 'Commands' });
    this.dialog = this.page.getByRole('dialog').or(this.page.getByRole('alertdialog'));
  }

  button(name: string | RegExp): Locator {
    return this.region.getByRole('button', { name, exact: typeof name === 'string' });
  }

  /** Opens a group dropdown and picks one of its commands. */
  async pick(group: string, command: string): Promise<void> {
    await this.button(group).click();
    await this.region.getByRole('menu', { name: group }).getByRole('menuitem', { name: new RegExp(`^${command.replace(/[()]/g, '\\$&')}( \\(used\\))?$`) }).click();
  }

  dialogButton(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  field(name: string | RegExp): Locator {
    return this.dialog.getByLabel(name);
  }
}
