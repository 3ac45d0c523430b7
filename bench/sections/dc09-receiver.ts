import { Dc09TcpClient } from '../../server/dc09/dc09-client.ts';
import { readDc09Frame } from '../../server/dc09/frame.ts';
import { dc09Message } from '../../server/dc09/message.ts';
import { DEMO_DC09_ACCOUNTS } from '../../server/demo/seed-dc09.ts';
import { figure, latency } from '../lib/figure.ts';
import { log } from '../lib/log.ts';
import type { RunningServer } from '../lib/server.ts';
import { summarize } from '../lib/stats.ts';

/** Alarm units sending at once, each waiting for its answer before it sends the next (as a unit does). */
const UNITS = 10;

/**
 * The DC-09 receiver on one instance: `UNITS` TCP connections of the demo's accounts (the encrypted one among
 * them) each send fire events for `seconds`, every one a new alarm; the ACK comes only after the alarm's commit, so
 * its latency is the receiver's parse, the ingest transaction and the answer.
 */
export async function dc09Receiver(server: RunningServer, seconds: number) {
  if (server.dc09Port === undefined) throw new Error('the server was started without its DC-09 receiver');
  const latencies: number[] = [];
  const answers: Record<string, number> = {};
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: UNITS }, async (_, unit) => {
      const client = await Dc09TcpClient.open(server.dc09Port!);
      const account = DEMO_DC09_ACCOUNTS[unit % DEMO_DC09_ACCOUNTS.length]!;
      const key = account.Key ? Buffer.from(account.Key, 'hex') : undefined;
      try {
        // Each unit its own sequence range: two units of one account never send the same account and sequence.
        for (let sent = 0; performance.now() < until; sent++) {
          const sequence = String((unit * 1000 + sent) % 10_000).padStart(4, '0');
          const frame = dc09Message({ token: 'ADM-CID', sequence, receiver: '1', prefix: '1', account: account.Account, data: '|1110 00 001', timestamp: new Date(), ...(key ? { key } : {}) });
          const before = performance.now();
          const answer = await client.send(frame, 10_000);
          latencies.push(performance.now() - before);
          const reading = answer === undefined ? undefined : readDc09Frame(answer);
          const token = reading?.ok ? reading.frame.token : 'none';
          answers[token] = (answers[token] ?? 0) + 1;
        }
      } finally {
        client.close();
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  log(`dc09 receiver: ${latencies.length} messages in ${elapsed.toFixed(1)} s, answers ${JSON.stringify(answers)}`);
  return {
    throughput: figure((answers.ACK ?? 0) / elapsed, 'acknowledged alarms/s', { note: `${UNITS} TCP units, each waiting for its answer; every message a new alarm, committed before its ACK` }),
    ackLatency: latency(summarize(latencies), { note: 'from a frame written to its ACK read, alarm committed in between' }),
    answers,
  };
}
