import { expect, test } from '@playwright/test';
import { openDashboard } from './alarm-support.ts';
import { acknowledgeWhenAsked, acceptUnloadPrompts } from './support/operator.ts';

/**
 * An operator's browser holds audio suspended in a fresh page until a click or key press. Debian's headless Chromium
 * starts every AudioContext running whatever --autoplay-policy says (measured here), so the pages apply that rule to
 * the real AudioContext: suspended until the page has had a click or key press, resumable only then.
 */
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    // Playwright's navigations count as user activation (navigator.userActivation), so a trusted click or key
    // press seen by this page is the gesture.
    let gesture = false;
    const onGesture = (event: Event) => {
      if (event.isTrusted) gesture = true;
    };
    window.addEventListener('pointerdown', onGesture, true);
    window.addEventListener('keydown', onGesture, true);
    const Real = window.AudioContext;
    class GestureGatedAudioContext extends Real {
      constructor(options?: AudioContextOptions) {
        super(options);
        if (!gesture) void this.suspend();
      }
      override resume(): Promise<void> {
        return gesture ? super.resume() : new Promise<void>(() => undefined);
      }
    }
    window.AudioContext = GestureGatedAudioContext;
  });
});

test('ux #6 a freshly opened console says alarm sound needs a click, and stops saying so once it runs', async ({ page, context }) => {
  await openDashboard(page, 'anna');
  // A new page of the same browser (the session is kept) has had no click yet, like a reloaded one.
  const fresh = await context.newPage();
  acceptUnloadPrompts(fresh);
  await page.close();
  await fresh.goto('/#/dashboard');
  const enable = fresh.getByRole('region', { name: 'Alarm list' }).getByRole('button', { name: 'Click to enable alarm sound' });
  await expect(enable).toBeVisible({ timeout: 15_000 });
  await expect(fresh.getByRole('banner').getByRole('button', { name: 'Click to enable alarm sound' })).toBeVisible();
  await acknowledgeWhenAsked(fresh);
  await enable.click();
  await expect(fresh.getByRole('button', { name: 'Click to enable alarm sound' })).toHaveCount(0);
});
