import type { Page } from '@playwright/test';
import { benchAlarm, ingest } from '../lib/api.ts';
import { epochNow, expectText, installWatcher } from '../lib/browser.ts';
import type { Budget } from '../lib/figure.ts';
import { log } from '../lib/log.ts';
import type { SeedStyleTab } from '../lib/seed-client.ts';
import { summarize, type Summary } from '../lib/stats.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The issue's budgets: both with 10,000 alarms stored. */
export function pushBudget(stored: number, tabs: number): Budget | undefined {
  if (stored < 10_000) return undefined;
  if (tabs === 1) return { text: 'p95 <= 20 ms, 1 tab, 10,000 alarms', max: 20 };
  if (tabs === 10) return { text: 'p95 <= 33 ms in every visible tab, 10 tabs, 10,000 alarms', max: 33 };
  return undefined;
}

/** The text every alarm of one push-to-screen run starts with. */
export const pushMarkerPrefix = (label: string): string => `P2S ${label} #`;

/**
 * Ingests alarms one at a time and measures ingest request sent → row text in the DOM of every open tab (the
 * slowest tab counts). Alarms are spaced so each is measured alone, not as part of a burst. Stops at `samples`
 * or when `budgetMs` is spent (at least 5 samples), so the run's length stays bounded on a slow machine.
 */
export async function consolePushToScreen(baseUrl: string, pages: readonly Page[], samples: number, label: string, budgetMs: number): Promise<Summary> {
  await Promise.all(pages.map(installWatcher));
  const latencies: number[] = [];
  const started = performance.now();
  for (let i = -2; i < samples && (latencies.length < 5 || performance.now() - started < budgetMs); i++) {
    const marker = `${pushMarkerPrefix(label)}${i}`;
    const { rendered } = await expectText(pages, marker);
    const sent = epochNow();
    await ingest(baseUrl, benchAlarm(marker, i + 2));
    const times = await rendered;
    if (i >= 0) latencies.push(Math.max(...times) - sent);
    await sleep(20 + Math.random() * 40);
  }
  const result = summarize(latencies);
  log(`push-to-screen ${label}: p50 ${result.p50} p95 ${result.p95} p99 ${result.p99} ms (n ${result.n})`);
  return result;
}

/**
 * The same with seed-style tabs: ingest request sent → every tab has reloaded a full list holding the alarm.
 * With a large list every push costs each tab a full reload, so sampling stops after `budgetMs` (at least one
 * sample: with 10,000 alarms and 10 tabs one push alone takes tens of seconds on 2 cores).
 */
export async function seedPushToScreen(baseUrl: string, tabs: readonly SeedStyleTab[], samples: number, label: string, budgetMs: number): Promise<Summary> {
  const latencies: number[] = [];
  const started = performance.now();
  for (let i = -1; i < samples && (latencies.length < 1 || performance.now() - started < budgetMs); i++) {
    const marker = `P2S seed ${label} #${i}`;
    const waits = tabs.map((tab) => tab.waitForText(marker));
    const sent = epochNow();
    await ingest(baseUrl, benchAlarm(marker, i + 1));
    const times = await Promise.race([
      Promise.all(waits),
      sleep(30_000).then(() => {
        const failed = tabs.filter((tab) => tab.failures > 0);
        throw new Error(`seed-style tabs did not load alarm ${marker} within 30 s${failed.length ? `; ${failed.length} tab(s) had failed requests: ${failed[0]?.firstFailure}` : ''}`);
      }),
    ]);
    if (i >= 0) latencies.push(Math.max(...times) - sent);
    await sleep(20 + Math.random() * 40);
  }
  const result = summarize(latencies);
  log(`push-to-screen seed-style ${label}: p50 ${result.p50} p95 ${result.p95} p99 ${result.p99} ms (n ${result.n})`);
  return result;
}
