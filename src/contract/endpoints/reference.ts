import { defineEndpoint } from '../endpoint-def.ts';
import { HealthSchema, IngestAlarmSchema, IngestResponseSchema, TransferAlarmRequestSchema } from '../entities/ingest.ts';
import { AlarmParamsSchema } from './alarm-params.ts';

/** Endpoints only the reference server has: alarm ingest and transfer for the alarm receiver, and the health probe. */
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
  /** Route an alarm to another respondent group (X-Api-Key); the old group's respondents lose it. */
  transferAlarm: defineEndpoint({
    method: 'POST',
    path: '/api/ingest/alarms/:alarm_id/transfer',
    params: AlarmParamsSchema,
    body: TransferAlarmRequestSchema,
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
