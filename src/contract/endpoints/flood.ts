import { defineEndpoint } from '../endpoint-def.ts';
import { BulkClearResultSchema, BulkClearSchema } from '../entities/flood.ts';

export const floodEndpoints = {
  /** A supervisor (FloodBulkClear) clears a flood group's technical and test alarms with one reason and action. */
  floodBulkClear: defineEndpoint({ method: 'POST', path: '/api/flood/bulkclear', body: BulkClearSchema, encoding: 'json', response: BulkClearResultSchema, auth: 'bearer', write: true }),
} as const;
