import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { consoleBuild } from './lib/console-build.ts';
import { attempt, isSkipped, type Skipped } from './lib/figure.ts';
import { log } from './lib/log.ts';
import { machine } from './lib/machine.ts';
import { makePlan } from './lib/plan.ts';
import { summarizeProfile } from './lib/profile-summary.ts';
import { killRunningServers, startServer } from './lib/server.ts';
import { browserStage } from './sections/browser-stage.ts';
import { catchUp } from './sections/catch-up.ts';
import { coldStarts } from './sections/cold-starts.ts';
import { clusterRate } from './sections/cluster-rate.ts';
import { floodLongTasks } from './sections/flood-long-tasks.ts';
import { hiddenPushToSound } from './sections/hidden-sound.ts';
import { lighthouseRuns } from './sections/lighthouse.ts';
import { serverAlone } from './sections/server-alone.ts';
import { weight } from './sections/weight.ts';
import { writeCost } from './sections/write-cost.ts';
import { dc09Receiver } from './sections/dc09-receiver.ts';
import { warmStarts } from './sections/warm-starts.ts';

/**
 * `npm run bench [-- --quick] [-- --profile] [-- --only server|browser|writes|hidden-sound|startup|dc09|flood] [-- --stored 10000] [-- --tabs 1,10] [-- --console-dir <dir>]`: every figure
 * against its budget and beside the seed-style baseline, printed as one JSON object on stdout
 * (progress on stderr). A figure that cannot be measured is `{ "skipped": reason }`; the run never fails on a
 * budget.
 */
const argv = process.argv.slice(2);
const plan = makePlan(argv);
const started = performance.now();
const meta: Record<string, unknown> = {
  issue: 16,
  mode: plan.quick ? 'quick' : 'full',
  startedAt: new Date().toISOString(),
  machine: machine(),
  reading:
    'Each figure: value, unit, target (the budget; never asserted), meets, baseline (the same figure for the seed-style client: one socket and pollers per tab, full list reload on every push) and ratio = value / baseline (below 1 is better where lower is better).',
};
const report: Record<string, unknown> = { meta };

// Whatever happens, stdout gets the JSON gathered so far.
process.on('uncaughtException', (error) => {
  killRunningServers();
  report.error = error.message;
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  process.exit(1);
});

/** The server alone (and, with `--only server`, the catch-up protocol), on a server without a browser. */
async function serverHalf(): Promise<void> {
  // `--profile`: this server runs under V8's CPU profiler; the summary says where its time went.
  const profileDir = argv.includes('--profile') ? mkdtempSync(join(tmpdir(), 'arc-bench-prof-')) : undefined;
  const server = await attempt('server (server alone)', () => startServer({ label: 'alone', ...(profileDir ? { profileDir } : {}) }));
  if (isSkipped(server)) {
    report.serverAlone = server;
    report.catchUp = server;
    report.cluster = server;
    return;
  }
  try {
    report.serverAlone = await attempt('server alone', () => serverAlone(server, plan));
    if (plan.only === 'server') report.catchUp = await attempt('catch-up', () => catchUp(server, plan));
  } finally {
    await server.stop();
  }
  if (profileDir) report.serverProfile = await attempt('server profile', async () => summarizeProfile(profileDir));
  // PostgreSQL, two instances and nginx take about a minute to start under 1,000 sockets: beyond --quick's budget.
  report.cluster = plan.quick ? { skipped: 'full run only' } : await attempt('cluster', () => clusterRate(plan));
}

/** What one ingested alarm costs in writes, change numbers and pushes, on a server of its own. */
async function writesStage(): Promise<void> {
  const server = await attempt('server (write cost)', () => startServer({ label: 'writes' }));
  if (isSkipped(server)) {
    report.writeCost = server;
    return;
  }
  try {
    report.writeCost = await attempt('write cost', () => writeCost(server));
  } finally {
    await server.stop();
  }
}

/** The DC-09 receiver's throughput and ACK latency, on a server of its own. */
async function dc09Stage(): Promise<void> {
  const server = await attempt('server (dc09)', () => startServer({ label: 'dc09', dc09: true }));
  if (isSkipped(server)) {
    report.dc09Receiver = server;
    return;
  }
  try {
    report.dc09Receiver = await attempt('dc09 receiver', () => dc09Receiver(server, plan.quick ? 5 : 15));
  } finally {
    await server.stop();
  }
}

/** Everything that needs the built console. */
async function browserHalf(): Promise<void> {
  const consoleDir: string | Skipped = await attempt('console build', () => consoleBuild(argv));
  const initial = isSkipped(consoleDir) ? consoleDir : await attempt('weight', async () => weight(consoleDir));
  const browser = await browserStage(consoleDir, plan);
  report.weight = { ...(isSkipped(initial) ? { initial } : initial), chunksOnListPage: browser.chunksOnListPage };
  report.catchUp = browser.catchUp;
  report.pushToScreen = browser.pushToScreen;
  report.pushToSound = browser.pushToSound;
  await hiddenSound(consoleDir);
  await floodStage(consoleDir);
  report.connections = browser.connections;
  report.startUp = browser.startUp;
  report.listAtScale = browser.listAtScale;
  report.lighthouse = isSkipped(consoleDir) ? consoleDir : await attempt('lighthouse', () => loginPageLighthouse(consoleDir));
}

/** Push-to-sound with every console tab hidden, on a server and a desktop browser of its own. */
async function hiddenSound(consoleDir: string | Skipped): Promise<void> {
  report.pushToSoundEveryTabHidden = isSkipped(consoleDir) ? consoleDir : await attempt('push-to-sound, every tab hidden', () => hiddenPushToSound(consoleDir, plan));
}

/** The list's long tasks while 2,000 alarms arrive in a minute, on a server and a browser of its own. */
async function floodStage(consoleDir: string | Skipped): Promise<void> {
  report.floodLongTasks = isSkipped(consoleDir) ? consoleDir : await attempt('flood long tasks', () => floodLongTasks(consoleDir, plan));
}

/** Lighthouse on the login page of a server of its own (nothing else loads it). */
async function loginPageLighthouse(consoleDir: string) {
  const server = await startServer({ consoleDir, label: 'lighthouse' });
  try {
    return await lighthouseRuns(server.baseUrl, { desktop: !plan.quick, mobileRuns: plan.quick ? 1 : 3 });
  } finally {
    await server.stop();
  }
}

const notRun: Skipped = { skipped: `not run (--only ${plan.only})` };
if (plan.only !== undefined && plan.only !== 'server') Object.assign(report, { serverAlone: notRun, cluster: notRun });
else await serverHalf();
if (plan.only === undefined || plan.only === 'writes') await writesStage();
else report.writeCost = notRun;
if (plan.only === undefined || plan.only === 'dc09') await dc09Stage();
else report.dc09Receiver = notRun;
const browserNotRun = { weight: notRun, pushToScreen: notRun, pushToSound: notRun, connections: notRun, startUp: notRun, listAtScale: notRun, lighthouse: notRun };
if (plan.only === 'server' || plan.only === 'writes' || plan.only === 'dc09') Object.assign(report, browserNotRun, { pushToSoundEveryTabHidden: notRun, floodLongTasks: notRun });
else if (plan.only === 'hidden-sound') {
  Object.assign(report, browserNotRun, { floodLongTasks: notRun });
  await hiddenSound(await attempt('console build', () => consoleBuild(argv)));
} else if (plan.only === 'startup') {
  Object.assign(report, browserNotRun, { pushToSoundEveryTabHidden: notRun, floodLongTasks: notRun });
  const consoleDir = await attempt('console build', () => consoleBuild(argv));
  report.coldStarts = isSkipped(consoleDir) ? consoleDir : await attempt('cold starts', () => coldStarts(consoleDir, plan));
  report.startUp = isSkipped(consoleDir) ? consoleDir : await attempt('warm starts', () => warmStarts(consoleDir, plan));
} else if (plan.only === 'flood') {
  Object.assign(report, browserNotRun, { pushToSoundEveryTabHidden: notRun });
  await floodStage(await attempt('console build', () => consoleBuild(argv)));
} else await browserHalf();

meta.durationSeconds = Math.round((performance.now() - started) / 1000);
meta.loadAverageAtEnd = loadavg().map((value) => Math.round(value * 100) / 100);
log('finished');
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
