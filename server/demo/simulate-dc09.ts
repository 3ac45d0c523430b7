import { Dc09TcpClient, sendDc09Udp } from '../dc09/dc09-client.ts';
import { readDc09Frame } from '../dc09/frame.ts';
import { dc09Message, type Dc09Outgoing } from '../dc09/message.ts';
import { DEMO_DC09_ACCOUNTS } from './seed-dc09.ts';

export interface Dc09Simulation {
  host: string;
  tcpPort: number;
  udpPort: number;
  /** Messages a second, and for how long. */
  rate: number;
  seconds: number;
}

// What the demo's units report: SIA codes and Contact ID events, now and then a restore or a test report.
const EVENTS: readonly Pick<Dc09Outgoing, 'token' | 'data'>[] = [
  { token: 'SIA-DCS', data: '|Nri1/QA01' },
  { token: 'SIA-DCS', data: '|Nri1/FA02' },
  { token: 'SIA-DCS', data: '|Nri1/WA03' },
  { token: 'SIA-DCS', data: '|Nri0/RP000' },
  { token: 'ADM-CID', data: '|1101 00 001' },
  { token: 'ADM-CID', data: '|1111 00 004' },
  { token: 'ADM-CID', data: '|3110 00 002' },
  { token: 'NULL', data: '' },
];

/**
 * `npm run simulate -- --dc09`: the demo's alarm units send events to the demo's DC-09 receiver, alternately over TCP
 * and UDP (the encrypted unit encrypted), and the answers are counted.
 */
export async function simulateDc09(options: Dc09Simulation): Promise<Record<string, number>> {
  const tcp = await Dc09TcpClient.open(options.tcpPort, options.host);
  const answers: Record<string, number> = {};
  const count = Math.round(options.rate * options.seconds);
  try {
    for (let i = 0; i < count; i++) {
      const started = Date.now();
      const account = DEMO_DC09_ACCOUNTS[i % DEMO_DC09_ACCOUNTS.length]!;
      const event = EVENTS[Math.floor(Math.random() * EVENTS.length)]!;
      const key = account.Key ? Buffer.from(account.Key, 'hex') : undefined;
      const frame = dc09Message({ ...event, sequence: String(i % 10_000).padStart(4, '0'), receiver: '1', prefix: '1', account: account.Account, timestamp: new Date(), ...(key ? { key } : {}) });
      const answer = i % 2 === 0 ? await tcp.send(frame) : await sendDc09Udp(options.udpPort, frame, 5000, options.host);
      const reading = answer === undefined ? undefined : readDc09Frame(answer);
      const token = reading?.ok ? reading.frame.token : 'none';
      answers[token] = (answers[token] ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 / options.rate - (Date.now() - started))));
    }
  } finally {
    tcp.close();
  }
  return answers;
}
