import { z } from 'zod';
import { defineCapability } from '../../page-capability/define-capability.ts';

/** Call lifecycle of calls §4 (CALL-07). */
export const CallPhaseSchema = z.enum(['pending', 'accepted', 'started', 'held', 'resumed', 'stopped', 'cancelled', 'busy', 'completed', 'error']);
export type CallPhase = z.infer<typeof CallPhaseSchema>;

/** A call of the owner tab's voice Device, as every tab sees it. */
export const SoftphoneCallSchema = z.object({
  /** The provider's CallSid (an outgoing call has it once ringing; until then the SDK's connection id). */
  callSid: z.string(),
  direction: z.enum(['incoming', 'outgoing']),
  phase: CallPhaseSchema,
  from: z.string(),
  to: z.string(),
  /** The alarm's GlobalAlarmId, as the provider's call parameters carry it. */
  alarmId: z.string().nullable(),
  /** Caller text from the provider's parameters, when given. */
  callerText: z.string().nullable(),
  /** Epoch ms: rang (incoming) or dialled (outgoing). */
  initiatedAt: z.number(),
  /** Epoch ms when media started (the call timer counts from here; CALL-27). */
  startedAt: z.number().nullable(),
  /** Epoch ms when it ended (the timer stays, CALL-29). */
  endedAt: z.number().nullable(),
  /** ISO time of an automatic hang-up, when the provider sets one (CALL-28). */
  autoHangUpAt: z.string().nullable(),
  muted: z.boolean(),
  /** The alarm unit's hang-up digit is out and the softphone waits before it disconnects (VALID-29). */
  hangingUp: z.boolean(),
});
export type SoftphoneCall = z.infer<typeof SoftphoneCallSchema>;

/**
 * A notice the softphone raises: busy (CALL-10), a lost connection (CALL-56, gone once registered again), an error
 * with its own text (CALL-51..54), or a provider's error with its code and text (CALL-55).
 */
export const SoftphoneNoticeSchema = z.object({
  id: z.string(),
  kind: z.enum(['error', 'busy', 'info', 'connection', 'provider']),
  code: z.number().nullable(),
  messageKey: z.string().nullable(),
  text: z.string().nullable(),
  at: z.number(),
});
export type SoftphoneNotice = z.infer<typeof SoftphoneNoticeSchema>;

/** CALL-55: a provider's error is a popup that stays until closed; every other notice goes after 10 s (CALL-56). */
export const staysUntilClosed = (kind: SoftphoneNotice['kind']): boolean => kind === 'provider';

export const SoftphoneStateSchema = z.object({
  /** off: not cloud mode; loading: SDK or token loading; ready: registered and callable. */
  status: z.enum(['off', 'loading', 'ready', 'offline', 'error']),
  /** Incoming calls not yet accepted or rejected (CALL-08: each stays until handled). */
  incoming: z.array(SoftphoneCallSchema),
  /** The call on this Device: connecting, connected, or just ended (kept so its timer stays visible). */
  current: SoftphoneCallSchema.nullable(),
  /** The call that ended last with media (opens the call-notes dialog, CALL-14); null after a failed establishment. */
  lastEnded: z.object({ callSid: z.string(), alarmId: z.string().nullable(), endedAt: z.number() }).nullable(),
  /** Microphone and caller levels, 0..1 (the provider's volume events, sampled a few times a second). */
  levels: z.object({ input: z.number(), output: z.number() }),
  notices: z.array(SoftphoneNoticeSchema),
});
export type SoftphoneState = z.infer<typeof SoftphoneStateSchema>;

/** A command answers the engine's result shape with nothing in it, or a Failure (SOFTPHONE_REFUSED) saying why. */
const Done = z.void();
const BySid = z.object({ callSid: z.string().min(1) });

/**
 * The cloud softphone (calls §1): one tab per browser owns the voice Device (the SDK needs a window and WebRTC;
 * one Device per tab would ring everywhere and reject on close), preferring a visible tab and never handed over
 * during a call. Every tab shows this state and sends these commands to the owner.
 */
export const softphoneCapability = defineCapability({
  name: 'softphone',
  state: SoftphoneStateSchema,
  commands: {
    /** `alarmId`: the alarm's GlobalAlarmId (the server links and logs the call on it). */
    dial: { args: z.object({ to: z.string().min(1).max(200), alarmId: z.string().nullable() }), result: Done },
    accept: { args: BySid, result: Done },
    reject: { args: BySid, result: Done },
    /** Hangs up the current call; `keepHeld` after a hold transaction leaves the call held (CALL-11). */
    hangup: { args: z.object({ keepHeld: z.boolean() }), result: Done },
    sendDigits: { args: z.object({ digits: z.string().regex(/^[0-9*#w]{1,32}$/) }), result: Done },
    mute: { args: z.object({ muted: z.boolean() }), result: Done },
    dismissNotice: { args: z.object({ id: z.string() }), result: Done },
  },
});
