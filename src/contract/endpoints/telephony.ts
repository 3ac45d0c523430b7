import { z } from 'zod';
import { defineEndpoint } from '../endpoint-def.ts';
import { EmptySchema, GlobalAlarmIdSchema, SegmentParamSchema } from '../primitives.ts';
import { CallDetailsSchema, CallerIdSchema, CallResponseSchema, CallSchema, VoiceTokenSchema } from '../entities/calls.ts';

/** POST api/calls/hold: the call to hold (shape not shown: the call's sid). */
export const HoldCallRequestSchema = z.object({ CallSid: z.string().min(1).max(200) });

/** POST api/calls/failedestablish (API-63): an outgoing call that never connected. */
export const FailedEstablishRequestSchema = z.object({
  To: z.string().min(1).max(200),
  GlobalAlarmId: GlobalAlarmIdSchema.max(100).optional(),
});

const CallParamsSchema = z.object({ callsid: SegmentParamSchema });
const ConferenceParamsSchema = CallParamsSchema.extend({ conference: SegmentParamSchema });

export const telephonyEndpoints = {
  callsHold: defineEndpoint({
    method: 'POST',
    path: '/api/calls/hold',
    body: HoldCallRequestSchema,
    encoding: 'json',
    response: EmptySchema,
    auth: 'bearer',
    write: true,
  }),
  callsFailedEstablish: defineEndpoint({
    method: 'POST',
    path: '/api/calls/failedestablish',
    body: FailedEstablishRequestSchema,
    encoding: 'json',
    response: EmptySchema,
    auth: 'bearer',
    write: true,
  }),
  /** Take (or unhold) a call by its sid (API-64). */
  callTake: defineEndpoint({
    method: 'POST',
    path: '/api/calls/:callsid/take',
    params: CallParamsSchema,
    encoding: 'none',
    response: CallResponseSchema,
    auth: 'bearer',
    write: true,
  }),
  joinConference: defineEndpoint({
    method: 'POST',
    path: '/api/calls/:callsid/joinconference/:conference',
    params: ConferenceParamsSchema,
    encoding: 'none',
    response: EmptySchema,
    auth: 'bearer',
    write: true,
  }),
  leaveConference: defineEndpoint({
    method: 'POST',
    path: '/api/calls/:callsid/leaveconference/:conference',
    params: ConferenceParamsSchema,
    encoding: 'none',
    response: EmptySchema,
    auth: 'bearer',
    write: true,
  }),
  /** The operator's active and held calls; a null answer is an error, hence a plain array. */
  activeCalls: defineEndpoint({
    method: 'GET',
    path: '/api/calls',
    encoding: 'none',
    response: z.array(CallSchema),
    auth: 'bearer',
    write: false,
  }),
  callDetails: defineEndpoint({
    method: 'GET',
    path: '/api/calls/:callsid/details',
    params: CallParamsSchema,
    query: z.object({ conferencename: z.string().max(200).optional() }),
    encoding: 'none',
    response: CallDetailsSchema,
    auth: 'bearer',
    write: false,
  }),
  /** A token for the cloud softphone (cloud telephony only; TWILIO_ERROR_ON_INIT otherwise). */
  voiceToken: defineEndpoint({
    method: 'GET',
    path: '/api/voice/token',
    encoding: 'none',
    response: VoiceTokenSchema,
    auth: 'bearer',
    write: false,
  }),
  callerId: defineEndpoint({
    method: 'GET',
    path: '/api/callerid/:callsid',
    params: CallParamsSchema,
    encoding: 'none',
    response: CallerIdSchema,
    auth: 'bearer',
    write: false,
  }),
} as const;
