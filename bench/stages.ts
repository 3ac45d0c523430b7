import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attempt, isSkipped, type Skipped } from './lib/figure.ts';
import type { Plan } from './lib/plan.ts';
import { summarizeProfile } from './lib/profile-summary.ts';
import { type RunningServer, startServer } from './lib/server.ts';
import { browserStage } from './sections/browser-stage.ts';
import { catchUp } from './sections/catch-up.ts';
import { clusterRate } from './sections/cluster-rate.ts';
import { coldStarts } from './sections/cold-starts.ts';
import { warmStarts } from './sections/warm-starts.ts';
import { dc09Receiver } from './sections/dc09-receiver.ts';
import { floodLongTasks } from './sections/flood-long-tasks.ts';
import { hiddenPushToSound } from './sections/hidden-sound.ts';
import { lighthouseRuns } from './sections/lighthouse.ts';
import { serverAlone } from './sections/server-alone.ts';
import { weight } from './sections/weight.ts';
import { writeCost } from './sections/write-cost.ts';

/**
 * What a stage gets: the plan, the report it fills, the console's build (made once, by the first stage asking) and
 * the server the stages with `sharesServer` take turns on (started once, with the DC-09 receiver).
 */
export interface StageRun {
  plan: Plan;
  argv: readonly string[];
  report: Record<string, unknown>;
  consoleDir(): Promise<string | Skipped>;
  sharedServer(): Promise<RunningServer | Skipped>;
}

export interface Stage {
  /** `--only <name>` runs this stage alone (and the stages that name it in `alsoWith`). */
  name: string;
  /** The report's keys this stage fills; a run without it reports each of them skipped. */
  figures: readonly string[];
  /** Whether the full run includes it (a stage that repeats part of another runs only when asked for). */
  inFullRun: boolean;
  /** `--only` names of larger stages this one belongs to (`--only browser` runs the hidden-tab and flood stages too). */
  alsoWith?: readonly string[];
  /** Runs on the shared server: a stage that only counts per request, or loads it alone, needs no fresh one (each start is seconds). */
  sharesServer?: boolean;
  run(context: StageRun): Promise<void>;
}

/** The server alone (and, with `--only server`, the catch-up protocol), on a server without a browser. */
async function serverHalf({ plan, argv, report }: StageRun): Promise<void> {
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

/** What one ingested alarm costs in writes, change numbers and pushes (counted per alarm, so on the shared server). */
async function writesStage({ report, sharedServer }: StageRun): Promise<void> {
  const server = await sharedServer();
  report.writeCost = isSkipped(server) ? server : await attempt('write cost', () => writeCost(server));
}

/** The DC-09 receiver's throughput and ACK latency, on the shared server with nothing else loading it. */
async function dc09Stage({ plan, report, sharedServer }: StageRun): Promise<void> {
  const server = await sharedServer();
  report.dc09Receiver = isSkipped(server) ? server : await attempt('dc09 receiver', () => dc09Receiver(server, plan.quick ? 5 : 15));
}

/** Everything measured in one browser on the plan's stored-alarm counts. */
async function browserHalf({ plan, report, consoleDir: built }: StageRun): Promise<void> {
  const consoleDir = await built();
  const initial = isSkipped(consoleDir) ? consoleDir : await attempt('weight', async () => weight(consoleDir));
  const browser = await browserStage(consoleDir, plan);
  report.weight = { ...(isSkipped(initial) ? { initial } : initial), chunksOnListPage: browser.chunksOnListPage };
  report.catchUp = browser.catchUp;
  report.pushToScreen = browser.pushToScreen;
  report.pushToSound = browser.pushToSound;
  report.connections = browser.connections;
  report.startUp = browser.startUp;
  report.listAtScale = browser.listAtScale;
}

/** Lighthouse on the login page of a server of its own (nothing else loads it). */
async function lighthouseStage({ plan, report, consoleDir: built }: StageRun): Promise<void> {
  const consoleDir = await built();
  report.lighthouse = isSkipped(consoleDir)
    ? consoleDir
    : await attempt('lighthouse', async () => {
        const server = await startServer({ consoleDir, label: 'lighthouse' });
        try {
          return await lighthouseRuns(server.baseUrl, { desktop: !plan.quick, mobileRuns: plan.quick ? 1 : 3 });
        } finally {
          await server.stop();
        }
      });
}

/** Runs `measure` on the built console, or reports why there is none. */
const withConsole =
  (key: string, label: string, measure: (consoleDir: string, plan: Plan) => Promise<unknown>) =>
  async ({ plan, report, consoleDir: built }: StageRun): Promise<void> => {
    const consoleDir = await built();
    report[key] = isSkipped(consoleDir) ? consoleDir : await attempt(label, () => measure(consoleDir, plan));
  };

/** `--only startup`: the cold starts, then the warm starts, on the same build. */
async function startupStage(run: StageRun): Promise<void> {
  await withConsole('coldStarts', 'cold starts', coldStarts)(run);
  await withConsole('warmStarts', 'warm starts', warmStarts)(run);
}

/** Every stage of the bench, in the order the full run takes them. */
export const STAGES: readonly Stage[] = [
  { name: 'server', figures: ['serverAlone', 'cluster'], inFullRun: true, run: serverHalf },
  { name: 'writes', figures: ['writeCost'], inFullRun: true, sharesServer: true, run: writesStage },
  { name: 'dc09', figures: ['dc09Receiver'], inFullRun: true, sharesServer: true, run: dc09Stage },
  { name: 'browser', figures: ['weight', 'catchUp', 'pushToScreen', 'pushToSound', 'connections', 'startUp', 'listAtScale'], inFullRun: true, run: browserHalf },
  // Push-to-sound with every console tab hidden, on a server and a desktop browser of its own.
  { name: 'hidden-sound', figures: ['pushToSoundEveryTabHidden'], inFullRun: true, alsoWith: ['browser'], run: withConsole('pushToSoundEveryTabHidden', 'push-to-sound, every tab hidden', hiddenPushToSound) },
  // The list's long tasks while 2,000 alarms arrive in a minute, on a server and a browser of its own.
  { name: 'flood', figures: ['floodLongTasks'], inFullRun: true, alsoWith: ['browser'], run: withConsole('floodLongTasks', 'flood long tasks', floodLongTasks) },
  { name: 'lighthouse', figures: ['lighthouse'], inFullRun: true, alsoWith: ['browser'], run: lighthouseStage },
  // The cold start repeated for a p50 and p95 (the full run's start-up stage takes one sample), and the warm starts
  // with the largest stored count.
  { name: 'startup', figures: ['coldStarts', 'warmStarts'], inFullRun: false, run: startupStage },
];

export const STAGE_NAMES = STAGES.map((stage) => stage.name);

/** The stages a run takes: `--only <name>` that one (and those belonging to it), otherwise the full run's. */
export function selectedStages(only: string | undefined): Stage[] {
  return STAGES.filter((stage) => (only === undefined ? stage.inFullRun : stage.name === only || stage.alsoWith?.includes(only) === true));
}
