import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { acceptUnloadPrompts, loginAs } from './support/operator.ts';
import { ingestAlarm, openSockets, storedAlarmText } from './sync-support.ts';

/** Opens another tab of the same browser on the dashboard; it joins the running engine. */
async function anotherTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  acceptUnloadPrompts(page);
  await page.goto('/#/dashboard');
  await expect(page.getByRole('banner').getByText('Anna Andersson (AA)')).toBeVisible({ timeout: 15_000 });
  return page;
}

for (const variant of ['SharedWorker', 'leader election (no SharedWorker)'] as const) {
  test.describe(`tabs share one engine: ${variant}`, () => {
    test('three tabs share one websocket; closing the first keeps the others live', async ({ browser, request }) => {
      const context = await browser.newContext();
      if (variant !== 'SharedWorker') {
        // Older Chrome on Android tablets: no SharedWorker, so tabs elect a leader with a Web Lock.
        await context.addInitScript(() => {
          Object.defineProperty(globalThis, 'SharedWorker', { value: undefined, configurable: true });
        });
      }
      const first = await context.newPage();
      await loginAs(first, 'anna');
      await expect.poll(() => openSockets(request), { timeout: 15_000 }).toBe(1);

      const second = await anotherTab(context);
      const third = await anotherTab(context);
      await expect.poll(() => openSockets(request)).toBe(1);

      await first.close();
      const alarmId = await ingestAlarm(request, `After the first tab closed (${variant})`);
      for (const page of [second, third]) {
        await expect.poll(() => storedAlarmText(page, 'anna', alarmId), { timeout: 15_000 }).toBe(`After the first tab closed (${variant})`);
      }
      await expect.poll(() => openSockets(request), { timeout: 15_000 }).toBe(1);
      await context.close();
    });
  });
}

test('an alarm ingested while the browser is offline appears once it is back', async ({ browser, request }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, 'anna');
  await expect.poll(() => openSockets(request), { timeout: 15_000 }).toBe(1);

  await context.setOffline(true);
  // The engine notices: the status light turns red (SHELL-14).
  await expect(page.locator('[data-indicator]')).toHaveAttribute('data-indicator', 'red', { timeout: 15_000 });
  const alarmId = await ingestAlarm(request, 'Raised while the console was offline');
  await expect.poll(() => storedAlarmText(page, 'anna', alarmId)).toBeNull();
  await context.setOffline(false);
  await expect.poll(() => storedAlarmText(page, 'anna', alarmId), { timeout: 20_000 }).toBe('Raised while the console was offline');
  await context.close();
});
