import type { ArcDatabase } from '../../src/db/database.ts';
import { observeServer, type ServerOutage } from '../../src/domain/server-outage.ts';
import type { Clock } from './effects.ts';

/**
 * Whether the server answers: false from the first request or socket that failed to reach it until it
 * answers again. Failures while it is down make one outage, summarised in one sync-error entry once it ends
 * (`src/domain/server-outage.ts`), never one entry per failed poll.
 */
export function createServerReach(db: ArcDatabase, clock: Clock, changed: () => void, signal: AbortSignal) {
  let outage: ServerOutage | null = null;
  return {
    observe(reachable: boolean, status?: number): void {
      if (signal.aborted) return;
      const step = observeServer(outage, { at: clock.now(), reachable, ...(status !== undefined ? { status } : {}) });
      const flipped = (step.outage === null) !== (outage === null);
      outage = step.outage;
      if (step.ended) {
        const { since, until, status: cause } = step.ended;
        void db.syncErrors.add({ at: until, code: 'SERVER_OUTAGE', message: 'SERVER_OUTAGE', status: cause, outageFrom: since });
      }
      if (flipped) changed();
    },
    reachable: () => outage === null,
  };
}
