import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, getJson, login } from '../lib/api.ts';
import { epochNow, newProfile, waitForText } from '../lib/browser.ts';
import { attempt, figure, isSkipped, latency } from '../lib/figure.ts';
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
 * list); `listMarker` in a row of the live list that a click would reach (React's root, which the start picture is
 * outside of, with nothing drawn over the row: the browser's hit test at its centre finds it).
 */
async function watchFromNavigation(page: Page, listMarker: string): Promise<void> {
  // No named functions inside: tsx would wrap them in a `__name` helper the page lacks, and the script would throw.
  await page.addInitScript((marker: string) => {
    const marks: Record<string, number> = {};
    window.__benchStart = marks;
    new MutationObserver(() => {
      const now = performance.now();
      if (marks.loginForm === undefined && document.querySelector('input[type="password"]')) marks.loginForm = now;
      if (marks.list === undefined && (document.body?.textContent ?? '').includes(marker)) marks.list = now;
      if (
        marks.live === undefined &&
        [...document.querySelectorAll('#root button.alarm-row')].some((row) => {
          if (!(row.textContent ?? '').includes(marker)) return false;
          const box = row.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit !== null && row.contains(hit);
        })
      )
        marks.live = now;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, listMarker);
}

async function mark(page: Page, name: 'loginForm' | 'list' | 'live'): Promise<number> {
  const handle = await page.waitForFunction((key) => window.__benchStart?.[key], name, { timeout: 30_000, polling: 20 }).catch((error: unknown) => {
    throw new Error(`no "${name}" mark within 30 s at ${page.url()}`, { cause: error });
  });
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
 * Signs in on a fresh page of an empty profile: navigation → login form (`shellMs`), then sign-in submitted → the
 * first alarm row (`signInMs`, typing excluded). The page stays open.
 */
export async function coldSignIn(page: Page, baseUrl: string, username: string, listMarker: string): Promise<{ shellMs: number; signInMs: number }> {
  await watchFromNavigation(page, listMarker);
  await page.goto(`${baseUrl}/`);
  const shellMs = await mark(page, 'loginForm');
  await page.getByLabel(/^user ?name$/i).fill(username);
  await page.getByLabel(/^password$/i).fill(DEMO_PASSWORD);
  const submitted = epochNow();
  await page.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click();
  await waitForText(page, listMarker);
  const listAt = await page.evaluate(() => performance.timeOrigin + (window.__benchStart?.list ?? Number.NaN));
  return { shellMs, signInMs: listAt - submitted };
}

/**
 * The operator acknowledges each of their alarms that asks for it, through the API as the modal's Got it does:
 * until then the must-acknowledge modal opens over the list at every start, and no row of it can be clicked.
 */
async function acknowledgeOwnNotices(baseUrl: string, username: string): Promise<void> {
  const session = await login(baseUrl, username);
  const { body: me } = await getJson<{ RespondentId?: number | null }>(baseUrl, '/api/me', session);
  const { body: alarms } = await getJson<{ AlarmId: number; RespondentId?: number | null; RequiresAcknowledgement?: boolean }[]>(baseUrl, '/api/alarms?onlyactive=true', session);
  for (const alarm of alarms.filter((listed) => listed.RequiresAcknowledgement === true && listed.RespondentId === me.RespondentId)) {
    const response = await fetch(`${baseUrl}/api/alarms/${alarm.AlarmId}/acknowledgement`, { method: 'POST', headers: { authorization: session.authorization } });
    if (!response.ok) throw new Error(`acknowledge alarm ${alarm.AlarmId}: HTTP ${response.status}`);
  }
}

/**
 * Cold: a fresh profile (no cache, no service worker, no IndexedDB) — navigation until the login form, plus
 * sign-in submitted until the first list row (typing excluded). Warm: the same profile after the service worker
 * installed, online and offline, navigation until the live list's row can be clicked, `runs` starts each (0: the
 * cold start alone).
 */
export async function startUp(browser: Browser, baseUrl: string, username: string, listMarker: string, runs: number, options: { stored: number; profileDist?: string | undefined }) {
  const { stored, profileDist } = options;
  await acknowledgeOwnNotices(baseUrl, username);
  const context = await newProfile(browser);
  try {
    const page = await context.newPage();
    const { shellMs, signInMs } = await coldSignIn(page, baseUrl, username, listMarker);
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
    // An offline start that fails (a dialog over the list) still leaves the online starts' figures.
    const warmOffline = await attempt('warm starts offline', async () => {
      const started: { shown: number; live: number }[] = [];
      for (let i = 0; i < runs; i++) started.push(await warmRun(context, baseUrl, listMarker));
      return started;
    });
    const profile = profileDist && !isSkipped(warmOffline) ? await profiledWarmRun(context, baseUrl, listMarker, profileDist) : undefined;
    await context.setOffline(false);

    const where = `installed profile with ${stored} alarms stored, service worker ${controlled ? 'controlling' : 'NOT controlling'} the page`;

    return {
      cold,
      // The budget is the live list: rows read from IndexedDB that a click opens, not the start picture over it.
      warm: isSkipped(warmOffline) ? warmOffline : latency(summarize(warmOffline.map((run) => run.live)), {
        budget: { text: 'p95 <= 300 ms', max: 300 },
        note: `${where}, offline: navigation → the row in the live list (from IndexedDB, a click reaches it), ${runs} starts`,
      }),
      warmOnline: latency(summarize(warmOnline.map((run) => run.live)), {
        budget: { text: 'p95 <= 300 ms', max: 300 },
        note: `same, online, ${runs} starts`,
      }),
      startPicture: isSkipped(warmOffline) ? warmOffline : latency(summarize(warmOffline.map((run) => run.shown)), {
        note: `same starts offline: navigation → the row in the start picture (the list as it was left, from localStorage, before React loads; no budget: it is not the list)`,
      }),
      ...(profile ? { warmProfile: { ...profile, note: 'one extra warm offline start under the CPU profiler: self time of the page main thread' } } : {}),
    };
  } finally {
    await context.close();
  }
}
