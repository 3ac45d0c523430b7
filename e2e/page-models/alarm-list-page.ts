import { type Browser, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { AlarmPage } from './alarm-page.ts';
import { LoginPage, type TelephonyChoice } from './login-page.ts';
import { Shell } from './shell.ts';

/**
 * /#/dashboard: the alarm list with its tabs and rows, beside the history column (from 1224 px) or behind the
 * dashboard's section tabs (narrower).
 */
export class AlarmListPage {
  readonly page: Page;
  readonly region: Locator;
  readonly list: Locator;
  /** The first row: the unanswered alarm that has waited longest. */
  readonly topRow: Locator;
  /** A notice inside the list (the acceptance limit, ALIST-21). */
  readonly notice: Locator;
  readonly historyColumn: Locator;
  readonly sections: Locator;
  readonly enableSoundButton: Locator;

  /** regionName: the list's name in the language shown. */
  constructor(page: Page, regionName = 'Alarm list') {
    this.page = page;
    this.region = page.getByRole('region', { name: regionName });
    this.list = this.region.getByRole('list');
    this.topRow = this.list.getByRole('button').first();
    this.notice = this.region.getByRole('alert');
    this.historyColumn = page.getByRole('complementary', { name: 'Alarm history' });
    this.sections = page.getByRole('tablist', { name: 'Dashboard sections' });
    this.enableSoundButton = this.region.getByRole('button', { name: 'Click to enable alarm sound' });
  }

  /** Logs in, joins the preselected groups and waits for the alarm list. */
  static async open(page: Page, username: string, telephony?: TelephonyChoice): Promise<AlarmListPage> {
    const groups = await new LoginPage(page).logIn(username, telephony);
    const list = new AlarmListPage(page);
    // An acknowledgement that opens before the join is answered by the login's locator handler as the join is
    // clicked; the list's own answer below waits for the ones the list's alarms bring.
    await groups.joinSelectedGroups();
    // The join is answered when the groups page gives way to the dashboard.
    await expect(groups.heading).toBeHidden({ timeout: 15_000 });
    await expect(list.tab('Active')).toBeVisible({ timeout: 15_000 });
    await list.acknowledgeAll();
    return list;
  }

  /** The list in another tab of a browser already logged in (headless Chromium opens each page as a window). */
  static async inAnotherTab(context: BrowserContext): Promise<AlarmListPage> {
    const shell = await Shell.newTab(context);
    await shell.acknowledgeWhenAsked();
    await shell.page.goto('/#/dashboard');
    const list = new AlarmListPage(shell.page);
    await expect(list.tab('Active')).toBeVisible({ timeout: 15_000 });
    await list.acknowledgeAll();
    return list;
  }

  /** A second operator in a browser context of their own, on the alarm list. */
  static async forSecondOperator(browser: Browser, username: string): Promise<AlarmListPage> {
    const context = await browser.newContext();
    return AlarmListPage.open(await context.newPage(), username);
  }

  /** The demo centre has alarms that must be acknowledged: press Got it until no acknowledgement modal is left. */
  async acknowledgeAll(): Promise<void> {
    const modal = this.page.getByRole('dialog', { name: 'Acknowledgement required' }).or(this.page.getByRole('alertdialog', { name: 'Acknowledgement required' }));
    await this.page.waitForTimeout(500);
    for (let i = 0; i < 20 && (await modal.count()) > 0; i++) {
      // The login's locator handler (Shell.acknowledgeWhenAsked) may answer it as this click starts: there is then
      // no button left to click, and the click gives up instead of waiting for one until the test times out.
      await modal.getByRole('button', { name: 'Got it' }).first().click({ timeout: 2_000 }).catch(() => undefined);
      await this.page.waitForTimeout(300);
    }
  }

  /** The flood banner (flood mode on, or just ended). */
  get floodBanner(): Locator {
    return this.region.getByRole('status').filter({ hasText: /^Flood mode/ });
  }

  /** During a flood: the acute alarms, kept on top and ungrouped. */
  get acuteAlarms(): Locator {
    return this.region.getByRole('list', { name: 'Acute alarms' });
  }

  /** During a flood: a group's disclosure button, by its type and count ("Low battery · Ada Berg: 40 alarms"). */
  floodGroup(type: string, count: number): Locator {
    return this.region.getByRole('button', { name: new RegExp(`^${type} · .*: ${count} alarms$`) });
  }

  /** An alarm's row, by (a pattern of) its text. */
  row(text: string): Locator {
    return this.region.getByRole('button', { name: new RegExp(text) });
  }

  /** An alarm's row, by its id. */
  rowOf(alarmId: number | string | null): Locator {
    return this.list.locator(`[data-alarm-id="${alarmId}"]`);
  }

  /**
   * What the operator can read of each drawn row: its alarm text and its object, with how many of their characters
   * are on screen before the ellipsis (a text that fits shows all of it).
   */
  async readableRows(): Promise<{ text: string; textShown: number; object: string; objectShown: number }[]> {
    return this.list.getByRole('button').evaluateAll((rows) => {
      const shown = (line: Element | null): [string, number] => {
        const node = line?.firstChild;
        if (!line || !node || node.nodeType !== Node.TEXT_NODE) return ['', 0];
        const text = node.textContent ?? '';
        const right = line.getBoundingClientRect().right;
        const range = document.createRange();
        let count = 0;
        for (let i = 0; i < text.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          if (range.getBoundingClientRect().right <= right + 0.5) count = i + 1;
        }
        // The ellipsis is drawn over the last character that fits.
        return [text, line.scrollWidth > line.clientWidth ? Math.max(0, count - 1) : count];
      };
      return rows.map((row) => {
        const [text, textShown] = shown(row.querySelector('.alarm-row__title'));
        const [object, objectShown] = shown(row.querySelector('.alarm-row__subtitle'));
        return { text, textShown, object, objectShown };
      });
    });
  }

  /** A tab of the list, by the start of its name ('Active', 'My alarms', 'Responded', 'Deactivated' ...). */
  tab(name: string): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${name}`) });
  }

  async showTab(name: string): Promise<void> {
    await this.tab(name).click();
  }

  /** Opens an alarm from its row (taking it when it is unanswered). */
  async open(text: string): Promise<AlarmPage> {
    await this.row(text).click();
    return new AlarmPage(this.page);
  }

  /** Opens an alarm another operator handles (tab Responded). */
  async openResponded(text: string): Promise<AlarmPage> {
    await this.showTab('Responded');
    return this.open(text);
  }

  /** Opens an alarm another operator handles and takes it over, confirming. */
  async takeOver(text: string): Promise<AlarmPage> {
    const alarm = await this.openResponded(text);
    await alarm.takeOver();
    return alarm;
  }

  /** Opens an unanswered alarm, which the operator thereby takes: waits until the alarm page says who handles it. */
  async openOwn(text: string, { by = 'Anna Andersson (AA)', timeout }: { by?: string; timeout?: number } = {}): Promise<AlarmPage> {
    const alarm = await this.open(text);
    await expect(alarm.handledBy(by)).toBeVisible(timeout === undefined ? undefined : { timeout });
    return alarm;
  }
}
