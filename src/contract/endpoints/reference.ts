import { defineEndpoint } from '../endpoint-def.ts';
import { HealthSchema, IngestAlarmSchema, IngestResponseSchema } from '../entities/ingest.ts';

/** Calls only the reference server has: alarm ingest for monitored objects and the health probe. */
export const referenceEndpoints = {
  /** Raise an alarm (X-Api-Key). Idempotent by GlobalAlarmId or Idempotency-Key. */
  ingestAlarm: defineEndpoint({
    method: 'POST',
    path: '/api/ingest/alarms',
    body: IngestAlarmSchema,
    encoding: 'json',
    response: IngestResponseSchema,
    auth: 'apiKey',
    write: true,
  }),
  health: defineEndpoint({
    method: 'GET',
    path: '/healthz',
    encoding: 'none',
    response: HealthSchema,
    auth: 'none',
    write: false,
  }),
} as const;
