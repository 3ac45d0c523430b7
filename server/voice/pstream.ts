import { z } from 'zod';

/**
 * The voice SDK's signalling protocol, PStream 1.6 (`@twilio/voice-sdk` lib/twilio/pstream.ts, device.ts, call.ts,
 * rtc/peerconnection.ts): JSON frames `{ type, version, payload }` over one websocket per Device.
 */
export const PSTREAM_VERSION = '1.6';

const callsid = z.string().min(1).max(100);
const sdp = z.string().min(1).max(60_000);

/** What the SDK sends. Unknown types are ignored (as the SDK ignores ours). */
export const ClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('listen'), payload: z.looseObject({ token: z.string().max(1000) }) }),
  z.object({ type: z.literal('register'), payload: z.looseObject({ media: z.looseObject({ audio: z.boolean() }) }) }),
  z.object({
    type: z.literal('invite'),
    payload: z.looseObject({ callsid, sdp, reconnect: z.string().optional(), twilio: z.looseObject({ params: z.string().max(4000).optional() }).optional() }),
  }),
  z.object({ type: z.literal('answer'), payload: z.looseObject({ callsid, sdp }) }),
  z.object({ type: z.literal('hangup'), payload: z.looseObject({ callsid: callsid.optional() }) }),
  z.object({ type: z.literal('reject'), payload: z.looseObject({ callsid }) }),
  z.object({ type: z.literal('dtmf'), payload: z.looseObject({ callsid, dtmf: z.string().max(100) }) }),
  z.object({ type: z.literal('message'), payload: z.looseObject({ callsid, voiceeventsid: z.string().max(200).optional() }) }),
  z.object({ type: z.literal('reinvite'), payload: z.looseObject({ callsid }) }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

/** A frame for the SDK. */
export function frame(type: string, payload: Record<string, unknown>): string {
  return JSON.stringify({ type, version: PSTREAM_VERSION, payload });
}

/** The SDK's error codes the gateway uses (its errors/generated.ts). */
export const SignallingError = {
  /** AccessTokenInvalid: unknown or revoked token. */
  tokenInvalid: { code: 31204, message: 'Invalid access token' },
  /** AccessTokenExpired. */
  tokenExpired: { code: 31205, message: 'Access token expired' },
  /** BusyHere: the number called is busy. */
  busy: { code: 31486, message: 'Busy here' },
  /** TemporarilyUnavailable: nobody to take the call. */
  unavailable: { code: 31480, message: 'Temporarily unavailable' },
} as const;
