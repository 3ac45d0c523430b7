import { z } from 'zod';
import { IsoDateTimeSchema, optionalText } from '../primitives.ts';

/**
 * An incident report attached to an alarm (API-49). Only reportId is shown; the rest is a sensible guess (a
 * free text and its save time) and extra fields pass through.
 */
export const IncidentReportSchema = z.looseObject({
  reportId: z.union([z.number().int(), z.string().min(1)]),
  text: optionalText(),
  lastUpdated: IsoDateTimeSchema.nullish(),
});
export type IncidentReport = z.infer<typeof IncidentReportSchema>;
