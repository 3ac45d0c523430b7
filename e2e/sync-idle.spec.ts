import { expect, test } from '@playwright/test';
import { LoginPage } from './page-models/login-page.ts';
import { Shell } from './page-models/shell.ts';
import { openSockets, requestsBetween, requestsServed } from './support/metrics.ts';

// A measurement, not a check: one idle minute per run. Run with ARC_MEASURE=1 (see the engine report).
test.skip(!process.env.ARC_MEASURE, 'measurement only: set ARC_MEASURE=1');
test.setTimeout(180_000);

for (const tabs of [1, 5]) {
  test(`server load of ${tabs} idle tab(s) for one minute`, async ({ browser, request }) => {
    const context = await browser.newContext();
    const first = await context.newPage();
    await new LoginPage(first).logIn('anna');
    for (let i = 1; i < tabs; i += 1) {
      const tab = await Shell.newTab(context);
      await tab.page.goto('/#/dashboard');
      await expect(tab.operator('Anna Andersson (AA)')).toBeVisible({ timeout: 15_000 });
    }
    await expect.poll(() => openSockets(request), { timeout: 15_000 }).toBe(1);
    // Let the start-up loads settle before measuring.
    await first.waitForTimeout(5_000);
    const before = await requestsServed(request);
    await first.waitForTimeout(60_000);
    const after = await requestsServed(request);
    const delta = requestsBetween(before, after);
    const total = Object.values(delta).reduce((sum, n) => sum + n, 0);
    console.log(`tabs=${tabs} sockets=${await openSockets(request)} requests/idle minute=${total}`, delta);
    expect(await openSockets(request)).toBe(1);
    await context.close();
  });
}
