import type { ArcDatabase } from '../../src/db/database.ts';
import { meansServerDown } from '../../src/domain/server-outage.ts';
import type { Clock } from './effects.ts';

/** Identical sync errors within this window update the newest entry instead of adding a new one. */
const SYNC_ERROR_COLLAPSE_MS = 60_000;
const MAX_SYNC_ERRORS = 50;

export interface SyncErrors {
  /** Adds to the list (the indicator turns red until the operator dismisses it). */
  record(error: { code: string; message: string; status?: number }): Promise<void>;
  /** Reads the count from the database (a resumed session keeps its errors). */
  recount(): Promise<void>;
  count(): number;
  dismiss(): Promise<void>;
}

/**
 * The sync-error list (SHELL-17). A request that failed because the server is down is part of the outage, which is
 * summarised once it ends (see UserRuntime); outage summaries are history, not errors: they do not turn the light red.
 */
export function createSyncErrors(db: ArcDatabase, clock: Clock, changed: () => void): SyncErrors {
  let count = 0;
  const countErrors = () => db.syncErrors.filter((row) => row.outageFrom === undefined).count();
  return {
    async record(error) {
      if (error.status !== undefined && meansServerDown(error.status)) return;
      const newest = await db.syncErrors.orderBy('at').last();
      const now = clock.now();
      if (newest && newest.code === error.code && newest.message === error.message && now - newest.at < SYNC_ERROR_COLLAPSE_MS) {
        await db.syncErrors.update(newest.id as number, { at: now });
        return;
      }
      await db.syncErrors.add({ at: now, ...error });
      const total = await db.syncErrors.count();
      if (total > MAX_SYNC_ERRORS) {
        const oldest = await db.syncErrors.orderBy('at').limit(total - MAX_SYNC_ERRORS).primaryKeys();
        await db.syncErrors.bulkDelete(oldest);
      }
      count = await countErrors();
      changed();
    },
    async recount() {
      count = await countErrors();
    },
    count: () => count,
    async dismiss() {
      await db.syncErrors.clear();
      count = 0;
      changed();
    },
  };
}
