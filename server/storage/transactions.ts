import { sql } from 'kysely';
import { dialectOf, type Db, type Trx } from './database.ts';
import { currentClaim } from './write-claim.ts';

// Any fixed 64-bit number: the key of the one advisory lock all write transactions of all instances take.
const WRITE_LOCK_KEY = 0x4152_4301;

/**
 * A transaction that writes. On PostgreSQL, every write transaction of every server instance takes one advisory lock
 * first: writes commit one at a time in the order they took their change numbers, as SQLite's single writer does,
 * so a reader that has seen change N has seen every change below N (catch-up cursors never skip a late commit),
 * and read-then-write checks (take-over, token rotation) see no concurrent writer. Taken first, it cannot deadlock
 * with row locks. Reads and socket fan-out, the expensive part, stay parallel across instances.
 * The first write transaction of a request with an Idempotency-Key stores the key with its write (write-claim.ts).
 */
export async function writeTransaction<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  const claim = currentClaim();
  let settle: ((committed: boolean) => void) | undefined;
  try {
    const result = await db.transaction().execute(async (trx) => {
      if (dialectOf(db) === 'postgres') await sql`select pg_advisory_xact_lock(${WRITE_LOCK_KEY})`.execute(trx);
      settle = await claim?.storeIn(trx);
      return work(trx);
    });
    settle?.(true);
    return result;
  } catch (error) {
    settle?.(false);
    throw error;
  }
}

/** Reads that must agree with each other (a catch-up: its cursor and its rows) from one snapshot. */
export async function readSnapshot<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  const builder = db.transaction();
  return (dialectOf(db) === 'postgres' ? builder.setIsolationLevel('repeatable read').setAccessMode('read only') : builder).execute(work);
}
