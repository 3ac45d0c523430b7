import type { Page } from '@playwright/test';
import { benchAlarm, ingest } from '../lib/api.ts';
import { signIn, waitForText } from '../lib/browser.ts';
import { launchDesktopBrowser } from '../lib/desktop-browser.ts';
import { isSkipped } from '../lib/figure.ts';
import { log } from '../lib/log.ts';
import type { Plan } from '../lib/plan.ts';
import { startServer } from '../lib/server.ts';
import { consolePushToSound } from './push-to-sound.ts';

const OPERATOR = 'anna';
const TABS = 2;

/**
 * Push-to-sound with every tab of the console hidden (`--only hidden-sound`): an operator's console behind other
 * windows still sounds each new alarm from its sound owner. Two console tabs of a desktop Chromium on a virtual
 * display, with another tab brought in front of both (Chromium on Xvfb tracks no window occlusion: a tab behind
 * another is how a page is hidden there, as `document.visibilityState` reports).
 */
export async function hiddenPushToSound(consoleDir: string, plan: Plan) {
  const server = await startServer({ consoleDir, label: 'hidden-sound', floodWatch: false });
  const desktop = await launchDesktopBrowser();
  try {
    if (isSkipped(desktop)) return desktop;
    const marker = `READY hidden ${Date.now()}`;
    await ingest(server.baseUrl, benchAlarm(marker, 0));
    const first = desktop.context.pages()[0] ?? (await desktop.openTab('about:blank', 'new window'));
    await signIn(first, server.baseUrl, OPERATOR);
    const consoles: Page[] = [first];
    for (let tab = 1; tab < TABS; tab++) consoles.push(await desktop.openTab(`${server.baseUrl}/`, 'background'));
    await Promise.all(consoles.map((page) => waitForText(page, marker)));
    await desktop.activate(await desktop.openTab('about:blank', 'background'));
    const states = await Promise.all(consoles.map((page) => page.evaluate(() => document.visibilityState)));
    log(`hidden push-to-sound: console tabs read ${states.join(', ')}`);
    if (states.some((state) => state !== 'hidden')) return { skipped: `not every console tab hidden: ${states.join(', ')}` };
    return {
      arrangement: `${TABS} console tabs behind a blank tab in front, on Xvfb: every one read "hidden" (document.visibilityState)`,
      ...(await consolePushToSound(server.baseUrl, { visible: [], hidden: consoles }, plan.quick ? 5 : 15, 'every tab hidden')),
    };
  } finally {
    if (!isSkipped(desktop)) await desktop.close();
    await server.stop();
  }
}
