import { expect, type Locator, type Page } from '@playwright/test';
import { AbsencesDialog } from './absences-dialog.ts';

type Picker = 'Reason' | 'Action';

/**
 * An open alarm (/#/dashboard/template/{template}/{id}): its header (owner, object, reminder, absences), the
 * handling widget (reason, action, clear), take-over, reminders, and what waits to be sent or was refused.
 */
export class AlarmPage {
  readonly page: Page;
  readonly detail: Locator;
  readonly reason: Locator;
  readonly action: Locator;
  readonly clearButton: Locator;
  readonly clearDialog: Locator;
  readonly backButton: Locator;
  readonly takeOverButton: Locator;
  readonly takeOverDialog: Locator;
  /** The object (customer) the alarm belongs to, as the header names it. */
  readonly object: Locator;
  readonly notify: Locator;
  /** What the operators should know about the alarm (API-36). */
  readonly operatorInformation: Locator;
  /** "Waiting to send 1 change": a write parked while offline. */
  readonly waitingNotice: Locator;
  /** Writes the server refused, beside the alarm. */
  readonly notSent: Locator;
  /** Asks before moving the alarm to another object. */
  readonly moveDialog: Locator;
  /** The request to acknowledge the alarm, in the alarm itself (DIALOG-03). */
  readonly acknowledgementRequest: Locator;

  constructor(page: Page) {
    this.page = page;
    this.detail = page.getByRole('article', { name: 'Alarm details' });
    this.reason = this.detail.getByRole('combobox', { name: 'Reason' });
    this.action = this.detail.getByRole('combobox', { name: 'Action' });
    this.clearButton = this.detail.getByRole('button', { name: 'Clear alarm' });
    this.clearDialog = page.getByRole('alertdialog', { name: 'Clear alarm' });
    this.backButton = this.detail.getByRole('button', { name: 'Back to list' });
    this.takeOverButton = this.detail.getByRole('button', { name: 'Take over' });
    this.takeOverDialog = page.getByRole('alertdialog', { name: 'Take over alarm' });
    this.object = this.detail.locator('.user-info__customer');
    this.notify = this.detail.getByRole('region', { name: 'Notify me' });
    this.operatorInformation = this.detail.getByRole('region', { name: 'Operator information' });
    this.waitingNotice = this.detail.getByRole('status').filter({ hasText: /Waiting to send 1 change/ });
    this.notSent = this.detail.getByRole('region', { name: 'Not sent' });
    this.moveDialog = page.getByRole('alertdialog', { name: 'Move the alarm?' });
    this.acknowledgementRequest = this.detail.getByRole('alert').filter({ hasText: 'This alarm must be acknowledged.' });
  }

  /** "Handled by: <name>" in the header. */
  handledBy(name: string): Locator {
    return this.detail.getByText(`Handled by: ${name}`);
  }

  /** A text anywhere in the alarm (a log line, a registered reason), matched whole. */
  text(text: string): Locator {
    return this.detail.getByText(text, { exact: true }).first();
  }

  /** Opens a picker with a click, takes its first entry with the keyboard, and answers that entry's text. */
  async #pickFirstListed(name: Picker): Promise<string> {
    const box = name === 'Reason' ? this.reason : this.action;
    await box.click();
    await box.press('ArrowDown');
    const text = (await this.detail.getByRole('option').first().textContent())?.trim() ?? '';
    expect(text).not.toBe('');
    await box.press('Enter');
    return text;
  }

  /** Registers the first listed reason through the picker (as an operator does) and answers its text. */
  async registerReason(): Promise<string> {
    return this.#pickFirstListed('Reason');
  }

  /** Registers the first listed action through the picker and answers its text. */
  async registerAction(): Promise<string> {
    return this.#pickFirstListed('Action');
  }

  /** Picks the first entry of a picker from the keyboard alone (focus, ArrowDown, Enter). */
  async chooseFirst(name: Picker): Promise<void> {
    const box = name === 'Reason' ? this.reason : this.action;
    await box.focus();
    await box.press('ArrowDown');
    await box.press('Enter');
  }

  /** Picks the first listed reason and action with the keyboard, then waits until Clear is allowed. */
  async pickReasonAndAction(): Promise<void> {
    for (const name of ['Reason', 'Action'] as const) {
      await this.chooseFirst(name);
      await expect(name === 'Reason' ? this.reason : this.action).toBeEnabled();
    }
    await this.expectClearAllowed();
  }

  async expectClearAllowed(): Promise<void> {
    await expect(this.clearButton).not.toHaveAttribute('aria-disabled', 'true', { timeout: 10_000 });
  }

  /** Clears the alarm, confirming in the dialog. */
  async clear(): Promise<void> {
    await this.clearButton.click();
    await this.clearDialog.getByRole('button', { name: 'Clear' }).click();
  }

  async backToList(): Promise<void> {
    await this.backButton.click();
  }

  /** Presses Take over: the console asks first, naming the owner. */
  async askToTakeOver(): Promise<void> {
    await this.takeOverButton.click();
  }

  async confirmTakeOver(): Promise<void> {
    await this.takeOverDialog.getByRole('button', { name: 'Take over' }).click();
  }

  /** Takes the alarm over from its owner, confirming. */
  async takeOver(): Promise<void> {
    await this.askToTakeOver();
    await this.confirmTakeOver();
  }

  /** The notice a previous owner gets after a take-over. */
  takenOverNotice(by: string): Locator {
    return this.detail.getByRole('alert').filter({ hasText: `${by} took over this alarm.` });
  }

  /** Sets a notify-me reminder, in `minutes` when given (else the form's default, 30). */
  async setReminder(minutes?: string): Promise<void> {
    if (minutes !== undefined) await this.notify.getByLabel('Minutes').fill(minutes);
    await this.notify.getByRole('button', { name: 'Set reminder' }).click();
  }

  /** Writes and saves the operator information (API-36). */
  async saveOperatorInformation(text: string): Promise<void> {
    await this.operatorInformation.getByRole('textbox', { name: 'Information for the operators on this alarm' }).fill(text);
    await this.operatorInformation.getByRole('button', { name: 'Save information' }).click();
  }

  async openAbsences(): Promise<AbsencesDialog> {
    await this.detail.getByRole('button', { name: 'Absences' }).click();
    return new AbsencesDialog(this.page);
  }

  /**
   * Starts moving the alarm to another object: searches, picks the first hit and answers its name; the console
   * then asks (moveDialog) before moving.
   */
  async changeObjectTo(search: string): Promise<string> {
    await this.detail.getByRole('button', { name: 'Change object' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Change object' });
    await dialog.getByLabel(/^Search object/).fill(search);
    const first = dialog.getByRole('list').getByRole('button').first();
    await expect(first).toBeVisible({ timeout: 10_000 });
    const target = ((await first.textContent()) ?? '').split(' · ')[0] ?? '';
    await first.click();
    return target;
  }

  async confirmMove(): Promise<void> {
    await this.moveDialog.getByRole('button', { name: 'Move alarm' }).click();
  }

  async acknowledge(): Promise<void> {
    await this.acknowledgementRequest.getByRole('button', { name: 'Got it' }).click();
  }

  /** Asks to discard a write the server refused (the console asks first). */
  async askToDiscardUnsent(): Promise<void> {
    await this.notSent.getByRole('button', { name: 'Discard' }).click();
  }

  async confirmDiscardUnsent(): Promise<void> {
    await this.notSent.getByRole('button', { name: 'Yes, discard' }).click();
  }
}
