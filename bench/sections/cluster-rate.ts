import { startLocalCluster } from '../../cluster/local-cluster.ts';
import { figure, latency } from '../lib/figure.ts';
import { runIngestLoad } from '../lib/ingest-load.ts';
import { log } from '../lib/log.ts';
import { pacedFanOut } from '../lib/paced-fan-out.ts';
import type { Plan } from '../lib/plan.ts';
import { openClientPool } from '../lib/push-client-pool.ts';
import { operatorSessions } from './server-alone.ts';

/**
 * The cluster as `npm run cluster -- --demo` runs it (a throw-away PostgreSQL, 2 server instances, nginx in front),
 * with the server stage's sockets and load through nginx: the rate the two instances sustain together, paced at the
 * budget's rate and in a closed loop, with the instances' CPU per alarm.
 */
export async function clusterRate(plan: Plan) {
  const cluster = await startLocalCluster({
    port: 0,
    instances: 2,
    demo: true,
    env: { ARC_SIMULATOR: '0', ARC_MAX_SOCKETS_PER_OPERATOR: String(plan.sockets) },
  });
  try {
    const sessions = await operatorSessions(cluster.url);
    const clients = await openClientPool({ baseUrl: cluster.url, tokens: sessions.map((session) => session.accessToken), count: plan.sockets, label: 'bench-cluster' });
    try {
      const { open } = await clients.count();
      log(`cluster: ${open} sockets through nginx to ${cluster.instances.length} instances`);
      const target = { baseUrl: cluster.url, serverPids: cluster.instances.map((instance) => instance.process.pid as number), clients, sockets: open };
      const paced = await pacedFanOut(target, plan.ingestRate, plan.quick ? 2 : 5);
      const closed = await runIngestLoad({ baseUrl: cluster.url, seconds: plan.maxRateSeconds, maxInFlight: 16, prefix: 'bench-cluster-max' });
      const note = `2 instances on one PostgreSQL behind nginx, ${open} sockets through nginx`;
      return {
        ingestSustained: figure(paced.load.rate, 'alarms/s', {
          budget: { text: `>= ${plan.ingestRate} alarms/s with fan-out to ${plan.sockets} sockets`, min: plan.ingestRate },
          note: `${note}; offered ${paced.load.offered} at ${plan.ingestRate}/s for ${paced.seconds} s: ${paced.load.accepted} accepted, ${paced.load.failed} failed; the instances used ${paced.serverCpuShare} cores, ${paced.serverCpuMsPerAlarm} ms per alarm (PostgreSQL and nginx not counted); the client processes ${paced.generator.clientCores} cores`,
        }),
        pushLatency: latency(paced.perDelivery, { on: 'p99', note: `ingest request sent → push frame received; ${Math.round(paced.deliveredShare * 1000) / 10}% of alarms × sockets delivered` }),
        ingestMax: figure(closed.rate, 'alarms/s', { note: `${note}; closed loop, 16 senders, ${plan.maxRateSeconds} s; ${closed.failed} failed` }),
      };
    } finally {
      await clients.close();
    }
  } finally {
    await cluster.stop();
  }
}
