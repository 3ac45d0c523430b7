import { expect, test } from '@playwright/test';
import { AlarmListPage } from './page-models/alarm-list-page.ts';
import { Shell } from './page-models/shell.ts';

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

test('a freshly opened console says alarm sound needs a click, and stops saying so once it runs', async ({ page, context }) => {
  await AlarmListPage.open(page, 'anna');
  // A new page of the same browser (the session is kept) has had no click yet, like a reloaded one.
  const fresh = await Shell.newTab(context);
  await page.close();
  await fresh.page.goto('/#/dashboard');
  const enable = new AlarmListPage(fresh.page).enableSoundButton;
  await expect(enable).toBeVisible({ timeout: 15_000 });
  await expect(fresh.enableSoundButton).toBeVisible();
  // Answered only now: answering it is a click, which would unlock the sound before the offer is seen.
  await fresh.acknowledgeWhenAsked();
  await enable.click();
  await expect(fresh.page.getByRole('button', { name: 'Click to enable alarm sound' })).toHaveCount(0);
});
