import type { Locator, Page } from '@playwright/test';
import type { AlarmPage } from './alarm-page.ts';

/** The incident report and the scheduled reminder of an open alarm. */
export class AlarmReport {
  readonly report: Locator;
  readonly reportText: Locator;
  readonly reportStatus: Locator;
  readonly reminder: Locator;
  readonly reminderDialog: Locator;

  constructor(alarm: AlarmPage) {
    const page: Page = alarm.page;
    this.report = alarm.detail.getByRole('region', { name: 'Incident report' });
    this.reportText = this.report.getByRole('textbox', { name: 'Report text' });
    this.reportStatus = this.report.getByRole('status');
    this.reminder = alarm.detail.getByRole('region', { name: 'Scheduled reminder' });
    this.reminderDialog = page.getByRole('dialog', { name: 'Scheduled reminder' });
  }

  /** Opens the dialog, picks a day (its accessible name) and time, writes the comment, and sets the reminder. */
  async scheduleReminder(day: string, time: string, comment: string): Promise<void> {
    await this.reminder.getByRole('button', { name: 'Schedule a reminder…' }).click();
    await this.reminderDialog.getByRole('button', { name: day }).click();
    await this.reminderDialog.getByRole('combobox', { name: 'Time' }).selectOption(time);
    await this.reminderDialog.getByRole('textbox', { name: 'Comment' }).fill(comment);
    await this.reminderDialog.getByRole('button', { name: 'Set reminder' }).click();
  }
}
