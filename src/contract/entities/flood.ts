import { z } from 'zod';
import { AlarmIdSchema } from '../primitives.ts';

/** Alarms one bulk clear may name: a flood group's technical and test alarms. */
export const MAX_BULK_CLEAR_ALARMS = 2000;

/**
 * POST /api/flood/bulkclear (FloodBulkClear): clears the named alarms that are technical or test alarms, active and
 * held by nobody else, each with this one reason and action.
 */
export const BulkClearSchema = z.object({
  AlarmIds: z.array(AlarmIdSchema).min(1).max(MAX_BULK_CLEAR_ALARMS),
  Reason: z.string().trim().min(1).max(200),
  Action: z.string().trim().min(1).max(200),
});
export type BulkClear = z.infer<typeof BulkClearSchema>;

/** What a bulk clear did: the alarms cleared, and those left (not technical or test, no longer active, held by another). */
export const BulkClearResultSchema = z.object({ Cleared: z.array(AlarmIdSchema), Skipped: z.array(AlarmIdSchema) });
export type BulkClearResult = z.infer<typeof BulkClearResultSchema>;
