import type { VoiceIdentity } from './voice-tokens.ts';

/** How an operator's leg ended: hung up by the operator, rejected, not answered, busy, or ended by the gateway. */
export type LegEnd = 'hangup' | 'rejected' | 'busy' | 'gateway';

/** How the calls decide what the calls mean; the gateway only carries signalling and media. */
export interface GatewayHooks {
  /** A live token's operator, 'expired' or undefined (voice-tokens.ts). */
  resolveToken(token: string): Promise<VoiceIdentity | 'expired' | undefined>;
  /**
   * The softphone places a call (an invite with its custom parameters, e.g. To and GlobalAlarmId): the call's sid,
   * and after how long the far end answers or is busy.
   */
  placeCall(caller: VoiceIdentity, params: URLSearchParams): Promise<{ callSid: string; answerAfterMs: number; busy: boolean }>;
  /** The leg is connected: the operator accepted an incoming leg, or the far end answered an outgoing one. */
  answered(callSid: string): Promise<void>;
  /** The operator sent DTMF digits on the call (signalling or RTP telephone events), in the order they came. */
  digits(callSid: string, digits: string): Promise<void>;
  /** The operator's leg ended. */
  ended(callSid: string, how: LegEnd): Promise<void>;
}
