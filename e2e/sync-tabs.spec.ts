import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { LoginPage } from './page-models/login-page.ts';
import { Shell } from './page-models/shell.ts';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { e2ePort } from './support/e2e-server.ts';
import { openSockets, settledOpenSockets } from './support/metrics.ts';
import { startOwnServer } from './support/own-server.ts';
import { storedAlarmText } from './support/stored.ts';
import { ingestAlarm, raiseAlarm } from './support/test-data.ts';
import { refuseIndexedDb } from './support/refuse-indexeddb.ts';

// The service worker is part of what these tests prove (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Opens another tab of the same browser on the dashboard; it joins the running engine. */
async function anotherTab(context: BrowserContext): Promise<Page> {
  const shell = await Shell.newTab(context);
  await shell.page.goto('/#/dashboard');
  await expect(shell.operator('Anna Andersson (AA)')).toBeVisible({ timeout: 15_000 });
  return shell.page;
}

for (const variant of ['SharedWorker', 'leader election (no SharedWorker)'] as const) {
  test.describe(`tabs share one engine: ${variant}`, () => {
    test('three tabs share one websocket; closing the first keeps the others live', async ({ browser, request }) => {
      // The count is the server's: sockets earlier specs' browsers still hold are counted before this one opens.
      const others = await settledOpenSockets(request);
      const context = await browser.newContext();
      if (variant !== 'SharedWorker') {
        // Older Chrome on Android tablets: no SharedWorker, so tabs elect a leader with a Web Lock.
        await context.addInitScript(() => {
          Object.defineProperty(globalThis, 'SharedWorker', { value: undefined, configurable: true });
        });
      }
      const first = await context.newPage();
      await new LoginPage(first).logIn('anna');
      await expect.poll(() => openSockets(request), { timeout: 15_000 }).toBe(others + 1);

      const second = await anotherTab(context);
      const third = await anotherTab(context);
      await expect.poll(() => openSockets(request)).toBe(others + 1);

      await first.close();
      const alarmId = await ingestAlarm(request, `After the first tab closed (${variant})`);
      for (const page of [second, third]) {
        await expect.poll(() => storedAlarmText(page, 'anna', alarmId), { timeout: 15_000 }).toBe(`After the first tab closed (${variant})`);
      }
      await expect.poll(() => openSockets(request), { timeout: 15_000 }).toBe(others + 1);
      await context.close();
    });
  });
}

test('aesthetics §3 Comlink in the fallback (no SharedWorker): a following tab takes, handles and clears an alarm through the leading tab', async ({ browser, request }) => {
  // Two tabs log in and join before the alarm is handled: longer than a one-tab test.
  test.setTimeout(90_000);
  const context = await browser.newContext();
  await context.addInitScript(() => {
    Object.defineProperty(globalThis, 'SharedWorker', { value: undefined, configurable: true });
  });
  // The first tab's worker is granted the leader lock and runs the engine; the second's forwards every command to it.
  await AlarmListPage.open(await context.newPage(), 'anna');
  const list = await AlarmListPage.inAnotherTab(context);
  const { text } = await raiseAlarm(request);
  const alarm = await list.openOwn(text, { timeout: 15_000 });
  const reason = await alarm.registerReason();
  await expect(alarm.text(reason)).toBeVisible();
  await alarm.registerAction();
  await alarm.expectClearAllowed();
  await alarm.clear();
  await expect(list.page).toHaveURL(/#\/dashboard$/);
  await list.showTab('Deactivated');
  await expect(list.row(text)).toBeVisible();
  await context.close();
});

test.describe('IndexedDB refused', () => {
  // The engine's script must come from the network, where the test refuses IndexedDB in it too.
  test.use({ serviceWorkers: 'block' });

  test('aesthetics (memory fallback): the operator sees their alarms, a new one arrives and opens', async ({ browser, request }) => {
    const context = await browser.newContext();
    await refuseIndexedDb(context);
    const list = await AlarmListPage.open(await context.newPage(), 'anna');
    await expect(new Shell(list.page).memoryStorageBanner).toBeVisible();
    await expect(list.topRow).toBeVisible();

    const { text } = await raiseAlarm(request);
    await expect(list.row(text)).toBeVisible({ timeout: 15_000 });
    await list.openOwn(text, { timeout: 15_000 });
    await context.close();
  });
});

test('an alarm ingested while the browser is offline appears once it is back', async ({ browser, request }) => {
  // As above: this browser's socket is counted on top of those earlier specs' browsers still hold.
  const others = await settledOpenSockets(request);
  const context = await browser.newContext();
  const page = await context.newPage();
  await new LoginPage(page).logIn('anna');
  await expect.poll(() => openSockets(request), { timeout: 15_000 }).toBe(others + 1);

  await context.setOffline(true);
  // The engine notices: the status light turns red (SHELL-14).
  await expect(new Shell(page).statusLight).toHaveAttribute('data-indicator', 'red', { timeout: 15_000 });
  const alarmId = await ingestAlarm(request, 'Raised while the console was offline');
  await expect.poll(() => storedAlarmText(page, 'anna', alarmId)).toBeNull();
  await context.setOffline(false);
  await expect.poll(() => storedAlarmText(page, 'anna', alarmId), { timeout: 20_000 }).toBe('Raised while the console was offline');
  await context.close();
});

test('qa-supervisor P1-1: every tab opened one after another hears the engine through a server outage and an offline spell', async ({ browser }) => {
  // Two starts of a server of its own, so the suite's server stays up.
  test.setTimeout(150_000);
  const server = await startOwnServer(e2ePort() + 1100);
  try {
    const context = await browser.newContext({ baseURL: server.baseURL });
    await AlarmListPage.open(await context.newPage(), 'anna');
    // The later tabs join an engine that is already running: the case where their lock was taken for gone.
    for (let i = 0; i < 3; i++) await anotherTab(context);
    const shells = context.pages().map((page) => new Shell(page));
    const everyTab = async (indicator: 'red' | 'green') => {
      for (const shell of shells) await expect(shell.statusLight).toHaveAttribute('data-indicator', indicator, { timeout: 30_000 });
    };
    await everyTab('green');

    await server.stop();
    await everyTab('red');
    for (const shell of shells) await expect(shell.serverUnreachableBanner).toBeVisible({ timeout: 15_000 });
    await server.start();
    await everyTab('green');

    await context.setOffline(true);
    await everyTab('red');
    await context.setOffline(false);
    await everyTab('green');
    await context.close();
  } finally {
    await server.dispose();
  }
});

test('with no phone selected, the light leaves green while the push socket is closed and polling still brings new alarms', async ({ browser }) => {
  // A server of its own that drains as a cluster instance does: sockets closed and refused, HTTP still served.
  test.setTimeout(120_000);
  const server = await startOwnServer(e2ePort() + 1101, { drainMs: 45_000 });
  try {
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    await AlarmListPage.open(page, 'anna');
    const shell = new Shell(page);
    await expect(shell.statusLight).toHaveAttribute('data-indicator', 'green', { timeout: 30_000 });
    // Every colour the light takes from here on, however briefly.
    await page.evaluate(() => {
      const light = document.querySelector('[data-indicator]')!;
      const seen: string[] = [];
      Object.assign(window, { lightsSeen: seen });
      new MutationObserver(() => seen.push(light.getAttribute('data-indicator') ?? '')).observe(light, { attributes: true, attributeFilter: ['data-indicator'] });
    });

    server.drain();
    await expect(page.getByRole('button', { name: 'Connection status: New alarms may be delayed' })).toHaveAttribute('data-indicator', 'yellow', { timeout: 15_000 });
    const alarmId = await ingestAlarm(context.request, 'Raised while the push socket was closed');
    await expect.poll(() => storedAlarmText(page, 'anna', alarmId), { timeout: 30_000 }).toBe('Raised while the push socket was closed');
    const seen = await page.evaluate(() => (window as unknown as { lightsSeen: string[] }).lightsSeen);
    expect(seen).not.toContain('green');
    await context.close();
  } finally {
    await server.dispose();
  }
});
