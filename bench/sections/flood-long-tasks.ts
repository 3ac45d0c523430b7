import type { Page } from '@playwright/test';
import { benchAlarm, ingest } from '../lib/api.ts';
import { epochNow, expectText, installWatcher, launchBrowser, newProfile, signIn, waitForText } from '../lib/browser.ts';
import { figure, latency } from '../lib/figure.ts';
import { log } from '../lib/log.ts';
import { longFrameCauses, watchLongFrames } from '../lib/long-frames.ts';
import { profilePage } from '../lib/page-profile.ts';
import type { Plan } from '../lib/plan.ts';
import { startServer } from '../lib/server.ts';
import { summarize } from '../lib/stats.ts';
import { profileSharedWorker } from '../lib/worker-profile.ts';

const OPERATOR = 'anna';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Kinds of alarm and sites the flood mixes, so the flood list has groups to count (5 kinds at 20 sites). */
const KINDS = ['Fall detected', 'Low battery', 'Door open', 'Smoke detector', 'Bed exit'];
const SITES = 20;
/** One flood alarm in this many is acute (priority 3): it stays on top, ungrouped, and sounds at once. */
const ACUTE_EVERY = 40;
/** Alarms in flight at once: enough to keep the flood's pace on a loaded machine. */
const IN_FLIGHT = 16;

const floodAlarm = (index: number): Record<string, unknown> => ({
  UserId: 1 + (index % SITES),
  AlarmText: `FLOOD ${KINDS[index % KINDS.length]}`,
  Priority: index % ACUTE_EVERY === 0 ? 3 : 1 + (index % 2),
  Level: 1 + (index % 2),
});

// Every long task of the page (> 50 ms by definition), from before the flood starts.
const LONG_TASK_WATCHER = `(() => {
  window.__benchFloodTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchFloodTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
})()`;

/** Ingests `count` alarms evenly over `seconds` (open loop, never more than IN_FLIGHT at once). */
async function flood(baseUrl: string, count: number, seconds: number): Promise<{ sent: number; failed: number; ms: number }> {
  const started = performance.now();
  let sent = 0;
  let failed = 0;
  const inFlight = new Set<Promise<void>>();
  for (let index = 0; index < count; index++) {
    const due = started + (index * seconds * 1000) / count;
    if (performance.now() < due) await sleep(due - performance.now());
    if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
    const request = ingest(baseUrl, floodAlarm(index)).then(
      () => void (sent += 1),
      () => void (failed += 1),
    );
    const tracked = request.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }
  await Promise.all(inFlight);
  return { sent, failed, ms: performance.now() - started };
}

/**
 * During the flood, every `everyMs`: one acute alarm with its own text (acute alarms stay on top of the flood list),
 * push-to-screen = its ingest request sent → its text in the page's DOM.
 */
async function markedAlarms(page: Page, baseUrl: string, samples: number, everyMs: number): Promise<{ latencies: number[]; missed: number }> {
  const latencies: number[] = [];
  let missed = 0;
  for (let i = 0; i < samples; i++) {
    await sleep(everyMs * (0.5 + Math.random() / 2));
    const marker = `FLOOD MARK ${Date.now()} #${i}`;
    const { rendered } = await expectText([page], marker);
    const sent = epochNow();
    await ingest(baseUrl, { ...benchAlarm(marker, i), Priority: 3 });
    // An alarm not drawn within expectText's 15 s is counted, not waited for.
    await rendered.then((times) => latencies.push(Math.max(...times) - sent), () => (missed += 1));
  }
  return { latencies, missed };
}

/**
 * The list during a flood (`--only flood`): one console tab signed in, then `plan.floodAlarms` alarms arriving
 * evenly over `plan.floodSeconds` (the 2,000 in a minute; a shorter run at the same pace with `--quick`).
 * The page records its long tasks (PerformanceObserver 'longtask'); a few marked acute alarms give push-to-screen
 * while the flood lasts. With `--profile` the tab and the sync engine run under the CPU profiler.
 */
export async function floodLongTasks(consoleDir: string, plan: Plan) {
  const server = await startServer({ consoleDir, label: 'flood' });
  const browser = await launchBrowser();
  try {
    const context = await newProfile(browser);
    const page = await context.newPage();
    const ready = `READY flood ${Date.now()}`;
    await ingest(server.baseUrl, benchAlarm(ready, 0));
    await signIn(page, server.baseUrl, OPERATOR);
    await waitForText(page, ready);
    await sleep(2000);
    await installWatcher(page);
    await page.evaluate(LONG_TASK_WATCHER);
    await watchLongFrames(page);
    const samples = plan.quick ? 5 : 15;
    const run = async () => {
      const [sent, marked] = await Promise.all([
        flood(server.baseUrl, plan.floodAlarms, plan.floodSeconds),
        markedAlarms(page, server.baseUrl, samples, (plan.floodSeconds * 1000) / samples),
      ]);
      // The last pushes drawn: their tasks are part of the flood.
      await sleep(3000);
      return { sent, marked };
    };
    const measured = plan.profile ? await profileSharedWorker(browser, consoleDir, () => profilePage(page, consoleDir, run)) : undefined;
    const { sent, marked } = measured ? measured.result.result : await run();
    const banner = await page.getByText(/^Flood mode/).count();
    const tasks = await page.evaluate(() => (window as unknown as { __benchFloodTasks: number[] }).__benchFloodTasks);
    const blocking = tasks.reduce((total, duration) => total + Math.max(0, duration - 50), 0);
    const push = summarize(marked.latencies);
    log(`flood: ${tasks.length} long tasks, longest ${Math.round(Math.max(0, ...tasks))} ms, blocking ${Math.round(blocking)} ms; push-to-screen p50 ${push.p50} p95 ${push.p95} ms`);
    const arrangement = `${sent.sent} alarms (${sent.failed} failed) ingested evenly over ${Math.round(sent.ms / 1000)} s (${KINDS.length} kinds at ${SITES} sites, 1 in ${ACUTE_EVERY} acute) plus ${marked.latencies.length + marked.missed} marked acute alarms, into one console tab of ${OPERATOR}; flood banner ${banner ? 'shown' : 'NOT shown'}`;
    return {
      arrangement,
      longTasks: figure(tasks.length, 'tasks > 50 ms', { budget: { text: 'no long task over 50 ms during a flood of 2,000 alarms a minute', max: 0 }, note: 'PerformanceObserver longtask entries of the page during the flood and 3 s after' }),
      longestTask: figure(Math.max(0, ...tasks), 'ms', { budget: { text: '<= 50 ms', max: 50 } }),
      totalBlockingTime: figure(blocking, 'ms', { note: 'sum over the long tasks of their time beyond 50 ms' }),
      longFrames: { note: 'long animation frames (over 50 ms) and the script entry points that took their time, by original source line', ...(await longFrameCauses(page, consoleDir)) },
      pushToScreen: latency(push, { note: `ingest request sent → a marked acute alarm's text in the DOM, while the flood lasts; ${marked.missed} not drawn within 15 s` }),
      ...(measured ? { profile: { note: 'self time during the flood (profiling slows both)', tab: measured.result.profile, engine: measured.profile } } : {}),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
