import { loadavg } from 'node:os';
import { consoleBuild } from './lib/console-build.ts';
import { attempt, isSkipped, type Skipped } from './lib/figure.ts';
import { log } from './lib/log.ts';
import { machine } from './lib/machine.ts';
import { makePlan } from './lib/plan.ts';
import { killRunningServers, type RunningServer, startServer } from './lib/server.ts';
import { selectedStages, STAGE_NAMES, STAGES, type StageRun } from './stages.ts';

/**
 * `npm run bench [-- --quick] [-- --profile] [-- --only <stage of bench/stages.ts>] [-- --stored 10000] [-- --tabs 1,10] [-- --console-dir <dir>]`: every figure
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

if (plan.only !== undefined && !STAGE_NAMES.includes(plan.only)) throw new Error(`--only takes one of ${STAGE_NAMES.join(', ')}`);
let built: Promise<string | Skipped> | undefined;
let shared: Promise<RunningServer | Skipped> | undefined;
const context: StageRun = {
  plan,
  argv,
  report,
  consoleDir: () => (built ??= attempt('console build', () => consoleBuild(argv))),
  sharedServer: () => (shared ??= attempt('shared server', () => startServer({ label: 'shared', dc09: true }))),
};
const selected = selectedStages(plan.only);
// Seconds per stage, so that the bench's own time (the budgets of --quick and the full run) can be traced to its stages.
const stageSeconds: Record<string, number> = {};
meta.stageSeconds = stageSeconds;
for (const stage of selected) {
  const stageStarted = performance.now();
  await stage.run(context);
  // The shared server stops once no later stage needs it, so it loads none of the browser's stages.
  if (shared && !selected.slice(selected.indexOf(stage) + 1).some((later) => later.sharesServer)) {
    const server = await shared;
    shared = undefined;
    if (!isSkipped(server)) await server.stop();
  }
  stageSeconds[stage.name] = Math.round((performance.now() - stageStarted) / 1000);
}
const notRun: Skipped = { skipped: plan.only === undefined ? 'not run (only with --only)' : `not run (--only ${plan.only})` };
for (const stage of STAGES) if (!selected.includes(stage)) for (const key of stage.figures) report[key] ??= notRun;

meta.durationSeconds = Math.round((performance.now() - started) / 1000);
meta.loadAverageAtEnd = loadavg().map((value) => Math.round(value * 100) / 100);
log('finished');
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
