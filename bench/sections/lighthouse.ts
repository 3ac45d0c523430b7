import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS } from '../lib/browser.ts';
import { figure } from '../lib/figure.ts';
import { medianRun } from '../lib/median-run.ts';
import { freePort } from '../../cluster/free-port.ts';

interface AuditItem {
  description?: string;
  source?: string;
  issueType?: string;
  subItems?: { items?: unknown[] };
}

/**
 * Lighthouse on the login page (the first thing a browser loads), with its mobile preset (simulated slow 4G and a
 * 4x slower CPU) and, unless told otherwise (`--quick`: the budget is the mobile one), its desktop preset, in the
 * bench's Chromium: Lighthouse joins it on a debugging port. One run's figures spread widely (LCP 2.4-3.3 s over runs
 * of one build), so the mobile preset runs `mobileRuns` times and the run with the median LCP is reported.
 */
export async function lighthouseRuns(baseUrl: string, options: { desktop: boolean; mobileRuns: number }) {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const runs = [];
    for (let i = 0; i < options.mobileRuns; i++) runs.push(await audit(`${baseUrl}/`, port, 'mobile'));
    const lcp = (run: Awaited<ReturnType<typeof audit>>) => run.largestContentfulPaint.value;
    const median = medianRun(runs, lcp);
    const mobile = {
      ...median,
      largestContentfulPaint: { ...median.largestContentfulPaint, note: `the median of ${runs.length} runs (each run's LCP: ${runs.map((run) => lcp(run)).join(', ')} ms); every figure here is from that run` },
    };
    return { mobile, desktop: options.desktop ? await audit(`${baseUrl}/`, port, 'desktop') : { skipped: 'full run only' } };
  } finally {
    await browser.close();
  }
}

async function audit(url: string, port: number, preset: 'mobile' | 'desktop') {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'best-practices'] }, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { audits, categories } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const items = (id: string) => ((audits[id]?.details as { items?: AuditItem[] } | undefined)?.items ?? []);
  return {
    performanceScore: categories.performance?.score ?? null,
    bestPracticesScore: categories['best-practices']?.score ?? null,
    firstContentfulPaint: figure(numeric('first-contentful-paint'), 'ms'),
    largestContentfulPaint: figure(numeric('largest-contentful-paint'), 'ms', preset === 'mobile' ? { budget: { text: '<= 2500 ms (mobile preset)', max: 2500 } } : {}),
    totalBlockingTime: figure(numeric('total-blocking-time'), 'ms'),
    cumulativeLayoutShift: figure(numeric('cumulative-layout-shift'), ''),
    consoleErrors: items('errors-in-console').map((item) => `${item.source ?? ''}: ${item.description ?? ''}`.slice(0, 200)),
    browserIssues: items('inspector-issues').map((item) => `${item.issueType ?? ''} (${item.subItems?.items?.length ?? 0})`),
    transferredBytes: figure(numeric('total-byte-weight') / 1024, 'KB', { note: 'every response of the page load, as sent (compressed)' }),
    runWarnings: result.lhr.runWarnings,
  };
}
