import type { Locator, Page } from '@playwright/test';
import type { AlarmPage } from './alarm-page.ts';

/** The alarm page's telephony (cloud mode): Manage alarm, the calls panel and the call notes dialog. */
export class CallsPanel {
  readonly page: Page;
  readonly manage: Locator;
  readonly manageStatus: Locator;
  readonly panel: Locator;
  readonly status: Locator;
  readonly activeCall: Locator;
  readonly held: Locator;
  readonly holdButton: Locator;
  readonly alert: Locator;
  readonly notesDialog: Locator;
  readonly note: Locator;

  constructor(alarm: AlarmPage) {
    this.page = alarm.page;
    this.manage = alarm.detail.getByRole('region', { name: 'Manage alarm', exact: true });
    this.manageStatus = this.manage.getByRole('status');
    this.panel = alarm.detail.getByRole('region', { name: 'Calls', exact: true });
    this.status = this.panel.getByRole('status');
    this.activeCall = this.panel.getByRole('region', { name: 'Active call' });
    this.held = this.panel.getByRole('region', { name: 'Held calls' });
    this.holdButton = this.activeCall.getByRole('button', { name: 'Hold' });
    this.alert = this.panel.getByRole('alert');
    this.notesDialog = this.page.getByRole('dialog', { name: 'Call notes' });
    this.note = this.notesDialog.getByRole('textbox', { name: 'Note on the call' });
  }

  /** A Manage alarm button by its name (Separate, Arrow left, Arrow right, Duplex, Push to hear, ...). */
  manageButton(name: string): Locator {
    return this.manage.getByRole('button', { name, exact: true });
  }

  leaveButton(): Locator {
    return this.activeCall.getByRole('button', { name: 'Leave conference' });
  }

  resumeButton(label: string): Locator {
    return this.held.getByRole('button', { name: `Resume call with ${label}` });
  }

  joinButton(label: string): Locator {
    return this.held.getByRole('button', { name: `Join ${label} into the conference` });
  }

  /** The softphone's accept button for an incoming call (the softphone's own UI, in every tab). */
  acceptIncoming(): Locator {
    return this.page.getByRole('alert', { name: /^Incoming call from/ }).getByRole('button', { name: 'Accept' }).first();
  }
}
