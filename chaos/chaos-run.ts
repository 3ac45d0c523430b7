import { fileURLToPath } from 'node:url';
import { startLocalCluster } from '../cluster/local-cluster.ts';
import { DEMO_OPERATORS } from '../server/demo/demo-accounts.ts';
import type { ChaosOptions } from './chaos-options.ts';
import { alarmsOfEvents, dc09FloodFigures, eventAlarmIds, floodAlarms, floodSummaryLine } from './dc09-figures.ts';
import { floodUnits, registerUnits, startDc09Flood } from './dc09-flood.ts';
import { type FaultEvent, faultCycle, keepWriting } from './faults.ts';
import { startIngester, type RaisedAlarm } from './ingester.ts';
import { OperatorBrowser } from './operator-browser.ts';
import { OperatorWrites, type TypedWrite } from './operator-writes.ts';
import { report } from './report.ts';
import { watchRunProcess } from './run-process-health.ts';
import { alarmsWithGlobalIds, logEverything, requestsByRoute, serverCounts, serverReader, takenOnServer } from './server-reads.ts';
import { sleep } from './sleep.ts';
import { verifyBrowser, type BrowserOutcome } from './verify.ts';

/** The operators: three browsers with 3, 2 and 2 tabs. eva is not in group 3, so she must get only group 1's alarms. */
const OPERATORS = [
  { username: 'anna', tabs: 3 },
  { username: 'david', tabs: 2 },
  { username: 'eva', tabs: 2 },
] as const;
/** Every fourth alarm goes to group 3 (eva's browser must not get it), the others to group 1 (everyone's). */
const groupOf = (seq: number) => (seq % 4 === 3 ? 3 : 1);
/** After the last alarm: how long every browser gets to hold every alarm and send every write. */
const SETTLE_MS = 90_000;
/** The DC-09 flood starts this long into the first fault cycle, so that its instance kill and restart fall inside it. */
const FLOOD_AFTER_MS = 3_000;

/**
 * Raises alarms through nginx in front of two instances on PostgreSQL while three operators work in their
 * browsers, and breaks things on a one-minute cycle: an instance SIGKILLed and restarted, a tab closed and
 * reopened in every browser, one browser offline for 30 s (its operator writes a note meanwhile), nginx restarted
 * (every socket drops), an instance drained with SIGTERM and restarted. Early in the first cycle, 100 alarm units
 * flood the instances' DC-09 receivers with 500 events in 10 s (dc09-flood.ts). Then proves from each browser's
 * IndexedDB and screen that no alarm was lost, none sounded twice, that every event a unit got an ACK for is one
 * alarm, and that every write is on the server exactly once.
 */
export async function runChaos(options: ChaosOptions): Promise<Record<string, unknown>> {
  const { log } = options;
  const started = Date.now();
  const faults: FaultEvent[] = [];
  const note = (fault: string) => {
    faults.push({ at: Math.round((Date.now() - started) / 100) / 10, fault });
    log(`${faults.at(-1)!.at}s ${fault}`);
  };
  const health = watchRunProcess(log, () => Math.round((Date.now() - started) / 1000));
  const cluster = await startLocalCluster({
    port: 0,
    instances: 2,
    // The demo centre's operators, groups and ingest key; its instances then do not trust nginx (the demo refuses to).
    // At this rate the flood watch turns flood mode on: the sweep opens the list's groups to find every alarm.
    demo: true,
    dc09: true,
    env: { ARC_SIMULATOR: '0', ARC_DRAIN_MS: '2000', ARC_CONSOLE_DIR: fileURLToPath(new URL('../dist/', import.meta.url)) },
  });
  const browsers: OperatorBrowser[] = [];
  // Stopped early, the run gives up at once; closing the browsers and the cluster below ends what it was doing.
  const stopped = new Promise<never>((_, reject) => options.signal?.addEventListener('abort', () => reject(new Error('the chaos run was stopped')), { once: true }));
  try {
    return await Promise.race([stopped, run()]);
  } finally {
    await Promise.all(browsers.map((browser) => browser.close()));
    await cluster.stop();
    health.stop();
  }

  async function run(): Promise<Record<string, unknown>> {
    await logEverything(cluster.databaseUrl);
    const units = options.dc09Flood ? floodUnits() : [];
    // The accounts are added while the browsers sign in; awaited together, so a refused account fails the run here.
    const signIn = async () => {
      for (const { username, tabs } of OPERATORS) browsers.push(await OperatorBrowser.open(cluster.url, username, tabs));
    };
    await Promise.all([registerUnits(cluster.url, units), signIn()]);
    note(`${browsers.length} browsers with ${browsers.map((b) => b.tabs.length).join(', ')} tabs signed in, ${units.length} DC-09 accounts added`);
    const writers = browsers.map((browser, index) => new OperatorWrites(browser, index, displayName(browser.username)));
    const offline = new Set<number>();
    const ingestion = new AbortController();
    const ingestStarted = Date.now();
    const ingester = startIngester({ url: cluster.url, perSecond: options.perSecond, groupOf, signal: ingestion.signal });
    const flood = startDc09Flood(cluster.dc09Ports, units, Date.now() + FLOOD_AFTER_MS);
    const work = writers.map((writer, index) => keepWriting(writer, index, offline, ingestion.signal));
    for (let cycle = 0; cycle < options.minutes; cycle++) await faultCycle(cycle, cluster, browsers, writers, offline, note);
    ingestion.abort();
    const ingestSeconds = (Date.now() - ingestStarted) / 1000;
    await Promise.all(work);
    await ingester.settled;
    await flood.settled;
    note(`ingest stopped: ${ingester.alarms.length} alarms raised, ${flood.events.length} DC-09 events sent`);
    const floodAlarmRows = alarmsOfEvents(flood.events, await alarmsWithGlobalIds(cluster.databaseUrl, flood.events.flatMap(eventAlarmIds)));
    const dc09Alarms = floodAlarms(flood.events, floodAlarmRows);
    // Alarms an operator took leave the other operators' Active tabs, so their sound may rightly not play there.
    const read = serverReader(cluster.url);
    const taken = new Set(await takenOnServer(cluster.databaseUrl));
    const expected = (browser: OperatorBrowser) => eligibleIds([...ingester.alarms, ...dc09Alarms], browser.username);
    const behind = await settle(browsers, expected);
    note(behind.length ? `not settled: ${behind.join(', ')}` : 'settled');
    // How a browser that fell behind sees its connection, before the sweep touches anything.
    const connection = await Promise.all(browsers.map((browser) => (behind.includes(browser.username) ? browser.connectionStates() : Promise.resolve([]))));
    const engineLogs = await Promise.all(browsers.map(async (browser) => (await browser.engineLog().catch(() => [])).slice(-80)));
    const sweepErrors = await Promise.all(
      browsers.map(async (browser) => {
        try {
          await browser.sweepScreen();
          // A row a busy page skipped gets a second pass.
          if (expected(browser).some((id) => !browser.firstDrawn.has(id) && !browser.drawnBySweep.has(id))) await browser.sweepScreen();
          return null;
        } catch (error) {
          return (error as Error).message.split('\n')[0]!;
        }
      }),
    );
    note('screens swept');
    const outcomes = await Promise.all(
      browsers.map(async (browser): Promise<BrowserOutcome> => ({ username: browser.username, groups: groupsOf(browser.username), stored: new Set(await browser.storedAlarmIds()), firstDrawn: browser.firstDrawn, drawnBySweep: browser.drawnBySweep, sounded: browser.sounded })),
    );
    const verdicts = outcomes.map((outcome) => verifyBrowser(ingester.alarms, outcome, taken));
    const floodVerdicts = outcomes.map((outcome) => verifyBrowser(dc09Alarms, outcome, taken));
    const dc09 = dc09FloodFigures(flood.events, floodAlarmRows, floodVerdicts);
    note(floodSummaryLine(dc09));
    const writes = writers.flatMap((writer) => writer.writes);
    const onServer = await serverCounts(read, writes);
    const outboxLeft = await Promise.all(browsers.map((browser) => browser.outboxSize()));
    // What nginx saw of each write that is not on the server exactly once: the requests and their answers.
    const accessLog = cluster.accessLog().split('\n');
    // The writes of its alarm (accept, reason, ...) and its user's notes, over the whole run: reads are left out.
    const trail = (write: TypedWrite) => accessLog.filter((line) => !line.includes('"GET ') && (line.includes(`/api/alarms/${write.alarmId}/`) || line.includes(`/api/users/${write.userId}/notes`))).slice(-20);
    const trails = writes.map((write, index) => (onServer[index] === 1 ? [] : trail(write)));
    const requests = requestsByRoute(accessLog);
    const runProcess = health.stop();
    return report({ options, alarms: ingester.alarms, verdicts, dc09, floodVerdicts, writes, onServer, outboxLeft, writers, browsers, faults, trails, sweepErrors, connection, engineLogs, requests, runProcess, ingestSeconds, started, seconds: (Date.now() - started) / 1000 });
  }
}

function displayName(username: string): string {
  const operator = DEMO_OPERATORS.find((candidate) => candidate.username === username)!;
  return `${operator.name} (${operator.initials})`;
}

/** Group ids of a fresh demo centre are the 1-based positions the demo accounts name. */
function groupsOf(username: string): Set<number> {
  return new Set(DEMO_OPERATORS.find((operator) => operator.username === username)!.groups);
}

function eligibleIds(alarms: readonly RaisedAlarm[], username: string): number[] {
  const groups = groupsOf(username);
  return alarms.filter((alarm) => alarm.alarmId !== undefined && groups.has(alarm.groupId)).map((alarm) => alarm.alarmId!);
}

/**
 * Waits until every browser holds every alarm it may see and has sent every write, or SETTLE_MS passed; answers
 * the operators whose browsers had not.
 */
async function settle(browsers: OperatorBrowser[], expected: (browser: OperatorBrowser) => number[]): Promise<string[]> {
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const done = await Promise.all(
      browsers.map(async (browser) => {
        const stored = new Set(await browser.storedAlarmIds());
        return expected(browser).every((id) => stored.has(id)) && (await browser.outboxSize()) === 0;
      }),
    );
    const behind = browsers.filter((_, index) => !done[index]).map((browser) => browser.username);
    if (behind.length === 0 || Date.now() >= deadline) return behind;
    await sleep(1_000);
  }
}
