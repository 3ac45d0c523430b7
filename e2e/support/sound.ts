import type { BrowserContext, Page } from '@playwright/test';

/** Counts the tones the pages start (every pattern step is one oscillator), so a test can tell that a sound played. */
export async function countTones(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const scope = window as unknown as { tonesStarted: number };
    scope.tonesStarted = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function createCounted(this: AudioContext) {
      scope.tonesStarted += 1;
      return create.call(this);
    };
  });
}

export const tonesStarted = (page: Page) => page.evaluate(() => (window as unknown as { tonesStarted: number }).tonesStarted);
