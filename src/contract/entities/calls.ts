import { z } from 'zod';
import { GlobalAlarmIdSchema, IsoDateTimeSchema, optionalBool, optionalInt, optionalText } from '../primitives.ts';

/** A participant of a call; DisplayName is shown with the number only if they differ (CALL-31). */
export const ParticipantSchema = z.looseObject({
  TelephoneNumber: optionalText(),
  TwilioUserName: optionalText(),
  DisplayName: optionalText(),
});

/** A push-to-talk or DTMF command offered during a call (CALL-40). */
export const InCallCommandSchema = z.looseObject({
  /** PTT_TALK, PTT_LISTEN or HANGUP (the unit's hang-up digit, VALID-29); other types are kept. */
  Type: optionalText(),
  DTMF: optionalText(),
  CommandId: optionalInt(),
  Command: optionalText(),
});

/** An active or held call (GET api/calls; CALL-61). */
export const CallSchema = z.looseObject({
  CallSid: z.string().min(1),
  GlobalAlarmId: GlobalAlarmIdSchema.nullish(),
  CallTo: optionalText(),
  CallFrom: optionalText(),
  IsConference: optionalBool(),
  OnHold: optionalBool(),
  OnHoldAtTime: IsoDateTimeSchema.nullish(),
  InitiatedAt: IsoDateTimeSchema.nullish(),
  Participants: z.array(ParticipantSchema).nullish(),
  JoinConferenceAllowed: optionalBool(),
  LeaveConferenceAllowed: optionalBool(),
  JoinCallSid: optionalText(),
  Dtmf: optionalText(),
  DtmfPeriodic: z.union([z.string(), z.boolean()]).nullish(),
  /** Seconds. */
  DtmfPeriodicInterval: z.number().nullish(),
  InCallCommands: z.array(InCallCommandSchema).nullish(),
  JoinConference: z.union([z.string(), z.boolean()]).nullish(),
  Conference: optionalText(),
  /** When the server hangs the call up by itself (CALL-28). */
  AutoHangUpAt: IsoDateTimeSchema.nullish(),
});
export type Call = z.infer<typeof CallSchema>;

/**
 * Answer when a call is set up or taken (CALL-62). Its type is `CallResponse` without a type argument (see
 * calls/index.ts: `EndpointResponse<N>` with a call name is the answer of that HTTP call); `PhoneCallResponse` names it
 * unambiguously.
 */
export const CallResponseSchema = z.looseObject({
  Success: optionalBool(),
  CallerId: optionalText(),
  CallerText: optionalText(),
  AutoHangUpAt: IsoDateTimeSchema.nullish(),
});
export type PhoneCallResponse = z.infer<typeof CallResponseSchema>;

/** GET api/calls/{callsid}/details (CALL-62). */
export const CallDetailsSchema = z.looseObject({
  CallStatus: optionalText(),
  CallSid: optionalText(),
  ParentCallSid: optionalText(),
});

/** GET api/callerid/{sid}: who is calling (API-68). */
export const CallerIdSchema = z.looseObject({ AdminName: optionalText() });

/**
 * GET api/voice/token (defined here; the spec's api/settings/apikey serves other keys): what the cloud softphone
 * needs to register with the voice provider. `gateway` is the signalling host the voice SDK takes as `chunderw`
 * (it connects to `wss://{gateway}/signal`, or ws on a page that is not served over TLS).
 */
export const VoiceTokenSchema = z.object({
  token: z.string().min(16).max(512),
  identity: z.string().min(1).max(200),
  /** Seconds until the token expires (the console fetches a new one before). */
  expiresIn: z.number().int().positive(),
  gateway: z.string().min(1).max(300),
});
export type VoiceToken = z.infer<typeof VoiceTokenSchema>;
