import { z } from 'zod';
import { AlarmParamsSchema } from '../../src/contract/index.ts';

/**
 * POST /api/ingest/alarms/:alarm_id/transfer (reference server only, X-Api-Key): the alarm receiver routes an
 * alarm to another respondent group. Respondents of the old group see it leave (`remove`, catch-up tombstone).
 */
export const TransferParamsSchema = AlarmParamsSchema;
export const TransferRequestSchema = z.object({ RespondentGroupId: z.number().int().positive() });
