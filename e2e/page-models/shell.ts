import type { BrowserContext, Locator, Page } from '@playwright/test';

/**
 * The shell around every screen: the header (operator, language, menu, alarm sound, logout), the status light and
 * its dialogs, the banners, and the modals any screen can raise (acknowledgement, connection lost, unload prompt).
 */
export class Shell {
  readonly page: Page;
  readonly header: Locator;
  readonly menuButton: Locator;
  readonly menu: Locator;
  readonly statusLight: Locator;
  readonly statusDialog: Locator;
  readonly aboutDialog: Locator;
  readonly logOutButton: Locator;
  readonly logOutDialog: Locator;
  readonly offlineBanner: Locator;
  readonly demoBanner: Locator;
  readonly skipLink: Locator;
  readonly main: Locator;
  /** The acknowledgement modal (DIALOG-03), in English or Swedish (the languages the tests switch to). */
  readonly acknowledgementModal: Locator;
  /** The sync errors the status dialog lists. */
  readonly syncErrors: Locator;
  /** The banner that says the server cannot be reached. */
  readonly serverUnreachableBanner: Locator;
  /** IndexedDB refused: the data is kept in memory only. */
  readonly memoryStorageBanner: Locator;
  /** The header's offer to unlock the alarm sound. */
  readonly enableSoundButton: Locator;
  /** The header's share of alarms taken within the answer target this shift (the operator's and the centre's). */
  readonly shiftShare: Locator;

  constructor(page: Page) {
    this.page = page;
    this.header = page.getByRole('banner');
    this.menuButton = this.header.getByRole('button', { name: /Menu/ });
    this.menu = page.getByRole('navigation', { name: 'Main menu' });
    this.statusLight = page.getByRole('button', { name: /Connection status/ });
    this.statusDialog = page.getByRole('dialog', { name: 'Connection status' });
    this.aboutDialog = page.getByRole('dialog', { name: 'About this console' });
    this.logOutButton = this.header.getByRole('button', { name: 'Log out' });
    this.logOutDialog = page.getByRole('alertdialog', { name: 'Log out' });
    this.offlineBanner = page.getByText(/You are offline/);
    this.demoBanner = page.getByRole('status', { name: 'Demo centre' });
    this.skipLink = page.getByRole('link', { name: 'Skip to main content' });
    this.main = page.locator('#main');
    this.enableSoundButton = this.header.getByRole('button', { name: 'Click to enable alarm sound' });
    this.shiftShare = this.header.getByRole('group', { name: /^Taken within \d+ s this shift$/ });
    this.serverUnreachableBanner = page.getByRole('alert').filter({ hasText: 'The server cannot be reached: new alarms are not arriving.' });
    this.memoryStorageBanner = page.getByRole('alert').filter({ hasText: 'This browser does not let the console store data' });
    this.syncErrors = this.statusDialog.getByRole('list', { name: 'Latest sync errors' }).getByRole('listitem');
    this.acknowledgementModal = page.getByRole('alertdialog', { name: /^(Acknowledgement required|Kvittens krävs)$/ });
  }

  /** Another tab of the same browser (the session is kept), agreeing to the unload prompt; not yet navigated. */
  static async newTab(context: BrowserContext): Promise<Shell> {
    const shell = new Shell(await context.newPage());
    shell.acceptUnloadPrompts();
    return shell;
  }

  /** The console asks before unload (SHELL-20); tests that reload or leave agree. */
  acceptUnloadPrompts(): void {
    this.page.on('dialog', (dialog) => void dialog.accept());
  }


  /**
   * Demo alarms may need an acknowledgement: its modal can open at any moment once the list has loaded, so tests
   * that are about something else answer it whenever it shows. The page behind it is inert meanwhile, so nothing
   * else can be done until it is answered.
   */
  async acknowledgeWhenAsked(): Promise<void> {
    const dialog = this.acknowledgementModal;
    // noWaitAfter: another alarm's acknowledgement may open as soon as this one is answered; waiting for the modal
    // to be gone would then wait forever, while answering it again whenever it shows goes on.
    await this.page.addLocatorHandler(
      dialog,
      async () => {
        // A modal answered a moment ago keeps its button pending until the engine answers, then closes or names the
        // next alarm: a click then waited for a button that was gone. It gives up instead; the next action asks again.
        await dialog.getByRole('button', { name: /^(Got it|Uppfattat)$/ }).click({ timeout: 3_000 }).catch(() => undefined);
      },
      { noWaitAfter: true },
    );
  }

  /** For a test that answers the acknowledgement itself. */
  async stopAcknowledging(): Promise<void> {
    await this.page.removeLocatorHandler(this.acknowledgementModal);
  }

  /** ERR-01: losing the connection opens a modal; tests that go offline on purpose answer it whenever it shows. */
  async answerConnectionLostWhenAsked(): Promise<void> {
    const modal = this.page.getByRole('alertdialog', { name: 'Connection lost' });
    await this.page.addLocatorHandler(
      modal,
      async () => {
        await modal.getByRole('button', { name: 'OK' }).click();
      },
      { noWaitAfter: true },
    );
  }

  /** The operator's name and initials in the header. */
  operator(name: string): Locator {
    return this.header.getByText(name);
  }

  /** The header's language picker, by its label in the language shown. */
  languagePicker(label = 'Language'): Locator {
    return this.header.getByLabel(label);
  }

  /** Picks a language in the header, whatever language it is in now. */
  async chooseLanguage(language: string): Promise<void> {
    await this.header.getByRole('combobox').selectOption(language);
  }

  async openMenu(): Promise<void> {
    await this.menuButton.click();
  }

  menuLink(name: string): Locator {
    return this.menu.getByRole('link', { name });
  }

  /** Opens the menu and follows one of its links. */
  async goToMenuPage(name: string): Promise<void> {
    await this.openMenu();
    await this.menuLink(name).click();
  }

  /** The shift share's counts as its accessible text says them: the operator's and the centre's taken and within target. */
  async shiftCounts(): Promise<{ mine: [number, number]; centre: [number, number] }> {
    const text = (await this.shiftShare.textContent()) ?? '';
    const match = /you \S+ \((\d+) of (\d+)\), the centre \S+ \((\d+) of (\d+)\)/.exec(text.replace(/\s+/g, ' '));
    if (!match) throw new Error(`no shift share in "${text}"`);
    const [, mineWithin, mineTaken, centreWithin, centreTaken] = match.map(Number);
    return { mine: [mineWithin!, mineTaken!], centre: [centreWithin!, centreTaken!] };
  }

  /** Presses Log out in the header: the console asks first. */
  async askToLogOut(): Promise<void> {
    await this.logOutButton.click();
  }

  /**
   * Logs out and waits for the console's reload onto the login page (SESSION-23): a navigation the test starts
   * before that reload lands is aborted by it.
   */
  async logOut(): Promise<void> {
    await this.askToLogOut();
    const reloaded = this.page.waitForEvent('load', { timeout: 15_000 });
    await this.confirmLogOut();
    await reloaded;
  }

  async confirmLogOut(): Promise<void> {
    await this.logOutDialog.getByRole('button', { name: 'Log out' }).click();
  }

  /** The status light's dialog (a left click). */
  async openConnectionStatus(): Promise<void> {
    await this.statusLight.click();
  }

  /** The build the console runs (a right click on the status light). */
  async showBuild(): Promise<void> {
    await this.statusLight.click({ button: 'right' });
  }



}
