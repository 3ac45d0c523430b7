import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { figure, latency } from '../lib/figure.ts';
import { log } from '../lib/log.ts';
import { processUsage } from '../lib/proc.ts';
import { generatorLoad } from '../lib/generator-load.ts';
import { openClientPool, settle } from '../lib/push-client-pool.ts';
import { summarize } from '../lib/stats.ts';

const barePushServer = fileURLToPath(new URL('../lib/bare-push-server.ts', import.meta.url));

/**
 * What fan-out to `sockets` sockets costs on this machine before any application code: a bare `ws` server process
 * (`bench/lib/bare-push-server.ts`) pushes frames of the reference server's size, at the rate and for the time of the
 * server's own measured run, to the same kind of clients (processes of their own, acking every push as the console
 * does). Its CPU per push, over a window that ends once every push reached every socket, is the floor the server's
 * CPU per alarm is divided by.
 */
export async function fanOutFloor(run: { sockets: number; rate: number; seconds: number; frameBytes: number }) {
  const child = fork(barePushServer, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  try {
    const [{ port }] = (await once(child, 'message')) as [{ port: number }];
    const pool = await openClientPool({ baseUrl: `http://127.0.0.1:${port}`, tokens: ['floor'], count: run.sockets, label: 'bench-floor' });
    try {
      const { open } = await pool.count();
      log(`fan-out floor: bare ws, ${open} sockets, ${run.frameBytes}-byte frames at ${run.rate}/s for ${run.seconds} s`);
      const serverCpu = processUsage(child.pid as number).cpuSeconds;
      const clientCpu = pool.cpuSeconds();
      const started = performance.now();
      child.send({ rate: run.rate, seconds: run.seconds, bytes: run.frameBytes });
      const [{ sentAt }] = (await once(child, 'message')) as [{ sentAt: number[] }];
      const delivered = await settle(pool, sentAt.length * open, 15_000);
      const wall = (performance.now() - started) / 1000;
      const serverSeconds = processUsage(child.pid as number).cpuSeconds - serverCpu;
      const generator = generatorLoad(clientCpu, pool.cpuSeconds(), wall);
      const { alarm, at } = await pool.collect();
      const delays = Array.from(alarm, (pushId, i) => (at[i] as number) - (sentAt[pushId - 1] as number));
      return {
        serverCpuPerPush: figure((serverSeconds / sentAt.length) * 1000, 'ms', {
          note: `bare ws server process, ${sentAt.length} pushes of ${run.frameBytes} bytes to ${open} sockets at ${run.rate}/s; ${Math.round((serverSeconds / wall) * 100) / 100} of a core over ${Math.round(wall * 10) / 10} s (until every push reached every socket)`,
        }),
        generator,
        pushLatency: latency(summarize(delays), { on: 'p99', note: `bare server send → frame received; ${Math.round((delivered / (sentAt.length * open)) * 1000) / 10}% of pushes × sockets delivered` }),
      };
    } finally {
      await pool.close();
    }
  } finally {
    child.kill();
  }
}
