import { z } from 'zod';
import { defineEndpoint } from '../endpoint-def.ts';
import { SegmentParamSchema } from '../primitives.ts';
import { HealthSchema, IngestAlarmSchema, IngestResponseSchema, TransferAlarmRequestSchema } from '../entities/ingest.ts';
import { AlarmParamsSchema } from './alarm-params.ts';

/** POST /api/dev/voice/ring: a party calls an operator's softphone (demo only). */
export const DevVoiceRingRequestSchema = z.object({
  Username: z.string().min(1).max(100),
  From: z.string().min(1).max(40),
  AlarmId: z.number().int().positive().optional(),
});

/** What the reference voice gateway recorded about a call (GET /api/dev/voice/calls/:callsid). */
export const DevVoiceCallSchema = z.object({
  /** Digits received, from signalling `dtmf` messages and RFC 4733 packets. */
  Dtmf: z.string(),
  OperatorAudioPackets: z.number().int(),
  /** Peak level of the operator's audio, 0 to 1. */
  OperatorAudioLevel: z.number(),
  PersonAudioPackets: z.number().int(),
  State: z.enum(['ringing', 'open', 'ended']),
});

/**
 * Endpoints only the reference server has: alarm ingest and transfer for the alarm receiver, the health probe, and
 * the demo's voice helpers (only with ARC_DEMO on a loopback address, no token, like /api/dev/outbox).
 */
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
  devVoiceRing: defineEndpoint({
    method: 'POST',
    path: '/api/dev/voice/ring',
    body: DevVoiceRingRequestSchema,
    encoding: 'json',
    response: z.object({ CallSid: z.string() }),
    auth: 'none',
    write: true,
  }),
  devVoiceCall: defineEndpoint({
    method: 'GET',
    path: '/api/dev/voice/calls/:callsid',
    params: z.object({ callsid: SegmentParamSchema }),
    encoding: 'none',
    response: DevVoiceCallSchema,
    auth: 'none',
    write: false,
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
