import { availableParallelism } from 'node:os';
import { ServiceError } from '../services/errors.ts';

/** Password hashes run at once, and how many more may wait for a turn (security #NL8). */
export interface HashGateLimits {
  concurrency: number;
  queue: number;
}

/** One password hash per core (each holds a thread of libuv's pool), a short queue, the rest refused at once. */
export const DEFAULT_HASH_GATE: HashGateLimits = { concurrency: availableParallelism(), queue: 4 * availableParallelism() };

/**
 * A semaphore around password hashing: a burst of logins (known or unknown names cost the same) can hold at most
 * `concurrency` of libuv's threads, so file reads and other crypto keep theirs, and a caller past the queue gets
 * 429 RATE_LIMITED instead of waiting behind minutes of hashes.
 */
export class HashGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: HashGateLimits) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.queue) throw new ServiceError('RATE_LIMITED', 'The server is busy with logins; try again in a moment.');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // A waiter takes over this turn (running stays the same); otherwise the turn is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
