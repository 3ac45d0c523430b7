import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { figure, latency } from '../lib/figure.ts';
import { log } from '../lib/log.ts';
import type { Plan } from '../lib/plan.ts';
import { processUsage } from '../lib/proc.ts';
import { openPushClients } from '../lib/push-clients.ts';
import { summarize } from '../lib/stats.ts';

const barePushServer = fileURLToPath(new URL('../lib/bare-push-server.ts', import.meta.url));

/**
 * What fan-out to `plan.sockets` sockets costs on this machine before any application code: a bare `ws` server
 * process (`bench/lib/bare-push-server.ts`) pushes frames of the reference server's size, at the budget's rate, to
 * the same clients (this process, acking every push as the console does). Its CPU per push is the floor under
 * `serverCpuPerAlarm`; the clients' CPU per push is what the load generator needs, whatever the server.
 */
export async function fanOutFloor(plan: Plan, frameBytes: number) {
  const child = fork(barePushServer, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  try {
    const [{ port }] = (await once(child, 'message')) as [{ port: number }];
    const receivedAt: number[] = [];
    const byPush: number[] = [];
    const clients = await openPushClients({
      baseUrl: `http://127.0.0.1:${port}`,
      tokens: ['floor'],
      count: plan.sockets,
      label: 'bench-floor',
      onPush: (_client, message, at) => {
        byPush.push(message.pushId as number);
        receivedAt.push(performance.timeOrigin + at);
      },
    });
    try {
      // 2 s (1 s with --quick): 400 pushes settle the figure, and the clients, at about 24 ms of CPU per push to
      // 1,000 sockets, take ten times as long to read them (5 s of pushes kept this step at 23 s of the full bench).
      const { ingestRate: rate } = plan;
      const seconds = plan.quick ? 1 : 2;
      log(`fan-out floor: bare ws, ${clients.open()} sockets, ${frameBytes}-byte frames at ${rate}/s for ${seconds} s`);
      const serverCpu = processUsage(child.pid as number).cpuSeconds;
      const clientCpu = process.cpuUsage();
      const started = performance.now();
      child.send({ rate, seconds, bytes: frameBytes });
      const [{ sentAt }] = (await once(child, 'message')) as [{ sentAt: number[] }];
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const wall = (performance.now() - started) / 1000;
      const serverSeconds = processUsage(child.pid as number).cpuSeconds - serverCpu;
      const client = process.cpuUsage(clientCpu);
      const clientSeconds = (client.user + client.system) / 1e6;
      const delays = byPush.map((pushId, i) => (receivedAt[i] as number) - (sentAt[pushId - 1] as number));
      const perPush = (cpuSeconds: number) => Math.round((cpuSeconds / sentAt.length) * 10_000) / 10;
      return {
        serverCpuPerPush: figure(perPush(serverSeconds), 'ms', {
          note: `bare ws server process, ${sentAt.length} pushes of ${frameBytes} bytes to ${plan.sockets} sockets at ${rate}/s; ${Math.round((serverSeconds / wall) * 100) / 100} of a core; the floor under serverCpuPerAlarm (budget 4 ms)`,
        }),
        clientCpuPerPush: figure(perPush(clientSeconds), 'ms', {
          note: `the ${plan.sockets} clients (this process) receiving and acking each push; at ${rate}/s they need ${Math.round(((perPush(clientSeconds) * rate) / 1000) * 10) / 10} cores of this 2-core machine`,
        }),
        pushLatency: latency(summarize(delays), { note: `bare server send → frame received; ${Math.round((delays.length / (sentAt.length * plan.sockets)) * 1000) / 10}% of pushes × sockets delivered` }),
      };
    } finally {
      await clients.close();
    }
  } finally {
    child.kill();
  }
}
