import { randomBytes } from 'node:crypto';
import { login } from '../bench/lib/api.ts';
import { Dc09TcpClient, sendDc09Udp } from '../server/dc09/dc09-client.ts';
import { dc09Message, type Dc09Outgoing } from '../server/dc09/message.ts';
import { buildPath, endpoints, type Dc09AccountWriteSchema } from '../src/contract/index.ts';
import type { z } from 'zod';
import { afterOutcome, dc09Outcome, type Dc09Outcome } from './dc09-resend.ts';
import { sleep } from './sleep.ts';

/** An alarm unit of the flood: its account, person, key (AES-128/192/256 in turn) and how it reaches the receivers. */
interface Dc09Unit {
  account: string;
  userId: number;
  key: Buffer | undefined;
  transport: 'tcp' | 'udp';
  /** Its primary receiver (the instance it sends to first); the other instance is its backup. */
  primary: number;
}

/** One event a unit reported, as the unit knows it. */
export interface Dc09FloodEvent {
  account: string;
  sequence: string;
  /** What it reports (the body's data): with account and sequence, what the receiver knows a repeat by. */
  data: string;
  transport: 'tcp' | 'udp';
  encrypted: boolean;
  /** Epoch ms the event happened at the unit (it may wait behind the unit's event before it). */
  occurredAt: number;
  /** Epoch ms its first frame was written. */
  firstSentAt?: number;
  /** Epoch ms the ACK was read. */
  acknowledgedAt?: number;
  /** Frames sent for it: 1 when the first was acknowledged. */
  frames: number;
  /** The times (ISO) it was sent with: a NAK makes the unit send it again with a new one. */
  stamps: string[];
  /** Answered DUH: the receiver does not know the account. */
  refused: boolean;
}

const UNITS = 100;
const EVENTS = 500;
const OVER_MS = 10_000;
/** How long a unit waits for its answer before it sends to its other receiver. */
const ACK_TIMEOUT_MS = 10_000;
/** A unit gives up on an event this long after its first frame (it is then reported not acknowledged). */
const GIVE_UP_MS = 120_000;
/** Events the units report: fire, fall and panic, as SIA codes and as Contact ID events, each raising an alarm. */
const REPORTS: readonly Pick<Dc09Outgoing, 'token' | 'data'>[] = [
  { token: 'SIA-DCS', data: '|Nri1/FA01' },
  { token: 'ADM-CID', data: '|1101 00 001' },
  { token: 'SIA-DCS', data: '|Nri1/PA01' },
  { token: 'ADM-CID', data: '|1120 00 001' },
  { token: 'SIA-DCS', data: '|Nri1/QA01' },
];

/** The flood's units: accounts 2000-2099 of demo persons 1-100; every tenth encrypted, every fourth on UDP. */
export function floodUnits(): Dc09Unit[] {
  return Array.from({ length: UNITS }, (_, index) => ({
    account: String(2000 + index),
    userId: 1 + index,
    key: index % 10 === 0 ? randomBytes(16 + 8 * ((index / 10) % 3)) : undefined,
    transport: index % 4 === 2 ? 'udp' : 'tcp',
    // In fours, so that the UDP units (the third of each four) too have either instance as their primary.
    primary: Math.floor(index / 4) % 2,
  }));
}

/** Adds the units' accounts through the contract's endpoint, as a support admin (david) does, ten at a time. */
export async function registerUnits(url: string, units: readonly Dc09Unit[]): Promise<void> {
  const { authorization } = await login(url, 'david');
  const endpoint = endpoints.saveDc09Account;
  const register = async (unit: Dc09Unit) => {
    const body: z.input<typeof Dc09AccountWriteSchema> = { UserId: unit.userId, Key: unit.key?.toString('hex') ?? null, RequireEncryption: unit.key !== undefined, SupervisionSeconds: 0 };
    const answer = await fetch(`${url}${buildPath(endpoint, { account: unit.account })}`, { method: endpoint.method, headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!answer.ok) throw new Error(`DC-09 account ${unit.account}: HTTP ${answer.status} ${(await answer.text()).slice(0, 200)}`);
  };
  for (let first = 0; first < units.length; first += 10) await Promise.all(units.slice(first, first + 10).map(register));
}

/**
 * The flood: from `startAt`, the units report `EVENTS` events spread evenly over `OVER_MS` (each unit in turn), over
 * DC-09 to the instances' receivers (`ports`), each unit one event at a time as a panel does, resending an event
 * not acknowledged (dc09-resend.ts). `settled` resolves when every event is acknowledged, refused or given up.
 */
export function startDc09Flood(ports: readonly number[], units: readonly Dc09Unit[], startAt: number): { events: Dc09FloodEvent[]; settled: Promise<void> } {
  const events: Dc09FloodEvent[] = [];
  const sending = units.map(async (unit, index) => {
    const link = new UnitLink(unit, ports);
    try {
      for (let k = index, sequence = 1; k < EVENTS; k += units.length, sequence++) {
        const report = REPORTS[k % REPORTS.length]!;
        const event: Dc09FloodEvent = { account: unit.account, sequence: String(sequence).padStart(4, '0'), data: report.data, transport: unit.transport, encrypted: unit.key !== undefined, occurredAt: startAt + (k * OVER_MS) / EVENTS, frames: 0, stamps: [], refused: false };
        events.push(event);
        await sleep(event.occurredAt - Date.now());
        await deliver(unit, link, event, report);
      }
    } finally {
      link.close();
    }
  });
  return { events, settled: Promise.all(sending).then(() => undefined) };
}

async function deliver(unit: Dc09Unit, link: UnitLink, event: Dc09FloodEvent, report: Pick<Dc09Outgoing, 'token' | 'data'>): Promise<void> {
  // The frame carries whole seconds: the receiver's id for the message is worked out from the same time.
  const stamped = () => {
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    event.stamps.push(now.toISOString());
    return dc09Message({ ...report, sequence: event.sequence, receiver: '1', prefix: '1', account: unit.account, timestamp: now, ...(unit.key ? { key: unit.key } : {}) });
  };
  let frame = stamped();
  let receiver = unit.primary;
  event.firstSentAt = Date.now();
  for (;;) {
    event.frames += 1;
    const next = afterOutcome(await link.exchange(receiver, frame, event.sequence), event.frames, receiver);
    if (next === 'done') event.acknowledgedAt = Date.now();
    if (next === 'refused') event.refused = true;
    if (typeof next === 'string' || Date.now() - event.firstSentAt > GIVE_UP_MS) return;
    await sleep(next.afterMs);
    // This machine's clock is the receivers': the time a NAK carries is the unit's own now.
    if (next.restamp) frame = stamped();
    receiver = next.receiver;
  }
}

/** A unit's way to its two receivers: a TCP connection to each, opened when first needed, or a datagram each time. */
class UnitLink {
  private readonly connections: (Dc09TcpClient | undefined)[] = [];

  constructor(
    private readonly unit: Dc09Unit,
    private readonly ports: readonly number[],
  ) {}

  async exchange(receiver: number, frame: string, sequence: string): Promise<Dc09Outcome> {
    const port = this.ports[receiver]!;
    if (this.unit.transport === 'udp') return dc09Outcome(await sendDc09Udp(port, frame, ACK_TIMEOUT_MS), sequence);
    const client = this.connections[receiver] ?? (await Dc09TcpClient.open(port).catch(() => undefined));
    if (!client) return 'none';
    this.connections[receiver] = client;
    const outcome = dc09Outcome(await client.send(frame, ACK_TIMEOUT_MS), sequence);
    // A connection that gave no answer is dropped: an answer arriving late on it would be read as the next frame's.
    if (outcome === 'none') {
      client.close();
      this.connections[receiver] = undefined;
    }
    return outcome;
  }

  close(): void {
    for (const client of this.connections) client?.close();
  }
}
