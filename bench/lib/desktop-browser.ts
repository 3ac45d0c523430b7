import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type ConnectOverCDPOptions, type Page } from '@playwright/test';
import { removeTree, stopProcessGroup } from '../../tests/clean-up.ts';
import { CHROMIUM_ARGS } from './browser.ts';
import type { Skipped } from './figure.ts';

const XVFB = '/usr/bin/Xvfb';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Chromium with windows, so that a tab behind another in its window is hidden as it is on an operator's desktop.
 * Headless Chromium reports every page visible, and a browser Playwright launches keeps its pages visible too (its
 * focus emulation counts as a capture of the page); so Chromium runs here on a virtual X display (Xvfb) with a
 * debugging port, and Playwright connects to it without its default overrides (`noDefaults`).
 */
export interface DesktopBrowser {
  browser: Browser;
  /** The browser's own profile: one per desktop browser, so its tabs share one sync engine. */
  context: BrowserContext;
  /** Opens a tab in a new window (in front), or behind the front tab of the newest window (hidden). */
  openTab(url: string, where: 'new window' | 'background'): Promise<Page>;
  /** Brings a tab to the front of its window, as a click on it does. */
  activate(page: Page): Promise<void>;
  close(): Promise<void>;
}

function freeDisplay(): number {
  for (let display = 90; display < 190; display++) if (!existsSync(`/tmp/.X${display}-lock`)) return display;
  throw new Error('no free X display from :90 to :189');
}

async function until<T>(what: string, read: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** `windowSize`: each window's outer size in pixels (Chromium's default on this display is about 945 wide, narrow enough for the console's one-column layout). */
export async function launchDesktopBrowser(options: { windowSize?: [number, number] } = {}): Promise<DesktopBrowser | Skipped> {
  if (!existsSync(XVFB)) return { skipped: `no ${XVFB} (apt-get install xvfb): background tabs need a window system` };
  const display = freeDisplay();
  const profile = mkdtempSync(join(tmpdir(), 'arc-bench-desktop-'));
  const processes: ChildProcess[] = [];
  /**
   * Chromium first, then the display, each with its whole process group (Chromium's helpers write to the profile
   * after its main process has gone); the profile goes once they all have exited, and its removal never fails a run.
   */
  const stop = async () => {
    for (const child of processes.reverse()) await stopProcessGroup(child);
    await removeTree(profile);
  };
  try {
    processes.push(spawn(XVFB, [`:${display}`, '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], { stdio: 'ignore', detached: true }));
    await until('Xvfb did not start', () => (existsSync(`/tmp/.X11-unix/X${display}`) ? true : undefined));
    const size = options.windowSize ? [`--window-size=${options.windowSize.join(',')}`] : [];
    const args = [...CHROMIUM_ARGS.filter((arg) => arg !== '--headless'), ...size, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'];
    processes.push(spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args, { stdio: 'ignore', detached: true, env: { ...process.env, DISPLAY: `:${display}` } }));
    const activePort = join(profile, 'DevToolsActivePort');
    const port = await until('Chromium did not open its debugging port', () => (existsSync(activePort) ? readFileSync(activePort, 'utf8').split('\n')[0] || undefined : undefined));
    // `noDefaults` (not in the public types) keeps Playwright from emulating focus, which would make every tab visible.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { noDefaults: true } as ConnectOverCDPOptions);
    const context = browser.contexts()[0] as BrowserContext;
    context.setDefaultTimeout(30_000);
    const cdp = await browser.newBrowserCDPSession();
    const targetOf = async (page: Page) => {
      const session = await context.newCDPSession(page);
      const { targetInfo } = await session.send('Target.getTargetInfo');
      await session.detach();
      return targetInfo.targetId;
    };
    return {
      browser,
      context,
      async openTab(url, where) {
        // A loaded machine may take a while to open a window or a tab.
        const opened = context.waitForEvent('page', { timeout: 60_000 });
        await cdp.send('Target.createTarget', where === 'new window' ? { url, newWindow: true } : { url, background: true });
        const page = await opened;
        await page.waitForLoadState('domcontentloaded');
        return page;
      },
      async activate(page) {
        await cdp.send('Target.activateTarget', { targetId: await targetOf(page) });
      },
      async close() {
        await browser.close().catch(() => undefined);
        await stop();
      },
    };
  } catch (error) {
    await stop();
    return { skipped: `desktop browser: ${error instanceof Error ? error.message : String(error)}` };
  }
}
