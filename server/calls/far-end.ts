/**
 * The parties beyond the voice gateway, as the calls need them. The reference provider has no telephone network
 * behind it: where telephony is assembled (telephony.ts) it is given the demo's parties (voice/demo-calls.ts).
 */
export interface FarEnd {
  /** An outgoing call to `to`: after how long the number answers, and whether it is busy instead. */
  dialled(to: string): { answerAfterMs: number; busy: boolean };
  /** A voice-capable alarm unit ends its call this long after it started (AutoHangUpAt). */
  unitCallMs: number;
}
