import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { login } from '../bench/lib/api.ts';
import { summarize } from '../bench/lib/stats.ts';
import { startLocalCluster, type LocalCluster } from '../cluster/local-cluster.ts';
import { DEMO_OPERATORS } from '../server/demo/demo-accounts.ts';
import { startIngester, type RaisedAlarm } from './ingester.ts';
import { OperatorBrowser } from './operator-browser.ts';
import { OperatorWrites, type TypedWrite } from './operator-writes.ts';
import { type RunProcessHealth, watchRunProcess } from './run-process-health.ts';
import { isClean, verifyBrowser, type BrowserVerdict } from './verify.ts';

export interface ChaosOptions {
  minutes: number;
  perSecond: number;
  /**
   * What fails the run: `everything` (every check), or `delivery` (an alarm not acknowledged, missing from a
   * browser's IndexedDB or screen, a write lost or left in an outbox); the other findings are reported either way.
   */
  failOn: 'everything' | 'delivery';
  /** Progress lines (stderr): the report itself is the JSON on stdout. */
  log(line: string): void;
  /** Stops the run early (SIGINT, SIGTERM): the browsers and the cluster are closed, and the run rejects. */
  signal?: AbortSignal;
}

/** The operators: three browsers with 3, 2 and 2 tabs. eva is not in group 3, so she must get only group 1's alarms. */
const OPERATORS = [
  { username: 'anna', tabs: 3 },
  { username: 'david', tabs: 2 },
  { username: 'eva', tabs: 2 },
] as const;
/** Every fourth alarm goes to group 3 (eva's browser must not get it), the others to group 1 (everyone's). */
const groupOf = (seq: number) => (seq % 4 === 3 ? 3 : 1);
const CYCLE_MS = 60_000;
const OFFLINE_MS = 30_000;
const WRITE_EVERY_MS = 12_000;
/** After the last alarm: how long every browser gets to hold every alarm and send every write. */
const SETTLE_MS = 90_000;
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    signal?.addEventListener('abort', wake, { once: true });
  });

interface FaultEvent {
  at: number;
  fault: string;
}

/**
 * Raises alarms through nginx in front of two instances on PostgreSQL while three operators work in their
 * browsers, and breaks things on a one-minute cycle: an instance SIGKILLed and restarted, a tab closed and
 * reopened in every browser, one browser offline for 30 s (its operator writes a note meanwhile), nginx restarted
 * (every socket drops), an instance drained with SIGTERM and restarted. Then proves from each browser's IndexedDB
 * and screen that no alarm was lost, none sounded twice, and that every write is on the server exactly once.
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
    demo: true,
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
    for (const { username, tabs } of OPERATORS) browsers.push(await OperatorBrowser.open(cluster.url, username, tabs));
    note(`${browsers.length} browsers with ${browsers.map((b) => b.tabs.length).join(', ')} tabs signed in`);
    const writers = browsers.map((browser, index) => new OperatorWrites(browser, index, displayName(browser.username)));
    const offline = new Set<number>();
    const ingestion = new AbortController();
    const ingestStarted = Date.now();
    const ingester = startIngester({ url: cluster.url, perSecond: options.perSecond, groupOf, signal: ingestion.signal });
    const work = writers.map((writer, index) => keepWriting(writer, index, offline, ingestion.signal));
    for (let cycle = 0; cycle < options.minutes; cycle++) await faultCycle(cycle, cluster, browsers, writers, offline, note);
    ingestion.abort();
    const ingestSeconds = (Date.now() - ingestStarted) / 1000;
    await Promise.all(work);
    await ingester.settled;
    note(`ingest stopped: ${ingester.alarms.length} alarms raised`);
    // Alarms an operator took leave the other operators' Active tabs, so their sound may rightly not play there.
    const read = serverReader(cluster.url);
    const taken = new Set(await takenOnServer(cluster.databaseUrl));
    const expected = (browser: OperatorBrowser) => eligibleIds(ingester.alarms, browser.username);
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
    const verdicts = await Promise.all(
      browsers.map(async (browser) =>
        verifyBrowser(ingester.alarms, { username: browser.username, groups: groupsOf(browser.username), stored: new Set(await browser.storedAlarmIds()), firstDrawn: browser.firstDrawn, drawnBySweep: browser.drawnBySweep, sounded: browser.sounded }, taken),
      ),
    );
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
    return report({ options, alarms: ingester.alarms, verdicts, writes, onServer, outboxLeft, writers, browsers, faults, trails, sweepErrors, connection, engineLogs, requests, runProcess, ingestSeconds, started, seconds: (Date.now() - started) / 1000 });
  }
}

/**
 * CENTRAL_CONSOLE_LOGGING on, as a centre's administrator turns it on to find a fault: the consoles then print every
 * log line of their engine, which the run reads from each browser's working tab. The demo has no settings API.
 */
async function logEverything(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`UPDATE settings SET "Value" = 'True' WHERE "Key" = 'CENTRAL_CONSOLE_LOGGING'`);
  } finally {
    await client.end();
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

async function faultCycle(cycle: number, cluster: LocalCluster, browsers: OperatorBrowser[], writers: OperatorWrites[], offline: Set<number>, note: (fault: string) => void): Promise<void> {
  const start = Date.now();
  const at = (ms: number) => sleep(start + ms - Date.now());
  const killed = cycle % 2;
  await at(5_000);
  note(`SIGKILL instance ${killed}`);
  await cluster.instances[killed]!.stop('SIGKILL');
  await at(10_000);
  await cluster.restart(killed);
  note(`instance ${killed} restarted`);
  await at(15_000);
  // A browser that cannot open a tab in time (an overloaded machine) is reported; the run goes on.
  const reopened = await Promise.all(browsers.map((browser) => browser.reopenLastTab().then(() => null, (error: unknown) => `${browser.username}: ${String(error).split('\n')[0]}`)));
  const failed = reopened.filter((why) => why !== null);
  note(failed.length ? `a tab closed and reopened in every browser but: ${failed.join('; ')}` : 'a tab closed and reopened in every browser');
  const away = cycle % browsers.length;
  await at(20_000);
  await browsers[away]!.setOffline(true);
  offline.add(away);
  note(`${browsers[away]!.username}'s browser offline`);
  // Back online OFFLINE_MS later, whatever the slow restarts below take.
  const wentOffline = Date.now();
  const backOnline = (async () => {
    await sleep(wentOffline + OFFLINE_MS - Date.now());
    await browsers[away]!.setOffline(false);
    offline.delete(away);
    note(`${browsers[away]!.username}'s browser online`);
  })();
  await sleep(2_000);
  await writers[away]!.round(true);
  await at(30_000);
  note('nginx restarted (every socket drops)');
  await cluster.restartBalancer();
  const drained = 1 - killed;
  await at(40_000);
  note(`SIGTERM instance ${drained} (drain)`);
  await cluster.instances[drained]!.stop('SIGTERM');
  await cluster.restart(drained);
  note(`instance ${drained} restarted`);
  await backOnline;
  await at(CYCLE_MS);
}

/** Each operator works every 12 s (staggered); a browser that is offline writes only the note the cycle asks for. */
async function keepWriting(writer: OperatorWrites, index: number, offline: ReadonlySet<number>, signal: AbortSignal): Promise<void> {
  await sleep(3_000 + index * 4_000, signal);
  while (!signal.aborted) {
    if (!offline.has(index)) await writer.round(false);
    await sleep(WRITE_EVERY_MS, signal);
  }
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

/**
 * What the servers were asked through nginx, by route (ids as `:id`), busiest first by the time nginx waited for the
 * answers: where the servers' time went, at a glance. Lines are the `arc` format of cluster/nginx.ts.
 */
function requestsByRoute(accessLog: readonly string[]): { total: number; byRoute: { route: string; count: number; seconds: number }[] } {
  const routes = new Map<string, { count: number; seconds: number }>();
  let total = 0;
  for (const line of accessLog) {
    const match = /"(\S+) (\S+) [^"]*" \d+ \d+ ([\d.]+)/.exec(line);
    if (!match) continue;
    total += 1;
    const route = `${match[1]} ${match[2]!.replace(/\/\d+(?=\/|$)/g, '/:id')}`;
    const entry = routes.get(route) ?? { count: 0, seconds: 0 };
    entry.count += 1;
    entry.seconds += Number(match[3]);
    routes.set(route, entry);
  }
  const byRoute = [...routes].map(([route, entry]) => ({ route, count: entry.count, seconds: Math.round(entry.seconds) })).sort((a, b) => b.seconds - a.seconds);
  return { total, byRoute: byRoute.slice(0, 12) };
}

type ServerReader = <T>(path: string, username: string) => Promise<T>;

/** Reads the server's answers as an operator, each operator signed in once. */
function serverReader(url: string): ServerReader {
  const sessions = new Map<string, string>();
  const authorization = async (username: string) => {
    if (!sessions.has(username)) sessions.set(username, (await login(url, username)).authorization);
    return sessions.get(username)!;
  };
  const readOnce = async <T>(path: string, username: string): Promise<T> => {
    const answer = await fetch(`${url}${path}`, { headers: { authorization: await authorization(username) } });
    if (!answer.ok) throw new Error(`GET ${path}: HTTP ${answer.status} ${(await answer.text()).slice(0, 200)}`);
    return (await answer.json()) as T;
  };
  // A read cut off in transit (the socket closed mid-answer) is repeated twice before the run gives up on its report.
  return async <T>(path: string, username: string): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await readOnce<T>(path, username);
      } catch (error) {
        if (attempt === 3 || (error as Error).message.startsWith('GET ')) throw error;
        await sleep(1_000);
      }
    }
  };
}

/**
 * The alarms an operator took, as the database holds them. An alarm may have been taken by a round the run gave up
 * waiting for, and then rightly stay silent in a browser it reached already taken. (Read through the API, the list of
 * every alarm of a ten-minute run, 15,000 of them, was cut off in transit once, and the run ended without a report.)
 */
async function takenOnServer(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ AlarmId: number }>(`SELECT "AlarmId" FROM alarms WHERE "RespondentId" IS NOT NULL`);
    return rows.map((row) => Number(row.AlarmId));
  } finally {
    await client.end();
  }
}

/** How many times the server holds each typed write: reasons in the alarm's log, notes on the user. */
async function serverCounts(read: ServerReader, writes: readonly TypedWrite[]): Promise<number[]> {
  const counts: number[] = [];
  for (const write of writes) {
    if (write.kind === 'reason') {
      const alarm = await read<{ Logs?: { LogText?: string | null }[] | null }>(`/api/alarms/${write.alarmId}`, write.username);
      counts.push((alarm.Logs ?? []).filter((line) => line.LogText === write.text).length);
    } else {
      const notes = await read<{ Note: string }[]>(`/api/users/${write.userId}/notes?noteType=0&alarmId=${write.alarmId}`, write.username);
      counts.push(notes.filter((row) => row.Note === write.text).length);
    }
  }
  return counts;
}

interface ReportInput {
  options: ChaosOptions;
  alarms: RaisedAlarm[];
  verdicts: BrowserVerdict[];
  writes: TypedWrite[];
  onServer: number[];
  outboxLeft: number[];
  writers: OperatorWrites[];
  browsers: OperatorBrowser[];
  faults: FaultEvent[];
  /** nginx's log lines of each write not found exactly once (empty for the others). */
  trails: string[][];
  /** Why a browser's list could not be scrolled through (its undrawn alarms then count as lost), or null. */
  sweepErrors: (string | null)[];
  /** Per browser that had not settled: each tab's connection status. */
  connection: string[][];
  /** The last lines of each browser's engine log, read when the run had settled or given up. */
  engineLogs: string[][];
  requests: ReturnType<typeof requestsByRoute>;
  runProcess: RunProcessHealth;
  ingestSeconds: number;
  seconds: number;
  /** Epoch ms the run started: the clock of the faults' `at`. */
  started: number;
}

const FIRST = 20;

function report(input: ReportInput): Record<string, unknown> {
  const { alarms, verdicts, writes, onServer } = input;
  const acknowledged = alarms.filter((alarm) => alarm.alarmId !== undefined);
  const latencies = summarize(verdicts.flatMap((verdict) => verdict.latencies));
  const fromAcknowledgement = summarize(verdicts.flatMap((verdict) => verdict.fromAcknowledgement));
  const withTrail = (write: TypedWrite, index: number) => ({ ...write, typedAtS: Math.round((write.typedAt - input.started) / 100) / 10, requests: input.trails[index] });
  const lostWrites = writes.map(withTrail).filter((_, index) => onServer[index] === 0);
  const doubledWrites = writes.map(withTrail).filter((_, index) => (onServer[index] ?? 0) > 1);
  const notAcknowledged = alarms.length - acknowledged.length;
  const lost = verdicts.reduce((sum, verdict) => sum + verdict.missingInIndexedDb.length + verdict.missingOnScreen.length, 0);
  const leaked = verdicts.reduce((sum, verdict) => sum + verdict.notTheirs.length, 0);
  const delivered = notAcknowledged === 0 && lost === 0 && leaked === 0 && lostWrites.length === 0 && input.outboxLeft.every((n) => n === 0);
  const clean = delivered && verdicts.every(isClean) && doubledWrites.length === 0;
  const firstAlarm = Math.min(...alarms.map((alarm) => alarm.sentAt));
  /** The named alarms with when each was raised, in seconds on the faults' clock. */
  const raisedAt = (ids: number[]) => ids.slice(0, FIRST).map((id) => ({ id, raisedAtS: Math.round((alarms.find((alarm) => alarm.alarmId === id)!.sentAt - input.started) / 100) / 10 }));
  return {
    ok: input.options.failOn === 'delivery' ? delivered : clean,
    failOn: input.options.failOn,
    delivered,
    clean,
    minutes: input.options.minutes,
    seconds: Math.round(input.seconds),
    setup: { instances: 2, database: 'PostgreSQL', balancer: 'nginx', browsers: input.browsers.map((browser) => ({ operator: browser.username, tabs: browser.tabs.length })) },
    alarms: {
      raised: alarms.length,
      overSeconds: Math.round(input.ingestSeconds),
      perSecond: input.options.perSecond,
      acknowledged: acknowledged.length,
      notAcknowledged,
      repeatedByTheReceiver: alarms.filter((alarm) => alarm.attempts > 1).length,
      mostAttempts: Math.max(0, ...alarms.map((alarm) => alarm.attempts)),
      // The server's share of ingest-to-screen: first attempt to the acknowledging answer.
      ingestToAcknowledgementMs: summarize(acknowledged.map((alarm) => alarm.acknowledgedAt! - alarm.sentAt)),
    },
    delivery: verdicts.map((verdict, index) => ({
      operator: verdict.username,
      eligible: verdict.eligible,
      inIndexedDb: verdict.eligible - verdict.missingInIndexedDb.length,
      onScreen: verdict.eligible - verdict.missingOnScreen.length,
      drawnLive: verdict.drawnLive,
      lost: { indexedDb: raisedAt(verdict.missingInIndexedDb), screen: raisedAt(verdict.missingOnScreen) },
      notTheirsInIndexedDb: verdict.notTheirs.length,
      dialogsLeftOpen: input.browsers[index]!.dialogsLeftOpen,
      sweepError: input.sweepErrors[index],
      connectionWhenNotSettled: input.connection[index],
      consoleErrors: input.browsers[index]!.consoleErrors,
      engineLogWhenNotSettled: input.connection[index]!.length ? input.engineLogs[index] : [],
      sounds: { tones: input.browsers[index]!.tones, unsounded: raisedAt(verdict.unsounded), unsoundedCount: verdict.unsounded.length, soundedTwice: raisedAt(verdict.soundedTwice) },
      ingestToScreenMs: verdict.ingestToScreen,
      acknowledgementToScreenMs: verdict.acknowledgementToScreen,
    })),
    lost,
    leaked,
    ingestToScreenMs: { p50: latencies.p50, p99: latencies.p99, worst: latencies.max },
    // Without the receiver's queue (its alarms wait there when the cluster takes fewer than it raises).
    acknowledgementToScreenMs: { p50: fromAcknowledgement.p50, p99: fromAcknowledgement.p99, worst: fromAcknowledgement.max },
    writes: {
      typed: writes.length,
      typedOffline: writes.filter((write) => write.offline).length,
      onServerOnce: onServer.filter((count) => count === 1).length,
      lost: lostWrites,
      appliedTwice: doubledWrites,
      outboxLeft: input.outboxLeft,
      roundsBrokenByFaults: input.writers.map((writer) => ({ rounds: writer.failedRounds, why: writer.failures })),
    },
    requestsThroughNginx: input.requests,
    runProcess: input.runProcess,
    faults: input.faults,
    firstAlarmAtS: Math.round((firstAlarm - input.started) / 100) / 10,
  };
}
