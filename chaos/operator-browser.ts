import type { BrowserContext, Page } from '@playwright/test';
import { signIn } from '../bench/lib/browser.ts';
import { type DesktopBrowser, launchDesktopBrowser } from '../bench/lib/desktop-browser.ts';
import { ALARM_SOUND_EVENT } from '../src/alarms/sound/alarm-sound-event.ts';
import { LIST_SWEEP } from './list-sweep.ts';

/** What a tab reports through its binding: rows it drew for the first time, and the alarms a sound was played for. */
type TabReport = { kind: 'seen'; ids: number[]; at: number } | { kind: 'sound'; ids: number[]; tones: number };

const KEPT_CONSOLE_LINES = 300;

// Plain JavaScript (tsx would wrap a function's closures in a helper the page lacks). Installed in every tab before
// the console's own scripts: a row is reported the first time it is in the DOM, with the epoch time of the mutation
// that put it there; a sound with the alarms the console names for it and the tones started just before.
// What the console prints is kept in the tab (its last lines), and only errors are printed: with
// CENTRAL_CONSOLE_LOGGING on, every tab prints every line of the engine's log, and each printed line would cross to
// the run's process as a console event holding handles to its arguments until the tab closes.
const WATCHER = `(() => {
  if (window.__chaosWatching) return;
  window.__chaosWatching = true;
  const lines = [];
  window.__chaosConsole = lines;
  const shown = (arg) => {
    if (typeof arg === 'string') return arg;
    if (arg instanceof Error) return arg.stack || arg.message;
    try { return JSON.stringify(arg); } catch { return String(arg); }
  };
  for (const level of ['debug', 'log', 'info', 'warn', 'error']) {
    const print = console[level].bind(console);
    console[level] = (...args) => {
      lines.push(new Date().toISOString().slice(11, 23) + ' ' + level + ' ' + args.map(shown).join(' ').slice(0, 400));
      if (lines.length > ${KEPT_CONSOLE_LINES}) lines.shift();
      if (level === 'error') print(...args);
    };
  }
  let tones = 0;
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function () {
    if (this.context.state === 'running') tones += 1;
    return start.apply(this, arguments);
  };
  window.addEventListener(${JSON.stringify(ALARM_SOUND_EVENT)}, (event) => {
    window.__chaosReport({ kind: 'sound', ids: event.detail.alarmIds, tones });
    tones = 0;
  });
  const seen = new Set();
  const scan = () => {
    const at = performance.timeOrigin + performance.now();
    const fresh = [];
    for (const row of document.querySelectorAll('[data-alarm-id]')) {
      const id = Number(row.getAttribute('data-alarm-id'));
      if (!seen.has(id)) { seen.add(id); fresh.push(id); }
    }
    if (fresh.length) window.__chaosReport({ kind: 'seen', ids: fresh, at });
  };
  const observe = () => new MutationObserver(scan).observe(document.body, { childList: true, subtree: true });
  if (document.body) observe(); else document.addEventListener('DOMContentLoaded', observe);
})()`;

/** The list's tabs an alarm can be in while active, by the start of their names. */
const LIST_TABS = [/^Active/, /^My alarms/, /^Responded/];

/**
 * One operator's browser (its own Chromium, its own profile, on a virtual display) with several console tabs,
 * watched from outside: the first time each alarm's row is drawn in any of its tabs, and every sound with the alarms
 * it was for. As on an operator's desk, the working tab is in front of its window and the others are behind it
 * (hidden: they draw nothing until shown); seven visible tabs redrawing every push starved the servers of this
 * 2-core machine.
 */
export class OperatorBrowser {
  /** Alarm id → epoch ms at which a tab of this browser first drew its row during the run. */
  readonly firstDrawn = new Map<number, number>();
  /** Alarms whose rows were drawn only by the final sweep (they arrived in a batch below the top of the list). */
  readonly drawnBySweep = new Set<number>();
  private sweeping = false;
  /** Alarm id → how many sounds in this browser were for it. */
  readonly sounded = new Map<number, number>();
  tones = 0;
  readonly tabs: Page[] = [];
  /** The first errors the tabs logged (a browser that falls behind may say why). */
  readonly consoleErrors: string[] = [];

  private constructor(
    readonly username: string,
    readonly baseUrl: string,
    private readonly desktop: DesktopBrowser,
    readonly context: BrowserContext,
  ) {}

  static async open(baseUrl: string, username: string, tabCount: number): Promise<OperatorBrowser> {
    // Wide enough for the list beside the alarm page, as on an operator's screen.
    const desktop = await launchDesktopBrowser({ windowSize: [1440, 900] });
    if ('skipped' in desktop) throw new Error(desktop.skipped);
    const { context } = desktop;
    const operator = new OperatorBrowser(username, baseUrl, desktop, context);
    await context.exposeBinding('__chaosReport', (_source, report: TabReport) => operator.record(report));
    await context.addInitScript(WATCHER);
    context.on('console', (message) => {
      if (message.type() === 'error' && operator.consoleErrors.length < 20) operator.consoleErrors.push(message.text().slice(0, 300));
      for (const arg of message.args()) void arg.dispose().catch(() => undefined);
    });
    const first = await operator.newTab('new window');
    await signIn(first, baseUrl, username);
    await first.getByRole('tab', { name: /^Active/ }).waitFor({ timeout: 60_000 });
    for (let i = 1; i < tabCount; i++) await operator.openTab();
    return operator;
  }

  /**
   * The working tab's last console lines, every level: with CENTRAL_CONSOLE_LOGGING on they include the sync
   * engine's log, which the engine sends to its tabs to print (its SharedWorker's own console stays silent).
   */
  engineLog(): Promise<string[]> {
    return this.tabs[0]!.evaluate(() => (window as unknown as { __chaosConsole?: string[] }).__chaosConsole ?? []);
  }

  private record(report: TabReport): void {
    if (report.kind === 'seen') {
      for (const id of report.ids) {
        if (this.firstDrawn.has(id) || this.drawnBySweep.has(id)) continue;
        if (this.sweeping) this.drawnBySweep.add(id);
        else this.firstDrawn.set(id, report.at);
      }
      return;
    }
    this.tones += report.tones;
    for (const id of report.ids) this.sounded.set(id, (this.sounded.get(id) ?? 0) + 1);
  }

  private async newTab(where: 'new window' | 'background'): Promise<Page> {
    const page = await this.desktop.openTab('about:blank', where);
    // Modals the run's faults bring up (a lost connection) or the demo's alarms ask for: answered as an operator would.
    for (const [name, button] of [
      ['Connection lost', 'OK'],
      ['Acknowledgement required', 'Got it'],
    ] as const) {
      const modal = page.getByRole('alertdialog', { name }).or(page.getByRole('dialog', { name }));
      // A DOM click: a tab behind another draws no frames, so a pointer click would wait forever for it to be "stable".
      // noWaitAfter: another acknowledgement may open at once; waiting for the modal to be gone would hang the action.
      await page.addLocatorHandler(modal, () => modal.getByRole('button', { name: button }).first().dispatchEvent('click'), { noWaitAfter: true });
    }
    this.tabs.push(page);
    return page;
  }

  /** Opens another tab on the console behind the working tab (signed in already: the profile's session). */
  async openTab(): Promise<Page> {
    const page = await this.newTab('background');
    await page.goto(`${this.baseUrl}/`);
    await page.getByRole('tab', { name: /^Active/ }).waitFor({ timeout: 60_000 });
    return page;
  }

  /** Closes the last tab (never the operator's working tab) and opens a new one. */
  async reopenLastTab(): Promise<void> {
    const last = this.tabs.pop();
    await last?.close();
    await this.openTab();
  }

  setOffline(offline: boolean): Promise<void> {
    return this.context.setOffline(offline);
  }

  /** Every alarm id the browser's IndexedDB holds (database arc-<username>, what every view reads). */
  storedAlarmIds(): Promise<number[]> {
    return this.tabs[0]!.evaluate(
      (name) =>
        new Promise<number[]>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const keys = open.result.transaction('alarms').objectStore('alarms').getAllKeys();
            keys.onsuccess = () => resolve(keys.result as number[]);
            keys.onerror = () => reject(keys.error);
          };
        }),
      `arc-${this.username}`,
    );
  }

  /** Writes waiting in the browser's outbox (IndexedDB): none once every write reached the server. */
  outboxSize(): Promise<number> {
    return this.tabs[0]!.evaluate(
      (name) =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('outbox').objectStore('outbox').count();
            count.onsuccess = () => resolve(count.result);
            count.onerror = () => reject(count.error);
          };
        }),
      `arc-${this.username}`,
    );
  }

  /**
   * Scrolls the working tab's list through each of its tabs from top to bottom, so that every listed alarm's row
   * is drawn (the list is virtualised): the watcher records the rows not drawn during the run.
   */
  async sweepScreen(): Promise<void> {
    const page = this.tabs[0]!;
    await this.dismissDialogs();
    this.sweeping = true;
    for (const name of LIST_TABS) {
      await page.getByRole('tab', { name }).click();
      await page.evaluate(LIST_SWEEP);
    }
    await page.getByRole('tab', { name: LIST_TABS[0]! }).click();
    // The watcher's last reports reach this side after the scroll ends.
    await page.evaluate('new Promise((resolve) => setTimeout(resolve, 200))');
    this.sweeping = false;
  }

  /**
   * What each tab's shell says of its connection (the status light's name and colour), and the engine's last
   * catch-up (its cursor and when, from IndexedDB), for a report of a browser that fell behind.
   */
  async connectionStates(): Promise<string[]> {
    const lights = await Promise.all(
      this.tabs.map(async (page) => {
        const light = page.getByRole('button', { name: /Connection status/ }).first();
        if ((await light.count()) === 0) return 'no status light';
        return `${(await light.getAttribute('aria-label')) ?? ''} (${(await light.getAttribute('data-indicator')) ?? ''})`;
      }),
    );
    const lastCatchUp = await this.tabs[0]!.evaluate(
      (name) =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open(name);
          open.onerror = () => resolve(`unreadable: ${String(open.error)}`);
          open.onsuccess = () => {
            const meta = open.result.transaction('meta').objectStore('meta').getAll();
            meta.onsuccess = () => {
              const value = (key: string) => (meta.result as { key: string; value: unknown }[]).find((row) => row.key === key)?.value;
              const at = Number(value('lastSyncAt'));
              resolve(`last catch-up ${Number.isFinite(at) ? `${Math.round((Date.now() - at) / 1000)} s ago` : 'never'}, cursor ${String(value('cursor'))}`);
            };
            meta.onerror = () => resolve(`unreadable: ${String(meta.error)}`);
          };
        }),
      `arc-${this.username}`,
    );
    return [...lights, lastCatchUp];
  }

  /** The dialogs found open in the working tab before the sweep, with how each was closed, for the report. */
  readonly dialogsLeftOpen: string[] = [];

  /** Closes what covers the list as an operator would: Escape, else the dialog's harmless button. */
  private async dismissDialogs(): Promise<void> {
    const page = this.tabs[0]!;
    const open = page.locator('[role="dialog"], [role="alertdialog"]');
    for (let i = 0; i < 5 && (await open.count()) > 0; i++) {
      const dialog = open.first();
      const text = ((await dialog.textContent()) ?? '').replace(/\s+/g, ' ').slice(0, 160);
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
      if ((await open.count()) > 0 && (await dialog.textContent())?.replace(/\s+/g, ' ').startsWith(text.slice(0, 40))) {
        const button = dialog.getByRole('button', { name: /^(OK|Got it|Continue|Cancel|Close)$/ }).first();
        const name = (await button.count()) > 0 ? await button.textContent() : null;
        if (name === null) {
          this.dialogsLeftOpen.push(`${text} (could not be closed)`);
          return;
        }
        await button.click();
        this.dialogsLeftOpen.push(`${text} (closed with ${name})`);
      } else this.dialogsLeftOpen.push(`${text} (closed with Escape)`);
    }
  }

  close(): Promise<void> {
    return this.desktop.close();
  }
}
