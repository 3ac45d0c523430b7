import type { BrowserContext, Page } from '@playwright/test';

/**
 * Counts the sounds the pages start, so a test can tell that a sound played: every synthesised tone (one oscillator
 * per note) and every alarm sound file the browser played (its play() settled, so the file loaded and decoded),
 * whose path is kept in order (soundFilesPlayed).
 */
export async function countTones(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const scope = window as unknown as { tonesStarted: number; soundFilesPlayed: string[] };
    scope.tonesStarted = 0;
    scope.soundFilesPlayed = [];
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function createCounted(this: AudioContext) {
      scope.tonesStarted += 1;
      return create.call(this);
    };
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function playCounted(this: HTMLMediaElement) {
      const started = play.call(this);
      const file = new URL(this.currentSrc || this.src, location.href).pathname;
      if (file.startsWith('/sounds/alarm/')) {
        void started.then(
          () => {
            scope.tonesStarted += 1;
            scope.soundFilesPlayed.push(file);
          },
          () => undefined,
        );
      }
      return started;
    };
  });
}

export const tonesStarted = (page: Page) => page.evaluate(() => (window as unknown as { tonesStarted: number }).tonesStarted);

/** The sound files the page played, in order (`/sounds/alarm/level1.wav`, …). */
export const soundFilesPlayed = (page: Page) => page.evaluate(() => (window as unknown as { soundFilesPlayed: string[] }).soundFilesPlayed);
