import type { Clock, TimerId } from './effects.ts';

/**
 * Timed jobs that run only while the push socket is closed (core §4, PUSH-03/04). Each job waits for its own run
 * to finish before scheduling the next, so a slow server never sees overlapping polls from us.
 */
export interface PollJob {
  name: string;
  /** Milliseconds until the next run; undefined turns the job off (setting missing, simple login, ...). */
  intervalMs(): number | undefined;
  /** Delay after a failed run; the interval when absent. */
  retryMs?: number;
  /** Resolves true when the run succeeded. */
  run(): Promise<boolean>;
}

export interface Poller {
  start(): void;
  stop(): void;
  running(): boolean;
}

export function createPoller(clock: Clock, jobs: readonly PollJob[]): Poller {
  const timers = new Map<string, TimerId>();
  let active = false;

  const schedule = (job: PollJob, delay: number | undefined) => {
    if (!active || delay === undefined || delay <= 0) return;
    timers.set(
      job.name,
      clock.setTimeout(() => {
        timers.delete(job.name);
        void job
          .run()
          .catch(() => false)
          .then((ok) => schedule(job, ok ? job.intervalMs() : (job.retryMs ?? job.intervalMs())));
      }, delay),
    );
  };

  return {
    start() {
      if (active) return;
      active = true;
      for (const job of jobs) schedule(job, job.intervalMs());
    },
    stop() {
      active = false;
      for (const timer of timers.values()) clock.clearTimeout(timer);
      timers.clear();
    },
    running: () => active,
  };
}
