import { z } from 'zod';
import { bearerEndpoint, defineEndpoint } from '../endpoint-def.ts';
import { LIMITS } from '../limits.ts';
import { IsoDateTimeSchema } from '../primitives.ts';
import { AlarmWriteAnswerSchema } from '../entities/alarm-details.ts';
import { AlarmParamsSchema } from './alarm-params.ts';

/*
 * Updates of a planned alarm from the planning edit page (calls §2, §4). The spec names the updates (product, note,
 * planned time) but not their paths; these are this contract's own. Each answers the alarm as it is after the change
 * (like the other alarm writes, so the console stores it and reloads the open alarm), and the server pushes a
 * planningview update (the console then reloads the planned alarm by id, PLAN-12).
 */

/** POST …/product: the product name shown in the planning view. */
export const PlanningProductRequestSchema = z.object({ Product: z.string().trim().min(1).max(200) });

/** POST …/note: the note (the edit log field); it is also written to the alarm's log. */
export const PlanningNoteRequestSchema = z.object({ Note: z.string().trim().min(1).max(LIMITS.freeText) });

/** POST …/plannedtime: not in the past, at most 36 months ahead (PLAN-10, PLAN-11; checked by the server against its clock). */
export const PlanningTimeRequestSchema = z.object({ PlannedTime: IsoDateTimeSchema });

const planningPost = <const P extends string, B extends z.ZodType>(path: P, body: B) =>
  defineEndpoint({ ...bearerEndpoint('POST', path, AlarmParamsSchema), body, encoding: 'json', response: AlarmWriteAnswerSchema, answers: 'alarm' });

export const planningEndpoints = {
  planningProduct: planningPost('/api/planningalarm/:alarm_id/product', PlanningProductRequestSchema),
  planningNote: planningPost('/api/planningalarm/:alarm_id/note', PlanningNoteRequestSchema),
  planningTime: planningPost('/api/planningalarm/:alarm_id/plannedtime', PlanningTimeRequestSchema),
} as const;
