import type { Locator, Page } from '@playwright/test';
import type { AlarmPage } from './alarm-page.ts';

/** Writing it down on the alarm page: the notes sections, the response-centre comment and the messages widget. */
export class NotesWidgets {
  readonly page: Page;
  readonly notes: Locator;
  readonly comment: Locator;
  readonly messages: Locator;
  readonly dialog: Locator;

  constructor(alarm: AlarmPage) {
    this.page = alarm.page;
    this.notes = alarm.detail.getByRole('region', { name: 'Notes', exact: true });
    this.comment = alarm.detail.getByRole('region', { name: 'Response centre comment' });
    this.messages = alarm.detail.getByRole('region', { name: 'Messages' });
    this.dialog = this.page.getByRole('dialog');
  }

  /** A notes section: 'General notes', 'Medical notes' or 'Technical notes'. */
  section(name: string): Locator {
    return this.notes.getByRole('group', { name });
  }

  /** The notes of a section, newest first. */
  items(name: string): Locator {
    return this.section(name).getByRole('region', { name: `${name}: list` }).getByRole('listitem');
  }

  async addNote(sectionName: string, text: string): Promise<void> {
    await this.section(sectionName).getByRole('button', { name: `Add note to ${sectionName}` }).click();
    await this.dialog.getByRole('textbox', { name: 'Note' }).fill(text);
    await this.dialog.getByRole('button', { name: 'Save' }).click();
  }
}
