import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/demo-api.ts';
import { GroupsPage } from './groups-page.ts';
import { Shell } from './shell.ts';

/** The login form's telephony integration, by its label ("Basic telephone (tel)"), and the phone number. */
export interface TelephonyChoice {
  integration: string;
  phone?: string;
}

/** /#/login: the login form, two-factor, the forced password reset, and the one-time link's password form. */
export class LoginPage {
  readonly page: Page;
  readonly username: Locator;
  readonly password: Locator;
  readonly logInButton: Locator;
  readonly alert: Locator;
  readonly twoFactorHeading: Locator;
  readonly code: Locator;
  readonly rememberMe: Locator;
  readonly resetDialog: Locator;

  constructor(page: Page) {
    this.page = page;
    this.username = page.getByLabel('Username');
    this.password = page.getByLabel('Password');
    this.logInButton = page.getByRole('button', { name: 'Log in' });
    this.alert = page.getByRole('alert');
    this.twoFactorHeading = page.getByRole('heading', { name: 'Two-factor authentication' });
    this.code = page.getByLabel('Code');
    this.rememberMe = page.getByLabel('Remember me on this computer');
    this.resetDialog = page.getByRole('dialog', { name: 'Choose a new password' });
  }

  /** The language picker, by its label in the language shown. */
  languagePicker(label: string): Locator {
    return this.page.getByLabel(label);
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/login');
  }

  /** Opens the login page and fills the form (the demo password unless told). */
  async fill(username: string, password = DEMO_PASSWORD): Promise<void> {
    await this.goto();
    await this.fillCredentials(username, password);
  }

  /** Fills the form already shown. */
  async fillCredentials(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
  }

  async submit(): Promise<void> {
    await this.logInButton.click();
  }

  /**
   * Logs in an operator without two-factor and waits for the groups page; `telephony` picks the integration by its
   * label (and types the phone number, for the integrations that ask for one).
   */
  async logIn(username: string, telephony?: TelephonyChoice): Promise<GroupsPage> {
    const shell = new Shell(this.page);
    shell.acceptUnloadPrompts();
    await shell.acknowledgeWhenAsked();
    await this.fill(username);
    if (telephony) {
      await this.page.getByLabel('Telephony integration').selectOption({ label: telephony.integration });
      if (telephony.phone !== undefined) await this.page.getByLabel('Phone number').fill(telephony.phone);
    }
    await this.submit();
    const groups = new GroupsPage(this.page);
    await groups.expectShown();
    return groups;
  }

  /** Enters a two-factor code (unless it is filled already) and presses Verify. */
  async verify(code?: string): Promise<void> {
    if (code !== undefined) await this.code.fill(code);
    await this.page.getByRole('button', { name: 'Verify' }).click();
  }

  /** The forced reset's fields (LOGIN-11): the new password, its confirmation, then Change password. */
  async changePassword(password: string, confirmation: string): Promise<void> {
    await this.resetDialog.getByLabel('New password', { exact: true }).fill(password);
    await this.resetDialog.getByLabel('Confirm the new password').fill(confirmation);
    await this.resetDialog.getByRole('button', { name: 'Change password' }).click();
  }

  /** Opens a one-time link and gives its password (demo links come with the demo password, sent separately). */
  async openOneTimeLink(path: string): Promise<void> {
    await this.page.goto(path);
    await this.page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await this.page.getByRole('button', { name: 'Open the alarm' }).click();
  }
}
