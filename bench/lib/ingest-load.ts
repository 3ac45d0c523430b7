import { benchAlarm, ingest } from './api.ts';
import { Series } from './growable.ts';

export interface LoadResult {
  offered: number;
  accepted: number;
  failed: number;
  /** Alarms per second the server answered over the run. */
  rate: number;
  /** AlarmId → performance.now() just before its ingest request was sent. */
  sentAt: Map<number, number>;
  /** Ingest request round trips (ms). */
  roundTrips: Series;
  firstError?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Ingests alarms for `seconds`. With `rate`, open loop: alarm i is due at start + i/rate whatever the server's
 * speed, capped at `maxInFlight` outstanding requests (an alarm that finds the cap full is counted as offered, not
 * accepted). Without `rate`, closed loop with `maxInFlight` sequential senders: the fastest the server goes.
 */
export async function runIngestLoad(options: {
  baseUrl: string;
  seconds: number;
  rate?: number;
  /** Open loop only: stop after this many alarms, however long they take to be due. */
  count?: number;
  maxInFlight: number;
  prefix: string;
}): Promise<LoadResult> {
  const result: LoadResult = { offered: 0, accepted: 0, failed: 0, rate: 0, sentAt: new Map(), roundTrips: new Series() };
  let inFlight = 0;
  let index = 0;
  const ingestOne = async (): Promise<void> => {
    const at = index++;
    inFlight++;
    const sent = performance.now();
    try {
      const answer = await ingest(options.baseUrl, benchAlarm(`${options.prefix} ${at}`, at));
      result.accepted++;
      result.sentAt.set(answer.AlarmId, sent);
      result.roundTrips.push(performance.now() - sent);
    } catch (error) {
      result.failed++;
      result.firstError ??= error instanceof Error ? error.message : String(error);
    } finally {
      inFlight--;
    }
  };

  const started = performance.now();
  const end = started + options.seconds * 1000;
  const rate = options.rate;
  if (rate) {
    const pending: Promise<void>[] = [];
    const limit = options.count ?? Number.POSITIVE_INFINITY;
    while (options.count === undefined ? performance.now() < end : result.offered < limit) {
      const due = Math.min(limit, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
      while (result.offered < due) {
        // With a count every alarm must arrive: wait for a free slot instead of dropping it.
        if (inFlight >= options.maxInFlight && options.count !== undefined) break;
        result.offered++;
        if (inFlight < options.maxInFlight) pending.push(ingestOne());
      }
      await sleep(2);
    }
    await Promise.all(pending);
  } else {
    await Promise.all(
      Array.from({ length: options.maxInFlight }, async () => {
        while (performance.now() < end) {
          result.offered++;
          await ingestOne();
        }
      }),
    );
  }
  result.rate = result.accepted / ((performance.now() - started) / 1000);
  return result;
}
