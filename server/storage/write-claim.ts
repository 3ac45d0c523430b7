import { AsyncLocalStorage } from 'node:async_hooks';
import type { Trx } from './database.ts';

/** Another instance's transaction stored this Idempotency-Key first: this one rolls back and waits for its answer. */
export class KeyClaimedElsewhere extends Error {
  constructor() {
    super('The Idempotency-Key is claimed by another request');
  }
}

/**
 * The Idempotency-Key of the request being served, stored by the request's first write transaction inside that
 * transaction: the write and its key commit together, so an instance killed between its commit and the stored answer
 * leaves a key that its client's retry finds, and the write is never applied twice.
 */
export class WriteClaim {
  #state: 'open' | 'storing' | 'stored' | 'closed' = 'open';
  readonly #insert: (trx: Trx) => Promise<boolean>;

  /** `insert` adds the key's row without an answer; false when the key has a row already. */
  constructor(insert: (trx: Trx) => Promise<boolean>) {
    this.#insert = insert;
  }

  /** Stores the key in `trx` unless a transaction of this request has; answers how that transaction ended. */
  async storeIn(trx: Trx): Promise<((committed: boolean) => void) | undefined> {
    if (this.#state !== 'open') return undefined;
    this.#state = 'storing';
    try {
      if (!(await this.#insert(trx))) throw new KeyClaimedElsewhere();
    } catch (error) {
      this.#state = error instanceof KeyClaimedElsewhere ? 'closed' : 'open';
      throw error;
    }
    return (committed) => {
      if (this.#state === 'storing') this.#state = committed ? 'stored' : 'open';
    };
  }

  /** The request is over: later transactions (work it started that outlives it) store nothing. Answers whether the key is stored. */
  close(): boolean {
    const stored = this.#state === 'stored';
    this.#state = 'closed';
    return stored;
  }
}

const requestClaim = new AsyncLocalStorage<WriteClaim>();

/** Runs a request's work with its key to be stored by its first write transaction. */
export function runClaiming<T>(claim: WriteClaim, work: () => Promise<T>): Promise<T> {
  return requestClaim.run(claim, work);
}

/** The key of the request this code serves, if it has one. */
export function currentClaim(): WriteClaim | undefined {
  return requestClaim.getStore();
}
