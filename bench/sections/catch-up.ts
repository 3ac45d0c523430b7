import type { Browser, Page } from '@playwright/test';
import { alarmList, alarmsSince, benchAlarm, ingest, login } from '../lib/api.ts';
import { newProfile, signIn, waitForText } from '../lib/browser.ts';
import { attempt, figure, type Skipped } from '../lib/figure.ts';
import { runIngestLoad } from '../lib/ingest-load.ts';
import { log } from '../lib/log.ts';
import { httpRequests, scrape, total, type Scrape } from '../lib/metrics.ts';
import type { Plan } from '../lib/plan.ts';
import { openPushClients } from '../lib/push-clients.ts';
import { seedSchedule, SeedStyleTab } from '../lib/seed-client.ts';
import type { RunningServer } from '../lib/server.ts';

const OPERATOR = 'anna';
const alarmReads = (samples: Scrape) => total(samples, 'arc_http_requests_total', 'method="GET"', 'route="/api/alarms"');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first row of the live list (React's root, not the start picture) that names one of `markers`. */
const liveRowWith = (page: Page, markers: readonly string[]) =>
  page.waitForFunction((texts) => texts.some((text) => document.getElementById('root')?.textContent?.includes(text)), markers, { timeout: 60_000, polling: 'raf' });

/**
 * Catch-up after `plan.offlineSeconds` away while `plan.offlineChanges` alarms arrive, then one last alarm (the
 * newest, so the first row of the list; the delta is one answer in cursor order, so with it come all the others).
 * - delta: a Node client holding a cursor reconnects its socket and asks GET /api/alarms?since=<cursor> until
 *   every changed alarm is in hand;
 * - console (with a browser): every tab of a signed-in profile closed (so the sync engine stopped, its IndexedDB
 *   kept), then a new tab: navigation → the newest row, and the requests the server saw. Closing the tabs stands
 *   in for going offline: Chromium's offline emulation does not reach a SharedWorker's connections.
 * Baseline: a seed-style tab, which on (re)opening its socket reloads the whole list.
 */
export async function catchUp(server: RunningServer, plan: Plan, browser?: Browser) {
  const session = await login(server.baseUrl, OPERATOR);
  const initial = await alarmsSince(server.baseUrl, session, '0');
  // Both reads once before timing, so neither side is measured on a cold code path.
  await alarmsSince(server.baseUrl, session, initial.body.cursor);
  await alarmList(server.baseUrl, session);

  const context = browser ? await newProfile(browser) : undefined;
  try {
    const ready = `READY catch-up ${Date.now()}`;
    if (context) {
      const page = await context.newPage();
      await ingest(server.baseUrl, benchAlarm(ready, 0));
      await signIn(page, server.baseUrl, OPERATOR);
      await waitForText(page, ready);
      await sleep(2000);
      await page.close();
    }
    const socket = await openPushClients({ baseUrl: server.baseUrl, tokens: [session.accessToken], count: 1, label: 'bench-catchup' });
    await socket.close();

    log(`catch-up: away ${plan.offlineSeconds} s while ${plan.offlineChanges} alarms arrive`);
    const awayStarted = performance.now();
    const rate = plan.offlineChanges / Math.max(1, plan.offlineSeconds - 2);
    const changes = await runIngestLoad({ baseUrl: server.baseUrl, seconds: plan.offlineSeconds, count: plan.offlineChanges, rate, maxInFlight: 64, prefix: 'CATCHUP' });
    const newest = `CATCHUP newest ${Date.now()}`;
    const last = await ingest(server.baseUrl, benchAlarm(newest, 0));
    const changed = new Set([...changes.sentAt.keys(), last.AlarmId]);
    const remaining = plan.offlineSeconds * 1000 - (performance.now() - awayStarted);
    if (remaining > 0) await sleep(remaining);

    const console: Record<string, unknown> | Skipped = context
      ? await attempt('catch-up console', async () => {
          const before = await scrape(server.baseUrl);
          const page = await context.newPage();
          const navigated = performance.now();
          await page.goto(`${server.baseUrl}/`);
          const stored = liveRowWith(page, [ready, newest]).then(() => performance.now() - navigated);
          // Both awaited together: a failed wait for the text must not leave the stored row's wait unhandled.
          const [consoleMs, storedMs] = await Promise.all([waitForText(page, newest).then(() => performance.now() - navigated), stored]);
          await sleep(1000);
          const after = await scrape(server.baseUrl);
          return { ms: consoleMs, storedMs, alarmRequests: alarmReads(after) - alarmReads(before), requests: httpRequests(after) - httpRequests(before) };
        })
      : { skipped: 'no browser (console not built or --only server)' };

    // The Node client: socket back, then deltas until every changed alarm is in hand.
    const started = performance.now();
    const back = await openPushClients({ baseUrl: server.baseUrl, tokens: [session.accessToken], count: 1, label: 'bench-catchup' });
    let cursor = initial.body.cursor;
    let requests = 0;
    let bytes = 0;
    let full = false;
    const seen = new Set<number>();
    while (requests < 50) {
      const delta = await alarmsSince(server.baseUrl, session, cursor);
      requests++;
      bytes += delta.bytes;
      full ||= delta.body.full;
      for (const alarm of delta.body.alarms) seen.add(alarm.AlarmId);
      cursor = delta.body.cursor;
      if ([...changed].every((id) => seen.has(id)) || delta.body.alarms.length === 0) break;
    }
    const deltaMs = performance.now() - started;
    const missing = [...changed].filter((id) => !seen.has(id)).length;
    await back.close();

    // Seed-style: a tab opening its socket reloads the whole list.
    const seedTab = new SeedStyleTab(server.baseUrl, session, 'bench-seed-catchup', await seedSchedule(server.baseUrl, session));
    const seen2 = seedTab.waitForText(newest);
    const seedStarted = performance.now();
    await seedTab.start();
    await seen2;
    const seedMs = Math.round((performance.now() - seedStarted) * 10) / 10;
    seedTab.stop();
    const list = await alarmList(server.baseUrl, session);

    const away = `${changed.size} alarms arrived during ${plan.offlineSeconds} s away`;
    return {
      delta: {
        requests: figure(requests, 'requests', {
          budget: { text: '1 request', max: 1 },
          baseline: 1,
          note: `${away}; ${missing} of them missing after the last request${full ? '; the server answered full: true' : ''}`,
        }),
        timeToCurrent: figure(deltaMs, 'ms', {
          budget: { text: '<= 500 ms', max: 500 },
          baseline: seedMs,
          note: 'Node client: socket reopened and delta(s) fetched and parsed; baseline: a seed-style tab opened its socket and reloaded the whole list',
        }),
        bytes: figure(bytes, 'bytes', { baseline: list.bytes, note: `delta answer(s) vs the seed-style full list (${list.body.length} alarms)` }),
      },
      console:
        'skipped' in console
          ? console
          : {
              alarmRequests: figure(console.alarmRequests as number, 'requests', {
                budget: { text: '1 request', max: 1 },
                baseline: 1,
                note: `GET /api/alarms requests from reopening until 1 s after the newest row showed; all HTTP requests: ${console.requests as number}`,
              }),
              timeToCurrent: figure(console.ms as number, 'ms', {
                budget: { text: '<= 500 ms', max: 500 },
                baseline: seedMs,
                note: `${away}: navigation of a new tab → the newest row (includes starting the app and its engine)`,
              }),
              // Where the reopen's time goes: the list as stored (IndexedDB, before the catch-up), then the catch-up.
              storedList: figure(console.storedMs as number, 'ms', {
                note: 'navigation of the new tab → the first row of the live list (the alarms stored before going away, or already the newest): the warm start part of the reopen; the rest is the engine, its socket and the catch-up',
              }),
            },
    };
  } finally {
    await context?.close();
  }
}
