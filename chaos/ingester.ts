import { randomUUID } from 'node:crypto';
import { INGEST_KEY } from '../bench/lib/api.ts';

/** One alarm the run raised, as the alarm receiver knows it. */
export interface RaisedAlarm {
  seq: number;
  text: string;
  globalAlarmId: string;
  groupId: number;
  /** Epoch ms of the first attempt: where ingest-to-screen starts. */
  sentAt: number;
  /** Set once an instance answered 200/201 (the receiver's acknowledgement). */
  alarmId?: number;
  /** Epoch ms of that answer. */
  acknowledgedAt?: number;
  attempts: number;
}

export interface IngesterOptions {
  url: string;
  perSecond: number;
  /** The group an alarm goes to (the demo centre's group 3 is not eva's). */
  groupOf(seq: number): number;
  signal: AbortSignal;
}

/** The monitored user alarm `seq` is raised for (the demo centre monitors users 1-200). */
export const userOfSeq = (seq: number): number => 1 + (seq % 200);

/**
 * Requests in flight at most: a receiver sends over a few connections and queues the rest. Without a bound, every
 * unacknowledged alarm repeated on its own and a slow cluster met thousands of concurrent requests (4,000 sockets
 * in one run), which starved the run's own process and the servers in turn.
 */
const IN_FLIGHT = 32;
/** A repeat waits 250 ms after the first failure, twice as long after each next one, 4 s at most. */
const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 4_000;
const REQUEST_TIMEOUT_MS = 15_000;
/** A receiver keeps repeating an unacknowledged alarm; the run gives up on one only after this long (and reports it). */
const GIVE_UP_MS = 600_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The alarm receiver: raises `perSecond` alarms through the load balancer until the signal aborts, each repeated
 * with the same GlobalAlarmId until an instance acknowledges it (an instance killed mid-request, nginx restarting),
 * as a real receiver repeats a transmitter's alarm. `settled` resolves when every raised alarm is acknowledged or
 * given up.
 */
export function startIngester(options: IngesterOptions): { alarms: RaisedAlarm[]; settled: Promise<void> } {
  const alarms: RaisedAlarm[] = [];
  const pending: Promise<void>[] = [];
  const slot = slots(IN_FLIGHT);
  const run = async () => {
    const started = performance.now();
    for (let seq = 0; !options.signal.aborted; seq++) {
      const due = started + (seq * 1000) / options.perSecond;
      if (due > performance.now()) await sleep(due - performance.now());
      if (options.signal.aborted) break;
      const alarm: RaisedAlarm = { seq, text: `Chaos alarm ${seq}`, globalAlarmId: randomUUID(), groupId: options.groupOf(seq), sentAt: Date.now(), attempts: 0 };
      alarms.push(alarm);
      pending.push(deliver(options.url, alarm, slot));
    }
  };
  const settled = run().then(() => Promise.all(pending)).then(() => undefined);
  return { alarms, settled };
}

/** Runs at most `count` pieces of work at once; the others wait their turn in order. */
function slots(count: number): <T>(work: () => Promise<T>) => Promise<T> {
  let free = count;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is free again.
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}

async function deliver(url: string, alarm: RaisedAlarm, slot: ReturnType<typeof slots>): Promise<void> {
  const body = JSON.stringify({ GlobalAlarmId: alarm.globalAlarmId, UserId: userOfSeq(alarm.seq), AlarmText: alarm.text, RespondentGroupId: alarm.groupId, Priority: 1, Level: 1 });
  while (Date.now() - alarm.sentAt < GIVE_UP_MS) {
    alarm.attempts += 1;
    const acknowledged = await slot(async () => {
      try {
        const answer = await fetch(`${url}/api/ingest/alarms`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': INGEST_KEY },
          body,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        if (answer.ok) {
          alarm.alarmId = ((await answer.json()) as { AlarmId: number }).AlarmId;
          alarm.acknowledgedAt = Date.now();
          return true;
        }
        await answer.body?.cancel();
      } catch {
        // Refused, reset or timed out: repeat it.
      }
      return false;
    });
    if (acknowledged) return;
    await sleep(Math.min(FIRST_RETRY_MS * 2 ** (alarm.attempts - 1), LONGEST_RETRY_MS));
  }
}
