import { login, PLAIN_OPERATORS, type Session } from '../lib/api.ts';
import { runIngestLoad, type LoadResult } from '../lib/ingest-load.ts';
import { attempt, figure, isSkipped, latency, type Skipped } from '../lib/figure.ts';
import { log } from '../lib/log.ts';
import type { Plan } from '../lib/plan.ts';
import { processUsage } from '../lib/proc.ts';
import { pacedFanOut, type PacedRun } from '../lib/paced-fan-out.ts';
import type { generatorLoad } from '../lib/generator-load.ts';
import { CLIENT_PROCESSES, openClientPool } from '../lib/push-client-pool.ts';
import type { RunningServer } from '../lib/server.ts';
import { summarize } from '../lib/stats.ts';
import { fanOutFloor } from './fan-out-floor.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The rate of the headline run: fan-out p99 and server CPU per alarm against the bare floor's, at the same rate. */
const FAN_OUT_RATE = 100;

interface LadderStep extends ReturnType<typeof generatorLoad> {
  rate: number;
  accepted: number;
  pushP50: number;
  pushP99: number;
  serverCpuShare: number;
  serverCpuMsPerAlarm: number;
  ingestGeneratorCpuShare: number;
}

/**
 * The first offered rate the server no longer keeps up with (under 95% accepted, or push p99 over 100 ms), unless
 * a client process was near a full core there (then the clients, not the server, may be what fell behind).
 */
function saturation(ladder: readonly LadderStep[]) {
  const step = ladder.find((rung) => rung.accepted < rung.rate * 0.95 || rung.pushP99 > 100);
  return step ? { rate: step.rate, clientBound: step.clientBound } : null;
}

const clientsNote = (run: PacedRun) =>
  `${CLIENT_PROCESSES} client processes used ${run.generator.clientCores} cores (busiest ${run.generator.busiestClientShare}${run.generator.clientBound ? ': client-bound' : ''}), the ingest generator ${run.benchCpuShare} of a core`;

/** One token per plain demo operator; sockets share them round-robin with distinct device tokens. */
export async function operatorSessions(baseUrl: string): Promise<Session[]> {
  return Promise.all(PLAIN_OPERATORS.map((username) => login(baseUrl, username)));
}

/**
 * The server alone: `plan.sockets` websocket clients held; alarms ingested at a paced rate and fanned out to all of
 * them (push latency = ingest request sent → push frame received, both clocks in this process); a ladder of lower
 * rates (full run) to show where the budget holds; and the closed-loop ingest rate with and without the sockets.
 */
export async function serverAlone(server: RunningServer, plan: Plan) {
  const sessions = await operatorSessions(server.baseUrl);
  // The closed loop without sockets first: what ingest costs before any fan-out. A fresh process compiles its hot
  // paths under the first seconds of load (three 5 s runs back to back here: 353, 591, 657/s), so a warm-up
  // run of the same length goes first and is not counted.
  await runIngestLoad({ baseUrl: server.baseUrl, seconds: plan.maxRateSeconds, maxInFlight: 16, prefix: 'bench-warm-up' });
  const bare = await runIngestLoad({ baseUrl: server.baseUrl, seconds: plan.maxRateSeconds, maxInFlight: 16, prefix: 'bench-nofanout' });
  const before = processUsage(server.pid);
  const connectStarted = performance.now();
  const clients = await openClientPool({
    baseUrl: server.baseUrl,
    tokens: sessions.map((session) => session.accessToken),
    count: plan.sockets,
    label: 'bench-alone',
    pingEveryMs: 10_000,
  });
  const connectMs = performance.now() - connectStarted;
  log(`server alone: ${(await clients.count()).open} sockets open in ${Math.round(connectMs)} ms (${CLIENT_PROCESSES} client processes); holding`);
  const connected = processUsage(server.pid);
  const holdMs = plan.quick ? 2000 : 5000;
  await sleep(holdMs);
  const held = (await clients.count()).open;
  const idle = processUsage(server.pid);
  // What holding the sockets costs with no alarm (heartbeat, the clients' pings, timers): part of every paced window.
  const idleCpuShare = Math.round(((idle.cpuSeconds - connected.cpuSeconds) / (holdMs / 1000)) * 100) / 100;

  const paced = (rate: number, seconds: number) => pacedFanOut({ baseUrl: server.baseUrl, serverPids: [server.pid], clients, sockets: held }, rate, seconds);

  let measured;
  let headline: PacedRun;
  try {
    const ladder: LadderStep[] = [];
    const rung = (rate: number, step: PacedRun): LadderStep => ({
      rate,
      accepted: Math.round(step.load.rate * 10) / 10,
      pushP50: step.perDelivery.p50,
      pushP99: step.perDelivery.p99,
      serverCpuShare: step.serverCpuShare,
      serverCpuMsPerAlarm: step.serverCpuMsPerAlarm,
      ingestGeneratorCpuShare: step.benchCpuShare,
      ...step.generator,
    });
    for (const rate of plan.quick ? [] : [25, 50]) ladder.push(rung(rate, await paced(rate, 5)));
    headline = await paced(FAN_OUT_RATE, plan.quick ? 2 : 5);
    ladder.push(rung(FAN_OUT_RATE, headline));
    const main = await paced(plan.ingestRate, plan.ingestSeconds);
    if (!plan.quick) {
      ladder.push(rung(plan.ingestRate, main));
      ladder.push(rung(plan.ingestRate * 2, await paced(plan.ingestRate * 2, 5)));
    }
    log('server alone: closed-loop ingest with the sockets connected');
    const fastest = await runIngestLoad({ baseUrl: server.baseUrl, seconds: plan.maxRateSeconds, maxInFlight: 16, prefix: 'bench-max' });
    await sleep(1000);
    const loaded = processUsage(server.pid);
    const heldAfter = (await clients.count()).open;
    const firstError = (load: LoadResult) => (load.firstError ? ` (${load.firstError.slice(0, 120)})` : '');

    measured = {
      socketsHeld: figure(held, 'sockets', {
        budget: { text: '>= 1000 sockets on one server process', min: 1000 },
        note: `${plan.sockets} opened in ${Math.round(connectMs)} ms (${sessions.length} operators' tokens, one device token per socket), ${heldAfter} still open after the load`,
      }),
      ingestSustained: figure(main.load.rate, 'alarms/s', {
        budget: { text: '>= 200 alarms/s with fan-out to 1000 sockets', min: 200 },
        note: `offered ${main.load.offered} at ${plan.ingestRate}/s for ${plan.ingestSeconds} s: ${main.load.accepted} accepted, ${main.load.failed} failed${firstError(main.load)}; ingest round trip p99 ${summarize(main.load.roundTrips.values()).p99} ms; ${clientsNote(main)}`,
      }),
      pushLatency: latency(main.perDelivery, {
        budget: { text: 'p99 <= 100 ms at 200 alarms/s to 1000 sockets', max: 100 },
        on: 'p99',
        note: `ingest request sent → push frame received; ${Math.round(main.deliveredShare * 1000) / 10}% of alarms × sockets delivered; recipients per alarm p50 ${main.recipientsP50}`,
      }),
      fanOutComplete: latency(main.fanOut, { note: 'ingest request sent → the last socket received the push, per alarm' }),
      fanOutAt100: latency(headline.perDelivery, {
        budget: { text: `p99 <= 100 ms at ${FAN_OUT_RATE} alarms/s to 1000 sockets`, max: 100 },
        on: 'p99',
        note: `ingest request sent → push frame received, ${headline.load.accepted} alarms in ${headline.seconds} s; ${Math.round(headline.deliveredShare * 1000) / 10}% of alarms × sockets delivered; ${clientsNote(headline)}`,
      }),
      serverCpuPerAlarm: figure(headline.serverCpuMsPerAlarm, 'ms', {
        budget: { text: `<= 4 ms of server CPU per alarm with fan-out to ${plan.sockets} sockets`, max: 4 },
        note: `server process CPU time over the ${FAN_OUT_RATE}/s run, until every push reached every socket, / alarms accepted (${main.serverCpuMsPerAlarm} ms at ${plan.ingestRate}/s)`,
      }),
      ladder: { steps: ladder, saturatesAt: saturation(ladder) },
      ingestMax: figure(fastest.rate, 'alarms/s', { note: `closed loop, 16 senders, ${plan.maxRateSeconds} s, ${held} sockets connected; ${fastest.failed} failed${firstError(fastest)}` }),
      ingestMaxWithoutSockets: figure(bare.rate, 'alarms/s', { note: `closed loop, 16 senders, ${plan.maxRateSeconds} s, no socket open: ingest alone; ${bare.failed} failed${firstError(bare)}` }),
      processes: {
        serverRssMbIdle: before.rssMb,
        serverRssMbWithSockets: idle.rssMb,
        serverRssMbAfterLoad: loaded.rssMb,
        serverCpuShareHoldingSocketsIdle: idleCpuShare,
        serverIdleCpuMsPerAlarmAt100: Math.round(((idleCpuShare * 1000) / FAN_OUT_RATE) * 10) / 10,
        serverCpuShareAt200: main.serverCpuShare,
        serverCpuMsPerAlarmAt200: main.serverCpuMsPerAlarm,
        // At that cost, the CPU one server process would need for the budget's rate (1.0 = one core, all it can use).
        serverCoresNeededFor200PerSecond: Math.round(((main.serverCpuMsPerAlarm * 200) / 1000) * 10) / 10,
      },
    };
  } finally {
    await clients.close();
  }
  // With the reference server's clients closed: the same fan-out from a bare ws server, at the same rate, for as
  // long and with frames as large: the floor under the server's cost, measured in this run.
  const { frameBytes } = headline;
  const floor = frameBytes
    ? await attempt('fan-out floor', () => fanOutFloor({ sockets: held, rate: FAN_OUT_RATE, seconds: headline.seconds, frameBytes }))
    : ({ skipped: 'no update was delivered' } as Skipped);
  const serverOverFloor = isSkipped(floor)
    ? floor
    : figure((headline.serverCpuMsPerAlarm / floor.serverCpuPerPush.value) * 100, '% of the floor', {
        budget: { text: `server CPU per alarm <= 120% of the bare ws floor's CPU per push (${FAN_OUT_RATE}/s to ${held} sockets, same run)`, max: 120 },
        note: `${headline.serverCpuMsPerAlarm} ms per alarm ÷ ${floor.serverCpuPerPush.value} ms per push`,
      });
  return { serverOverFloor, ...measured, floor: { frameBytes, ...floor } };
}
