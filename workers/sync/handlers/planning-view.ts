import { endpoints } from '../../../src/contract/index.ts';
import { failureFromHttp } from '../failure-from-http.ts';
import { DONE, type EngineScope, NO_ARGS, withSession } from './handler.ts';

/** The planning view's data (calls §3, §4). Later changes arrive as planningview pushes (apply-push.ts). */
export function planningViewHandlers(scope: EngineScope) {
  return {
    /**
     * Loads every planned alarm of the operator's groups and replaces the stored ones, so that alarms planned away
     * while the view was closed do not linger; a failure goes back to the page, which keeps what it shows.
     */
    loadPlannedAlarms: withSession(scope, NO_ARGS, async (runtime, db) => {
      const result = await runtime.ctx.http.send(endpoints.plannedAlarms);
      if (!result.ok) return failureFromHttp(result);
      const active = result.value.filter((alarm) => alarm.Active);
      await db.transaction('rw', db.plannedAlarms, async () => {
        await db.plannedAlarms.clear();
        await db.plannedAlarms.bulkPut(active);
      });
      return DONE;
    }),
  };
}
export type PlanningViewHandlers = ReturnType<typeof planningViewHandlers>;
