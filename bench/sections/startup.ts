import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../lib/api.ts';
import { epochNow, newProfile, waitForText } from '../lib/browser.ts';
import { figure, latency } from '../lib/figure.ts';
import { profilePage } from '../lib/page-profile.ts';
import { summarize } from '../lib/stats.ts';

declare global {
  interface Window {
    __benchStart?: Record<string, number>;
  }
}

/**
 * Before any page script runs, records performance.now() (ms since navigation start) of the first DOM mutation
 * after which each named condition holds: the login form; `listMarker` on screen (in the start picture or the live
 * list); `listMarker` in the live list (React's root, which the start picture is outside of).
 */
async function watchFromNavigation(page: Page, listMarker: string): Promise<void> {
  await page.addInitScript((marker: string) => {
    const marks: Record<string, number> = {};
    window.__benchStart = marks;
    new MutationObserver(() => {
      const now = performance.now();
      if (marks.loginForm === undefined && document.querySelector('input[type="password"]')) marks.loginForm = now;
      if (marks.list === undefined && (document.body?.textContent ?? '').includes(marker)) marks.list = now;
      if (marks.live === undefined && (document.getElementById('root')?.textContent ?? '').includes(marker)) marks.live = now;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, listMarker);
}

async function mark(page: Page, name: 'loginForm' | 'list' | 'live'): Promise<number> {
  const handle = await page.waitForFunction((key) => window.__benchStart?.[key], name, { timeout: 30_000, polling: 20 });
  return (await handle.jsonValue()) as number;
}

async function warmRun(context: BrowserContext, baseUrl: string, listMarker: string): Promise<{ shown: number; live: number }> {
  const page = await context.newPage();
  await watchFromNavigation(page, listMarker);
  await page.goto(`${baseUrl}/`);
  const shown = await mark(page, 'list');
  const live = await mark(page, 'live');
  await page.close();
  return { shown, live };
}

/** One more warm start, under the page's CPU profiler (not counted in the figures: profiling slows it). */
async function profiledWarmRun(context: BrowserContext, baseUrl: string, listMarker: string, distDir: string) {
  const page = await context.newPage();
  await watchFromNavigation(page, listMarker);
  const { profile } = await profilePage(page, distDir, async () => {
    await page.goto(`${baseUrl}/`);
    return mark(page, 'live');
  });
  await page.close();
  return profile;
}

/**
 * Cold: a fresh profile (no cache, no service worker, no IndexedDB) — navigation until the login form, plus
 * sign-in submitted until the first list row (typing excluded). Warm: the same profile after the service worker
 * installed, with the network offline, navigation until the first list row, median of `runs` (0: the cold start
 * alone).
 */
export async function startUp(browser: Browser, baseUrl: string, username: string, listMarker: string, runs: number, options: { stored: number; profileDist?: string | undefined }) {
  const { stored, profileDist } = options;
  const context = await newProfile(browser);
  try {
    const page = await context.newPage();
    await watchFromNavigation(page, listMarker);
    await page.goto(`${baseUrl}/`);
    const shellMs = await mark(page, 'loginForm');
    await page.getByLabel(/^user ?name$/i).fill(username);
    await page.getByLabel(/^password$/i).fill(DEMO_PASSWORD);
    const submitted = epochNow();
    await page.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click();
    await waitForText(page, listMarker);
    const listAt = await page.evaluate(() => performance.timeOrigin + (window.__benchStart?.list ?? Number.NaN));
    const signInMs = listAt - submitted;
    const cold = figure(signInMs, 'ms', {
      budget: { text: '<= 1000 ms, login form submitted → first alarm row', max: 1000 },
      note: `empty profile, ${stored} alarms on the server: sign-in submitted → first alarm row (typing excluded); before it, navigation → login form ${Math.round(shellMs)} ms`,
    });
    if (runs === 0) return { cold };

    // Let the service worker take control, then close the tab so the next navigation is a fresh start.
    await page.evaluate(async () => {
      await navigator.serviceWorker?.ready;
    });
    await page.reload();
    await waitForText(page, listMarker);
    const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
    await page.close();

    const warmOnline: { shown: number; live: number }[] = [];
    for (let i = 0; i < runs; i++) warmOnline.push(await warmRun(context, baseUrl, listMarker));
    await context.setOffline(true);
    const warmOffline: { shown: number; live: number }[] = [];
    for (let i = 0; i < runs; i++) warmOffline.push(await warmRun(context, baseUrl, listMarker));
    const profile = profileDist ? await profiledWarmRun(context, baseUrl, listMarker, profileDist) : undefined;
    await context.setOffline(false);

    const offline = summarize(warmOffline.map((run) => run.shown));
    const offlineLive = summarize(warmOffline.map((run) => run.live));
    return {
      cold,
      warm: latency(offline, {
        budget: { text: 'p95 <= 300 ms', max: 300 },
        note: `installed profile with ${stored} alarms stored, offline, service worker ${controlled ? 'controlling' : 'NOT controlling'} the page: navigation → first alarm row on screen (the start picture: the list as it was left, drawn from localStorage before React loads), ${runs} starts`,
      }),
      warmOnline: latency(summarize(warmOnline.map((run) => run.shown)), { budget: { text: 'p95 <= 300 ms', max: 300 }, note: `same, online, ${runs} starts` }),
      warmLive: latency(offlineLive, {
        note: `same starts offline: navigation → the row in the live list (read from IndexedDB, can be clicked); online p95 ${summarize(warmOnline.map((run) => run.live)).p95} ms`,
      }),
      ...(profile ? { warmProfile: { ...profile, note: 'one extra warm offline start under the CPU profiler: self time of the page main thread' } } : {}),
    };
  } finally {
    await context.close();
  }
}
