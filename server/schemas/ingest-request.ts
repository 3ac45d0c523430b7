import { z } from 'zod';
import { IngestAlarmSchema } from '../../src/contract/index.ts';

/**
 * The contract's ingest body names the user by UserId; the reference server also takes the user's ExternalId
 * (the id an alarm receiver knows), so exactly one of the two is required here.
 */
export const IngestRequestSchema = IngestAlarmSchema.extend({
  UserId: IngestAlarmSchema.shape.UserId.optional(),
  ExternalId: z.string().min(1).max(100).optional(),
}).refine((body) => (body.UserId === undefined) !== (body.ExternalId === undefined), { message: 'give UserId or ExternalId', path: ['UserId'] });
export type IngestRequest = z.infer<typeof IngestRequestSchema>;
