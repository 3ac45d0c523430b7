import type { Locator, Page } from '@playwright/test';

/** The absences dialog of an alarm's object (from the alarm header): plan, end and delete absences. */
export class AbsencesDialog {
  readonly page: Page;
  readonly dialog: Locator;
  readonly form: Locator;
  readonly comment: Locator;
  /** Asks before saving an absence that overlaps another one. */
  readonly overlapDialog: Locator;
  /** Asks before deleting an absence, naming it. */
  readonly deleteDialog: Locator;

  constructor(page: Page) {
    this.page = page;
    this.dialog = page.getByRole('dialog', { name: 'Absences' });
    this.form = this.dialog.getByRole('form', { name: 'New absence' });
    this.comment = this.form.getByLabel('Comment');
    this.overlapDialog = page.getByRole('alertdialog', { name: 'Overlapping absence' });
    this.deleteDialog = page.getByRole('alertdialog', { name: 'Delete the absence?' });
  }

  /** One of the lists: 'Ongoing', 'Upcoming' or 'Previous'. */
  section(name: 'Ongoing' | 'Upcoming' | 'Previous'): Locator {
    return this.dialog.getByRole('region', { name });
  }

  /** Fills the new-absence form (the start only when given: it starts at the next 5-minute step) and saves it. */
  async plan(absence: { reason: string; comment: string; start?: { date: string; time: string } }): Promise<void> {
    if (absence.start) {
      await this.form.getByLabel('Start date').fill(absence.start.date);
      await this.form.getByLabel('Start time').fill(absence.start.time);
    }
    await this.form.getByLabel('Reason').selectOption(absence.reason);
    await this.comment.fill(absence.comment);
    await this.form.getByRole('button', { name: 'Save absence' }).click();
  }

  async saveAnyway(): Promise<void> {
    await this.overlapDialog.getByRole('button', { name: 'Save anyway' }).click();
  }

  /** Ends the ongoing absence with this comment. */
  async end(comment: string): Promise<void> {
    await this.section('Ongoing').getByRole('row', { name: new RegExp(comment) }).getByRole('button', { name: /^End absence/ }).click();
  }

  /** Asks to delete the upcoming absence with this comment (the console asks first: deleteDialog). */
  async askToDelete(comment: string): Promise<void> {
    await this.section('Upcoming').getByRole('row', { name: new RegExp(comment) }).getByRole('button', { name: /^Delete absence/ }).click();
  }

  async confirmDelete(): Promise<void> {
    await this.deleteDialog.getByRole('button', { name: 'Delete absence' }).click();
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Close', exact: true }).click();
  }
}
