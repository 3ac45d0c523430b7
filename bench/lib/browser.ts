import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../tests/chromium-flags.ts';
import { DEMO_PASSWORD } from './api.ts';

export const CHROMIUM_ARGS = [
  ...CHROMIUM_FLAGS,
  // An operator's console has had the click that lets it sound (its banner asks for one); so has the bench's.
  '--autoplay-policy=no-user-gesture-required',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** A browser profile whose actions time out (outside the test runner Playwright waits forever by default). */
export async function newProfile(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(30_000);
  return context;
}

declare global {
  interface Window {
    __bench?: { expect(marker: string): Promise<number> };
  }
}

// Plain JavaScript, not a function: tsx would wrap a function's inner closures in a `__name` helper the page lacks.
const WATCHER = `(() => {
  if (window.__bench) return;
  const pending = new Map();
  new MutationObserver(() => {
    if (pending.size === 0) return;
    const at = performance.timeOrigin + performance.now();
    const text = document.body.textContent || '';
    for (const [marker, resolve] of pending) {
      if (!text.includes(marker)) continue;
      pending.delete(marker);
      resolve(at);
    }
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
  window.__bench = { expect: (marker) => new Promise((resolve) => pending.set(marker, resolve)) };
})()`;

/**
 * Installs in the page a MutationObserver that records, for every awaited text, the epoch time (timeOrigin +
 * performance.now(), comparable with the same clock in Node on this machine) of the first DOM mutation after
 * which the text is in the document. Waiting is a promise the observer resolves: no polling in the page.
 */
export async function installWatcher(page: Page): Promise<void> {
  await page.evaluate(WATCHER);
}

/**
 * Starts waiting in every page for `marker`; `rendered` gives the epoch ms at which each page rendered it. Call
 * before raising the alarm, await `rendered` after. (Wrapped in an object: an async function would flatten it.)
 */
export async function expectText(pages: readonly Page[], marker: string, timeoutMs = 15_000): Promise<{ rendered: Promise<number[]> }> {
  // Registering is awaited (the observer must know the marker before the alarm exists); rendering is not, yet.
  const handles = await Promise.all(pages.map((page) => page.evaluateHandle((m) => ({ at: window.__bench?.expect(m) }), marker)));
  const rendered = Promise.all(handles.map((handle) => handle.evaluate((h) => h.at) as Promise<number>));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`"${marker}" not rendered in every tab within ${timeoutMs} ms`)), timeoutMs);
  });
  const result = Promise.race([rendered, timeout]).finally(() => {
    clearTimeout(timer);
    for (const handle of handles) void handle.dispose();
  });
  // Handled here too, so a caller that fails before awaiting it does not leave an unhandled rejection behind.
  result.catch(() => undefined);
  return { rendered: result };
}

// Every sound started in the page, and whether the page announced it as a new alarm's sound (`arc:alarm-sound`,
// dispatched in the same task right after the sound starts; the unanswered-alarm repeat and the reminders are not
// announced). A sound file counts from the moment its play() settles, when the browser plays its first sample; a
// synthesised tone (the fallback) from its scheduled start on the audio clock.
const SOUND_WATCHER = `(() => {
  if (window.__benchSounds) return;
  window.__benchSounds = [];
  let thisTask = [];
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (when) {
    const ahead = Math.max(0, (when || 0) - this.context.currentTime);
    const sound = { at: performance.timeOrigin + performance.now() + ahead * 1000, state: this.context.state, announced: false };
    window.__benchSounds.push(sound);
    if (thisTask.length === 0) queueMicrotask(() => { thisTask = []; });
    thisTask.push(sound);
    return start.apply(this, arguments);
  };
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    const sound = { at: undefined, state: 'file loading', announced: false };
    window.__benchSounds.push(sound);
    if (thisTask.length === 0) queueMicrotask(() => { thisTask = []; });
    thisTask.push(sound);
    const started = play.apply(this, arguments);
    started.then(() => { sound.at = performance.timeOrigin + performance.now(); sound.state = 'file playing'; }, () => { sound.state = 'file refused'; });
    return started;
  };
  // An alarm whose pattern is already sounding (the unanswered-alarm repeat, say) starts no tone of its own: it is
  // heard as it is announced.
  window.addEventListener('arc:alarm-sound', () => {
    if (thisTask.length === 0) window.__benchSounds.push({ at: performance.timeOrigin + performance.now(), state: 'already sounding', announced: true });
    for (const sound of thisTask) sound.announced = true;
  });
})()`;

export interface SoundStart {
  /**
   * Epoch ms at which the sound starts: a file's play() settled, or a tone's start on the audio clock (the start
   * call's time plus how far ahead it was scheduled). Unset while a file is still loading.
   */
  at: number;
  /** `file playing`, or a tone's AudioContext state then (only `running` sounds), or `already sounding`: the alarm's sound was. */
  state: string;
  /** Announced by the page as a new alarm's sound (not the unanswered-alarm repeat or a reminder). */
  announced: boolean;
}

/** Records every sound the page starts: its sound files (audio elements) and synthesised tones (Web Audio oscillators). */
export async function installSoundWatcher(page: Page): Promise<void> {
  await page.evaluate(SOUND_WATCHER);
}

/** The sounds the page started at or after `since` (epoch ms); a file still loading has not started. */
export function soundsSince(page: Page, since: number): Promise<SoundStart[]> {
  return page.evaluate((from) => ((window as unknown as { __benchSounds?: SoundStart[] }).__benchSounds ?? []).filter((sound) => sound.at >= from), since);
}

/** Epoch ms on this machine's clock, with the same origin convention as the page's timeOrigin + now(). */
export const epochNow = (): number => performance.timeOrigin + performance.now();

/** Signs in through the login screen as a user would, then waits for the alarm list. */
export async function signIn(page: Page, baseUrl: string, username: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel(/^user ?name$/i).fill(username);
  await page.getByLabel(/^password$/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click();
}

/** Waits until a list row holding `marker` is in the page. */
export async function waitForText(page: Page, marker: string, timeoutMs = 60_000): Promise<void> {
  await page.waitForFunction((m) => document.body.textContent?.includes(m) ?? false, marker, { timeout: timeoutMs, polling: 50 });
}

/** Opens `count` tabs on the console in one browser context (one browser profile), the first one signed in. */
export async function openTabs(context: BrowserContext, baseUrl: string, count: number, username: string, listMarker: string): Promise<Page[]> {
  const first = await context.newPage();
  await signIn(first, baseUrl, username);
  await waitForText(first, listMarker);
  const pages = [first];
  for (let i = 1; i < count; i++) {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    pages.push(page);
  }
  await Promise.all(pages.map((page) => waitForText(page, listMarker)));
  return pages;
}
