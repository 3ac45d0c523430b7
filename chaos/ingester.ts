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

const RETRY_MS = 250;
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
  const run = async () => {
    const started = performance.now();
    for (let seq = 0; !options.signal.aborted; seq++) {
      const due = started + (seq * 1000) / options.perSecond;
      if (due > performance.now()) await sleep(due - performance.now());
      if (options.signal.aborted) break;
      const alarm: RaisedAlarm = { seq, text: `Chaos alarm ${seq}`, globalAlarmId: randomUUID(), groupId: options.groupOf(seq), sentAt: Date.now(), attempts: 0 };
      alarms.push(alarm);
      pending.push(deliver(options.url, alarm));
    }
  };
  const settled = run().then(() => Promise.all(pending)).then(() => undefined);
  return { alarms, settled };
}

async function deliver(url: string, alarm: RaisedAlarm): Promise<void> {
  const body = JSON.stringify({ GlobalAlarmId: alarm.globalAlarmId, UserId: userOfSeq(alarm.seq), AlarmText: alarm.text, RespondentGroupId: alarm.groupId, Priority: 1, Level: 1 });
  while (Date.now() - alarm.sentAt < GIVE_UP_MS) {
    alarm.attempts += 1;
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
        return;
      }
      await answer.body?.cancel();
    } catch {
      // Refused, reset or timed out: repeat it.
    }
    await sleep(RETRY_MS);
  }
}
