import type { Browser, BrowserContext, Page } from '@playwright/test';
import { alarmList, benchAlarm, ingest, login, seedAlarms } from '../lib/api.ts';
import { launchBrowser, newProfile, openTabs, signIn, waitForText } from '../lib/browser.ts';
import { launchDesktopBrowser } from '../lib/desktop-browser.ts';
import { attempt, type Figure, figure, isSkipped, latency, type Skipped } from '../lib/figure.ts';
import { log } from '../lib/log.ts';
import { profilePage } from '../lib/page-profile.ts';
import type { Plan } from '../lib/plan.ts';
import { scheduledPerMinute, seedSchedule, SeedStyleTab } from '../lib/seed-client.ts';
import { assetRequestsSince, logMark } from '../lib/server-log.ts';
import { startServer, type RunningServer } from '../lib/server.ts';
import type { Summary } from '../lib/stats.ts';
import { profileSharedWorker } from '../lib/worker-profile.ts';
import { type ArrangedTabs, backgroundTabs, openArrangedTabs, WINDOWS } from './background-tabs.ts';
import { catchUp } from './catch-up.ts';
import { idleFigures, idleTraffic, type IdleTraffic } from './idle-traffic.ts';
import { listAtScale } from './list-scale.ts';
import { consolePushToScreen, pushBudget, pushMarkerPrefix, seedPushToScreen } from './push-to-screen.ts';
import { consolePushToSound } from './push-to-sound.ts';
import { startUp } from './startup.ts';
import { chunkSizes, composition, forbiddenIn } from './weight.ts';

export const OPERATOR = 'anna';
const SETTLE_MS = 3000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Idle traffic is measured with 1 and 10 tabs only; push-to-screen with every tab count of the plan. */
const measuresIdle = (tabs: number) => tabs === 1 || tabs === 10;

/**
 * The list is virtualised and newest first: a row is only in the DOM while near the top. Each step waits for an
 * alarm raised just before it, so earlier steps' alarms cannot push its marker out of view.
 */
export async function freshMarker(baseUrl: string, label: string): Promise<string> {
  const text = `READY ${label} ${Date.now()}`;
  await ingest(baseUrl, benchAlarm(text, 0));
  return text;
}

interface StageResults {
  pushToScreen: Record<string, unknown>;
  pushToSound: Record<string, unknown>;
  /** The 10-tab stage's hidden tabs, by stored-alarm count. */
  backgroundTabs: Record<string, unknown>;
  idle: Record<string, { console: IdleTraffic | Skipped; seed: IdleTraffic | Skipped }>;
  startUp?: (Awaited<ReturnType<typeof startUp>> & { coldWithLargestList?: Figure }) | Skipped;
  chunksOnListPage?: unknown;
  listAtScale?: unknown;
  catchUp?: unknown;
  /** Set when the console could not even be opened in one tab: its other figures are skipped, not waited for. */
  consoleBroken?: Skipped;
  pushProfile?: unknown;
}

interface TabRun {
  server: RunningServer;
  browser: Browser;
  plan: Plan;
  stored: number;
  tabs: number;
  /** The first stage also measures idle traffic, start-up, chunks and catch-up. */
  first: boolean;
  /** The largest stage also measures the list at scale. */
  largest: boolean;
  consoleDir: string;
}

async function consoleRun(run: TabRun, label: string, out: StageResults): Promise<{ push: Summary | Skipped; idle: IdleTraffic | Skipped }> {
  if (out.consoleBroken) return { push: out.consoleBroken, idle: out.consoleBroken };
  const { server, plan, tabs } = run;
  // The 10 tabs are arranged in windows (3 in front, 7 behind) in a desktop browser when there is one.
  const desktop = tabs === WINDOWS.reduce((sum, n) => sum + n, 0) ? await launchDesktopBrowser() : undefined;
  const windowed = desktop && !isSkipped(desktop) ? desktop : undefined;
  if (desktop && isSkipped(desktop)) out.backgroundTabs[`stored${run.stored}`] = desktop;
  const context = windowed ? undefined : await newProfile(run.browser);
  try {
    const marker = await freshMarker(server.baseUrl, label);
    const opened: ArrangedTabs | Skipped = await attempt(`open ${label}`, async () =>
      windowed ? openArrangedTabs(windowed, server.baseUrl, OPERATOR, marker) : { visible: await openTabs(context as BrowserContext, server.baseUrl, tabs, OPERATOR, marker), hidden: [] },
    );
    if (isSkipped(opened)) {
      if (tabs === Math.min(...plan.tabCounts)) out.consoleBroken = { skipped: `console not usable: ${opened.skipped}` };
      return { push: opened, idle: opened };
    }
    const pages = [...opened.visible, ...opened.hidden];
    let idle: IdleTraffic | Skipped = { skipped: 'not measured' };
    if (run.first && measuresIdle(tabs)) {
      await sleep(SETTLE_MS);
      idle = await attempt(`idle traffic console ${label}`, () => idleTraffic(server.baseUrl, plan.idleSeconds));
    }
    const budgetSeconds = pushBudget(run.stored, tabs) ? plan.pushBudgetSecondsBudgeted : plan.pushBudgetSeconds;
    // Measured in the tabs in front: the budget is for every visible tab; the hidden ones are checked apart.
    const measure = () => consolePushToScreen(server.baseUrl, opened.visible, plan.pushSamples, `${run.stored}/${tabs}`, budgetSeconds * 1000);
    // With --profile, one tab with the most alarms runs under the CPU profilers: the cost of one push in one tab,
    // which more tabs multiply on the same cores.
    const profiled = plan.profile && run.largest && tabs === Math.min(...plan.tabCounts);
    const measurePush = () =>
      attempt(`push-to-screen ${label}`, async () => {
        if (!profiled) return measure();
        const { result, profile: engine } = await profileSharedWorker(run.browser, run.consoleDir, () => profilePage(pages[0] as Page, run.consoleDir, measure));
        out.pushProfile = {
          note: `${label}: self time while measuring (profiling slows both), of the first tab's main thread and of the sync engine (SharedWorker)`,
          tab: result.profile,
          engine,
        };
        return result.result;
      });
    let push: Summary | Skipped = { skipped: 'not measured' };
    if (windowed) {
      out.backgroundTabs[`stored${run.stored}`] = await attempt(`background tabs ${label}`, () =>
        backgroundTabs(server.baseUrl, windowed, opened, pushMarkerPrefix(`${run.stored}/${tabs}`), async () => {
          push = await measurePush();
        }),
      );
    } else push = await measurePush();
    // Push-to-sound on the largest list with 1 and 10 tabs, after push-to-screen in the same tabs.
    if (run.largest && (tabs === 1 || tabs === 10)) {
      out.pushToSound[`stored${run.stored}_tabs${tabs}`] = await attempt(`push-to-sound ${label}`, () => consolePushToSound(server.baseUrl, opened, plan.quick ? 5 : 15, `${run.stored}/${tabs}`));
    }
    if (tabs === 1 && run.largest) {
      const page = pages[0] as Page;
      out.listAtScale = await attempt('list at scale', () => listAtScale(page, run.stored, plan.quick ? 20 : 60));
    }
    return { push, idle };
  } finally {
    await context?.close();
    await windowed?.close();
  }
}

async function seedRun(run: TabRun, label: string): Promise<{ push: Summary | Skipped; idle: IdleTraffic | Skipped }> {
  const { server, plan, tabs } = run;
  let idle: IdleTraffic | Skipped = { skipped: 'not measured' };
  const push = await attempt(`seed-style ${label}`, async () => {
    const session = await login(server.baseUrl, OPERATOR);
    const schedule = await seedSchedule(server.baseUrl, session);
    const seedTabs = Array.from({ length: tabs }, (_, i) => new SeedStyleTab(server.baseUrl, session, `bench-seed-${run.stored}-${tabs}-${i}`, schedule));
    try {
      await Promise.all(seedTabs.map((tab) => tab.start()));
      if (run.first && measuresIdle(tabs)) {
        await sleep(1000);
        const measured = await idleTraffic(server.baseUrl, 2);
        idle = { ...measured, scheduledPerMinute: tabs * scheduledPerMinute(schedule) };
      }
      return await seedPushToScreen(server.baseUrl, seedTabs, plan.pushSamples, `${run.stored}/${tabs}`, plan.baselineBudgetSeconds * 1000);
    } finally {
      for (const tab of seedTabs) tab.stop();
    }
  });
  return { push, idle };
}

/** One tab count on one server: the console in one browser profile, then as many seed-style tabs. */
async function tabRun(run: TabRun, out: StageResults): Promise<void> {
  const label = `${run.stored} alarms ${run.tabs} tab${run.tabs > 1 ? 's' : ''}`;
  const console = await consoleRun(run, label, out);
  const seed = await seedRun(run, label);
  out.pushToScreen[`stored${run.stored}_tabs${run.tabs}`] = isSkipped(console.push)
    ? { ...console.push, baseline: seed.push }
    : latency(console.push, {
        budget: pushBudget(run.stored, run.tabs),
        baseline: seed.push,
        note: `ingest request sent → row text in the DOM of every tab in front of its window (slowest tab; with 10 tabs and a window system 3 in front, the 7 behind in backgroundTabs), up to ${run.plan.pushSamples} alarms within a time budget; baseline: every seed-style tab reloaded the full list holding it (sampled for at most ${run.plan.baselineBudgetSeconds} s)`,
      });
  if (run.first && measuresIdle(run.tabs)) out.idle[`tabs${run.tabs}`] = { console: console.idle, seed: seed.idle };
}

/** Chunks the list page loads, counted from the server's request log with service workers blocked (no precache). */
async function chunksOnListPage(server: RunningServer, browser: Browser, consoleDir: string) {
  const context = await newProfile(browser, { serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const marker = await freshMarker(server.baseUrl, 'chunks');
    const mark = logMark(server.logFile);
    await signIn(page, server.baseUrl, OPERATOR);
    await waitForText(page, marker);
    await sleep(1000);
    const chunks = assetRequestsSince(server.logFile, mark).map((path) => path.slice(1));
    const forbidden = forbiddenIn(consoleDir, chunks);
    const sizes = chunkSizes(consoleDir, chunks);
    const js = sizes.filter((size) => size.chunk.endsWith('.js'));
    const isWorker = (chunk: string) => /(shared|dedicated)-worker/.test(chunk);
    const sum = (list: typeof js) => list.reduce((total, size) => total + size.gzipKb, 0);
    return {
      pageJsGzip: figure(sum(js.filter((size) => !isWorker(size.chunk))), 'KB', {
        budget: { text: '<= 170 KB gzip (the initial-JS budget, applied to all the page loads to show the list)', max: 170 },
        note: 'every JS chunk the page fetched from navigation until the list showed after sign-in (lazy routes included)',
      }),
      engineJsGzip: figure(sum(js.filter((size) => isWorker(size.chunk))), 'KB', { note: 'the sync engine worker script, loaded beside the page' }),
      pageJsByPackage: composition(consoleDir, js.filter((size) => !isWorker(size.chunk)).map((size) => size.chunk)),
      chunks: sizes,
      forbiddenLoaded: figure(forbidden.length, 'libraries', {
        budget: { text: 'neither the Twilio SDK nor hls.js on the list page', max: 0 },
        note: forbidden.length ? `loaded: ${forbidden.join(', ')}` : 'no Twilio or hls.js code in any chunk the page and its workers loaded',
      }),
    };
  } finally {
    await context.close();
  }
}

async function storedStage(consoleDir: string, plan: Plan, stored: number, index: number, out: StageResults): Promise<void> {
  const server = await startServer({ consoleDir, label: `list${stored}`, floodWatch: false });
  let browser: Browser | undefined;
  try {
    const seedMs = await seedAlarms(server.baseUrl, stored, 'SEED');
    const count = (await alarmList(server.baseUrl, await login(server.baseUrl, OPERATOR))).body.length;
    log(`seeded ${stored} alarms in ${Math.round(seedMs)} ms (${Math.round(stored / (seedMs / 1000))}/s); the list holds ${count}`);
    browser = await launchBrowser();
    const first = index === 0;
    const largest = index === plan.storedCounts.length - 1;
    for (const tabs of plan.tabCounts) await tabRun({ server, browser, plan, stored, tabs, first, largest, consoleDir }, out);
    const live = browser;
    if (first && out.consoleBroken) {
      out.chunksOnListPage = out.consoleBroken;
      out.catchUp = await attempt('catch-up', () => catchUp(server, plan));
    } else if (first) {
      out.chunksOnListPage = await attempt('chunks on the list page', () => chunksOnListPage(server, live, consoleDir));
      out.catchUp = await attempt('catch-up', () => catchUp(server, plan, live));
    }
    // Cold start on the first (small) list; the warm start's target holds with the largest list stored
    // (10,000 alarms in the full run), so a larger last stage replaces the warm figures.
    if ((first || largest) && out.consoleBroken) out.startUp = out.consoleBroken;
    else if (first || largest) {
      const profileDist = plan.profile && largest ? consoleDir : undefined;
      // Warm starts only on the largest list: a smaller first stage gives the cold start alone.
      const warmRuns = largest ? (plan.quick ? 3 : 10) : 0;
      const result = await attempt('start-up', async () => startUp(live, server.baseUrl, OPERATOR, await freshMarker(server.baseUrl, 'start-up'), warmRuns, { stored: count, profileDist }));
      const small = out.startUp;
      out.startUp = first || isSkipped(result) || !small || isSkipped(small) ? result : { ...result, cold: small.cold, coldWithLargestList: result.cold };
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
}

function connections(idle: StageResults['idle']) {
  const result: Record<string, unknown> = {};
  for (const [key, { console, seed }] of Object.entries(idle)) {
    const tabs = Number(key.replace('tabs', ''));
    result[key] = isSkipped(console) ? { ...console, baseline: seed } : idleFigures(console, isSkipped(seed) ? undefined : seed, tabs);
  }
  const one = idle.tabs1?.console;
  const ten = idle.tabs10?.console;
  if (one && ten && !isSkipped(one) && !isSkipped(ten)) {
    const growth = one.requestsPerMinute > 0 ? ten.requestsPerMinute / one.requestsPerMinute : ten.requestsPerMinute === 0 ? 1 : Number.POSITIVE_INFINITY;
    result.idleRequestsTenTabsOverOneTab = figure(growth, 'ratio', {
      budget: { text: 'requests per idle minute independent of tab count (10 tabs / 1 tab <= 1.2, allowing for the short window)', max: 1.2 },
      baseline: 10,
      note: 'the seed-style tabs each run their own timers: 10 tabs make 10 times the requests',
    });
  }
  return result;
}

/** Everything measured in the browser, on one fresh server per stored-alarm count. */
export async function browserStage(
  consoleDir: string | Skipped,
  plan: Plan,
): Promise<Record<'pushToScreen' | 'pushToSound' | 'connections' | 'startUp' | 'chunksOnListPage' | 'listAtScale' | 'catchUp', unknown>> {
  if (isSkipped(consoleDir)) {
    // Without a console the catch-up protocol is still measured, on a server of its own.
    const catchUpOnly = await attempt('catch-up', async () => {
      const server = await startServer({ label: 'catch-up' });
      try {
        return await catchUp(server, plan);
      } finally {
        await server.stop();
      }
    });
    return { pushToScreen: consoleDir, pushToSound: consoleDir, connections: consoleDir, startUp: consoleDir, chunksOnListPage: consoleDir, listAtScale: consoleDir, catchUp: catchUpOnly };
  }
  const out: StageResults = { pushToScreen: {}, pushToSound: {}, backgroundTabs: {}, idle: {} };
  for (const [index, stored] of plan.storedCounts.entries()) {
    const stage = await attempt(`stage with ${stored} alarms`, () => storedStage(consoleDir, plan, stored, index, out));
    if (isSkipped(stage)) out.pushToScreen[`stored${stored}`] = stage;
  }
  const skipped = { skipped: 'not reached' };
  return {
    pushToScreen: { ...out.pushToScreen, backgroundTabs: out.backgroundTabs, ...(out.pushProfile ? { profile: out.pushProfile } : {}) },
    pushToSound: out.pushToSound,
    connections: connections(out.idle),
    startUp: out.startUp ?? skipped,
    chunksOnListPage: out.chunksOnListPage ?? skipped,
    listAtScale: out.listAtScale ?? skipped,
    catchUp: out.catchUp ?? skipped,
  };
}
