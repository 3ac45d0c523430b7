import { login, PLAIN_OPERATORS, type Session } from '../lib/api.ts';
import { Series } from '../lib/growable.ts';
import { runIngestLoad, type LoadResult } from '../lib/ingest-load.ts';
import { attempt, figure, latency, type Skipped } from '../lib/figure.ts';
import { log } from '../lib/log.ts';
import type { Plan } from '../lib/plan.ts';
import { processUsage } from '../lib/proc.ts';
import { openPushClients } from '../lib/push-clients.ts';
import type { RunningServer } from '../lib/server.ts';
import { summarize, type Summary } from '../lib/stats.ts';
import { fanOutFloor } from './fan-out-floor.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One token per plain demo operator; sockets share them round-robin with distinct device tokens. */
interface LadderStep {
  rate: number;
  accepted: number;
  pushP50: number;
  pushP99: number;
  serverCpuShare: number;
  serverCpuMsPerAlarm: number;
  benchClientCpuShare: number;
}

/** The first offered rate the server no longer keeps up with (under 95% accepted, or push p99 over 100 ms). */
function saturation(ladder: readonly LadderStep[]): number | null {
  return ladder.find((step) => step.accepted < step.rate * 0.95 || step.pushP99 > 100)?.rate ?? null;
}

export async function operatorSessions(baseUrl: string): Promise<Session[]> {
  return Promise.all(PLAIN_OPERATORS.map((username) => login(baseUrl, username)));
}

/** Push frames received during one paced run: alarm id and receive time, in parallel typed arrays. */
class Deliveries {
  readonly alarm = new Series(1 << 16);
  readonly at = new Series(1 << 16);
}

interface PacedRun {
  load: LoadResult;
  perDelivery: Summary;
  fanOut: Summary;
  deliveredShare: number;
  recipientsP50: number;
  serverCpuShare: number;
  /** Server CPU time per accepted alarm (ingest plus its fan-out): what the load costs, whatever else runs. */
  serverCpuMsPerAlarm: number;
  benchCpuShare: number;
}

/** Latency per delivery, and per alarm until its last recipient had it (fan-out complete). */
function latencies(load: LoadResult, deliveries: Deliveries, sockets: number) {
  const perDelivery = new Series(deliveries.alarm.length);
  const last = new Map<number, number>();
  const count = new Map<number, number>();
  for (let i = 0; i < deliveries.alarm.length; i++) {
    const alarmId = deliveries.alarm.at(i);
    const sent = load.sentAt.get(alarmId);
    if (sent === undefined) continue;
    const at = deliveries.at.at(i);
    perDelivery.push(at - sent);
    last.set(alarmId, Math.max(last.get(alarmId) ?? 0, at));
    count.set(alarmId, (count.get(alarmId) ?? 0) + 1);
  }
  const fanOut = [...last].map(([alarmId, at]) => at - (load.sentAt.get(alarmId) as number));
  return {
    perDelivery: summarize(perDelivery.values()),
    fanOut: summarize(fanOut),
    deliveredShare: load.accepted ? perDelivery.length / (load.accepted * sockets) : 0,
    recipientsP50: summarize([...count.values()]).p50,
  };
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
  let deliveries = new Deliveries();
  // The size of the list updates as sent (the alarm's row included): the floor is measured with frames as large.
  const updateBytes = { total: 0, count: 0 };
  const before = processUsage(server.pid);
  const connectStarted = performance.now();
  const clients = await openPushClients({
    baseUrl: server.baseUrl,
    tokens: sessions.map((session) => session.accessToken),
    count: plan.sockets,
    label: 'bench-alone',
    pingEveryMs: 10_000,
    onPush: (_client, message, at) => {
      if (message.type === 'update' && typeof message.alarmId === 'number') {
        updateBytes.total += message.bytes;
        updateBytes.count++;
        deliveries.alarm.push(message.alarmId);
        deliveries.at.push(at);
      }
    },
  });
  const connectMs = performance.now() - connectStarted;
  log(`server alone: ${clients.open()} sockets open in ${Math.round(connectMs)} ms; holding`);
  await sleep(plan.quick ? 2000 : 5000);
  const held = clients.open();
  const idle = processUsage(server.pid);

  const paced = async (rate: number, seconds: number): Promise<PacedRun> => {
    log(`server alone: ingest at ${rate}/s for ${seconds} s`);
    deliveries = new Deliveries();
    const serverCpu = processUsage(server.pid).cpuSeconds;
    const benchCpu = process.cpuUsage();
    const started = performance.now();
    const load = await runIngestLoad({ baseUrl: server.baseUrl, seconds, rate, maxInFlight: 64, prefix: `bench-${rate}` });
    await sleep(2000);
    const wall = (performance.now() - started) / 1000;
    const bench = process.cpuUsage(benchCpu);
    const serverSeconds = processUsage(server.pid).cpuSeconds - serverCpu;
    return {
      load,
      ...latencies(load, deliveries, held),
      serverCpuShare: Math.round((serverSeconds / wall) * 100) / 100,
      serverCpuMsPerAlarm: load.accepted ? Math.round((serverSeconds / load.accepted) * 10_000) / 10 : Number.NaN,
      benchCpuShare: Math.round(((bench.user + bench.system) / 1e6 / wall) * 100) / 100,
    };
  };

  let measured;
  try {
    const ladder: LadderStep[] = [];
    const rung = (rate: number, step: PacedRun): LadderStep => ({ rate, accepted: Math.round(step.load.rate * 10) / 10, pushP50: step.perDelivery.p50, pushP99: step.perDelivery.p99, serverCpuShare: step.serverCpuShare, serverCpuMsPerAlarm: step.serverCpuMsPerAlarm, benchClientCpuShare: step.benchCpuShare });
    for (const rate of plan.quick ? [] : [25, 50, 100].filter((r) => r < plan.ingestRate)) {
      const step = await paced(rate, 5);
      ladder.push(rung(rate, step));
      if (step.perDelivery.p99 > 1000) break;
    }
    const main = await paced(plan.ingestRate, plan.ingestSeconds);
    if (!plan.quick) {
      ladder.push(rung(plan.ingestRate, main));
      ladder.push(rung(plan.ingestRate * 2, await paced(plan.ingestRate * 2, 5)));
    }
    log('server alone: closed-loop ingest with the sockets connected');
    const fastest = await runIngestLoad({ baseUrl: server.baseUrl, seconds: plan.maxRateSeconds, maxInFlight: 16, prefix: 'bench-max' });
    await sleep(1000);
    const loaded = processUsage(server.pid);
    const heldAfter = clients.open();
    const firstError = (load: LoadResult) => (load.firstError ? ` (${load.firstError.slice(0, 120)})` : '');

    measured = {
      socketsHeld: figure(held, 'sockets', {
        budget: { text: '>= 1000 sockets on one server process', min: 1000 },
        note: `${plan.sockets} opened in ${Math.round(connectMs)} ms (${sessions.length} operators' tokens, one device token per socket), ${heldAfter} still open after the load`,
      }),
      ingestSustained: figure(main.load.rate, 'alarms/s', {
        budget: { text: '>= 200 alarms/s with fan-out to 1000 sockets', min: 200 },
        note: `offered ${main.load.offered} at ${plan.ingestRate}/s for ${plan.ingestSeconds} s: ${main.load.accepted} accepted, ${main.load.failed} failed${firstError(main.load)}; ingest round trip p99 ${summarize(main.load.roundTrips.values()).p99} ms`,
      }),
      pushLatency: latency(main.perDelivery, {
        budget: { text: 'p99 <= 100 ms at 200 alarms/s to 1000 sockets', max: 100 },
        on: 'p99',
        note: `ingest request sent → push frame received; ${Math.round(main.deliveredShare * 1000) / 10}% of alarms × sockets delivered; recipients per alarm p50 ${main.recipientsP50}`,
      }),
      fanOutComplete: latency(main.fanOut, { note: 'ingest request sent → the last socket received the push, per alarm' }),
      serverCpuPerAlarm: figure(main.serverCpuMsPerAlarm, 'ms', {
        budget: { text: `<= 4 ms of server CPU per alarm with fan-out to ${plan.sockets} sockets`, max: 4 },
        note: `server process CPU time over the ${plan.ingestRate}/s run / alarms accepted; the load generator (this bench process, its own process) used ${main.benchCpuShare} of a core`,
      }),
      ladder: ladder.length ? { steps: ladder, saturatesAt: saturation(ladder) } : { skipped: plan.quick ? 'full run only' : 'no rate below the target' },
      ingestMax: figure(fastest.rate, 'alarms/s', { note: `closed loop, 16 senders, ${plan.maxRateSeconds} s, ${held} sockets connected; ${fastest.failed} failed${firstError(fastest)}` }),
      ingestMaxWithoutSockets: figure(bare.rate, 'alarms/s', { note: `closed loop, 16 senders, ${plan.maxRateSeconds} s, no socket open: ingest alone; ${bare.failed} failed${firstError(bare)}` }),
      processes: {
        serverRssMbIdle: before.rssMb,
        serverRssMbWithSockets: idle.rssMb,
        serverRssMbAfterLoad: loaded.rssMb,
        serverCpuShareAt200: main.serverCpuShare,
        serverCpuMsPerAlarmAt200: main.serverCpuMsPerAlarm,
        // At that cost, the CPU one server process would need for the budget's rate (1.0 = one core, all it can use).
        serverCoresNeededFor200PerSecond: Math.round(((main.serverCpuMsPerAlarm * 200) / 1000) * 10) / 10,
        // The clients run in this one process on the same 2 cores: near 1.0 the clients, not the server, limit.
        benchClientCpuShareAt200: main.benchCpuShare,
      },
    };
  } finally {
    await clients.close();
  }
  // With the reference server's clients closed: the same fan-out from a bare ws server, the floor under its cost.
  const frameBytes = updateBytes.count ? Math.round(updateBytes.total / updateBytes.count) : 0;
  const floor: Awaited<ReturnType<typeof fanOutFloor>> | Skipped = frameBytes ? await attempt('fan-out floor', () => fanOutFloor(plan, frameBytes)) : { skipped: 'no update was delivered' };
  return { ...measured, floor: { frameBytes, ...floor } };
}
