import { endpointWrite } from './endpoint-write.ts';
import type { EngineScope } from './handler.ts';

/**
 * The planning edit page's updates of a planned alarm. The note is operator-typed text that adds to the record, so
 * it may wait in the outbox like the other log writes. The planned time and the product change when the alarm is
 * raised and what the planning view shows: they go out live (an offline edit would move the alarm behind the
 * operator's back later), and a refusal such as a time now in the past is shown at once. The answer (the alarm) is
 * stored and the open alarm reloaded (write-answers.ts); the planningview push reloads the planned alarm (PLAN-12).
 */
export function planningHandlers(scope: EngineScope) {
  return {
    planningNote: endpointWrite(scope, 'planningNote', 'mayWait'),
    planningProduct: endpointWrite(scope, 'planningProduct', 'live'),
    planningTime: endpointWrite(scope, 'planningTime', 'live'),
  };
}
export type PlanningHandlers = ReturnType<typeof planningHandlers>;
