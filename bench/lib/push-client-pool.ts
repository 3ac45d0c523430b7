import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { Collected, PoolCommand } from './push-client-process.ts';
import { processUsage } from './proc.ts';
import { WS_ACK_DELAY_MS } from '../../src/domain/constants.ts';

const clientProcess = fileURLToPath(new URL('./push-client-process.ts', import.meta.url));

/** Processes the bench's push clients are spread over: each gets a core when one is free, none is the ceiling alone. */
export const CLIENT_PROCESSES = 4;

export interface ClientPool {
  pids: number[];
  /** Sockets open and updates received since the last collect, over every process. */
  count(): Promise<{ open: number; updates: number }>;
  /** Every update received since the last collect, over every process (receive times on this machine's clock). */
  collect(): Promise<Collected>;
  /** CPU seconds each client process used so far. */
  cpuSeconds(): number[];
  close(): Promise<void>;
}

async function ask<T>(child: ChildProcess, command: PoolCommand): Promise<T> {
  const answer = once(child, 'message') as Promise<[T & { error?: string }]>;
  child.send(command);
  const [reply] = await answer;
  if (reply.error) throw new Error(`push client process: ${reply.error}`);
  return reply;
}

/**
 * `count` push clients (as `openPushClients`, acking every push) spread over `CLIENT_PROCESSES` processes of their
 * own, so that what the server (or the bare floor) can do is measured rather than what one bench thread can read.
 */
export async function openClientPool(options: { baseUrl: string; tokens: string[]; count: number; label: string; pingEveryMs?: number }): Promise<ClientPool> {
  const children = Array.from({ length: CLIENT_PROCESSES }, () =>
    fork(clientProcess, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'], serialization: 'advanced' }),
  );
  const all = <T>(command: PoolCommand) => Promise.all(children.map((child) => ask<T>(child, command)));
  const close = async () => {
    await all({ kind: 'close' }).catch(() => undefined);
    for (const child of children) child.kill();
  };
  try {
    await Promise.all(
      children.map((child, index) => {
        const count = Math.floor(options.count / CLIENT_PROCESSES) + (index < options.count % CLIENT_PROCESSES ? 1 : 0);
        // Each process's device tokens differ (the label), and its sockets take the operators' tokens round-robin.
        return ask(child, { kind: 'open', ...options, count, label: `${options.label}-${index}` });
      }),
    );
  } catch (error) {
    await close();
    throw error;
  }
  const pids = children.map((child) => child.pid as number);
  return {
    pids,
    async count() {
      const parts = await all<{ open: number; updates: number }>({ kind: 'count' });
      return { open: parts.reduce((sum, part) => sum + part.open, 0), updates: parts.reduce((sum, part) => sum + part.updates, 0) };
    },
    async collect() {
      const parts = await all<Collected>({ kind: 'collect' });
      const join = (pick: (part: Collected) => Float64Array) => {
        const joined = new Float64Array(parts.reduce((sum, part) => sum + pick(part).length, 0));
        let offset = 0;
        for (const part of parts) {
          joined.set(pick(part), offset);
          offset += pick(part).length;
        }
        return joined;
      };
      return {
        alarm: join((part) => part.alarm),
        at: join((part) => part.at),
        updateBytes: parts.reduce((sum, part) => sum + part.updateBytes, 0),
        open: parts.reduce((sum, part) => sum + part.open, 0),
      };
    },
    cpuSeconds: () => pids.map((pid) => processUsage(pid).cpuSeconds),
    close,
  };
}

/**
 * Waits until the clients have received `expected` updates (every push to every socket), or `maxMs` passed, plus
 * the clients' ack delay and a short tail for the last cumulative acks to reach the server; returns the updates received.
 */
export async function settle(pool: ClientPool, expected: number, maxMs: number): Promise<number> {
  const deadline = performance.now() + maxMs;
  let { updates } = await pool.count();
  while (updates < expected && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    ({ updates } = await pool.count());
  }
  await new Promise((resolve) => setTimeout(resolve, WS_ACK_DELAY_MS + 200));
  return updates;
}
