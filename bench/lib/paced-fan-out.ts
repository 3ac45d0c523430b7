import { runIngestLoad, type LoadResult } from './ingest-load.ts';
import { Series } from './growable.ts';
import { log } from './log.ts';
import { processUsage } from './proc.ts';
import type { Collected } from './push-client-process.ts';
import { generatorLoad } from './generator-load.ts';
import { settle, type ClientPool } from './push-client-pool.ts';
import { summarize, type Summary } from './stats.ts';

export interface PacedRun {
  load: LoadResult;
  perDelivery: Summary;
  fanOut: Summary;
  deliveredShare: number;
  recipientsP50: number;
  serverCpuShare: number;
  /** Server CPU time per accepted alarm (ingest plus its fan-out): what the load costs, whatever else runs. */
  serverCpuMsPerAlarm: number;
  /** The ingest generator (this process). */
  benchCpuShare: number;
  generator: ReturnType<typeof generatorLoad>;
  /** Mean size of the updates delivered (their payload). */
  frameBytes: number;
  seconds: number;
}

/** Latency per delivery, and per alarm until its last recipient had it (fan-out complete); times on this machine's clock. */
function latencies(load: LoadResult, deliveries: Collected, sockets: number) {
  const perDelivery = new Series(deliveries.alarm.length);
  const last = new Map<number, number>();
  const count = new Map<number, number>();
  const sentAt = (alarmId: number) => {
    const sent = load.sentAt.get(alarmId);
    return sent === undefined ? undefined : performance.timeOrigin + sent;
  };
  for (let i = 0; i < deliveries.alarm.length; i++) {
    const alarmId = deliveries.alarm[i] as number;
    const sent = sentAt(alarmId);
    if (sent === undefined) continue;
    const at = deliveries.at[i] as number;
    perDelivery.push(at - sent);
    last.set(alarmId, Math.max(last.get(alarmId) ?? 0, at));
    count.set(alarmId, (count.get(alarmId) ?? 0) + 1);
  }
  const fanOut = [...last].map(([alarmId, at]) => at - (sentAt(alarmId) as number));
  return {
    perDelivery: summarize(perDelivery.values()),
    fanOut: summarize(fanOut),
    deliveredShare: load.accepted ? perDelivery.length / (load.accepted * sockets) : 0,
    recipientsP50: summarize([...count.values()]).p50,
  };
}

/**
 * Alarms ingested at `rate` for `seconds` (open loop) while `clients` hold `sockets` push sockets: latency per
 * delivery (ingest request sent → push frame received) and per alarm until its last recipient had it, and what the
 * server processes, the client processes and this process (the ingest generator) spent, over a window that ends
 * once every push reached every socket (or 10 s after the last ingest).
 */
export async function pacedFanOut(target: { baseUrl: string; serverPids: readonly number[]; clients: ClientPool; sockets: number }, rate: number, seconds: number): Promise<PacedRun> {
  const { clients } = target;
  log(`${target.baseUrl}: ingest at ${rate}/s for ${seconds} s`);
  await clients.collect();
  const serverCpu = () => target.serverPids.reduce((sum, pid) => sum + processUsage(pid).cpuSeconds, 0);
  const serverBefore = serverCpu();
  const clientCpu = clients.cpuSeconds();
  const benchCpu = process.cpuUsage();
  const started = performance.now();
  const load = await runIngestLoad({ baseUrl: target.baseUrl, seconds, rate, maxInFlight: 64, prefix: `bench-${rate}` });
  await settle(clients, load.accepted * target.sockets, 10_000);
  const wall = (performance.now() - started) / 1000;
  const bench = process.cpuUsage(benchCpu);
  const serverSeconds = serverCpu() - serverBefore;
  const generator = generatorLoad(clientCpu, clients.cpuSeconds(), wall);
  const deliveries = await clients.collect();
  return {
    load,
    ...latencies(load, deliveries, target.sockets),
    serverCpuShare: Math.round((serverSeconds / wall) * 100) / 100,
    serverCpuMsPerAlarm: load.accepted ? Math.round((serverSeconds / load.accepted) * 10_000) / 10 : Number.NaN,
    benchCpuShare: Math.round(((bench.user + bench.system) / 1e6 / wall) * 100) / 100,
    generator,
    frameBytes: deliveries.alarm.length ? Math.round(deliveries.updateBytes / deliveries.alarm.length) : 0,
    seconds,
  };
}
