import type { CallPhase } from './softphone-capability.ts';

/** Phases a call ends in that already say how it ended: busy, failed, cancelled, or kept on hold (CALL-11). */
const SAYS_HOW: readonly CallPhase[] = ['held', 'busy', 'error', 'cancelled', 'completed'];

/**
 * The phase the bar names once the call's leg is gone (qa-handling P3-2): a busy, failed or cancelled call stays what it
 * is, a held one stays held, and any other call has ended ("Ended"), never the bare "Stopped".
 */
export function endedPhase(phase: CallPhase): CallPhase {
  return SAYS_HOW.includes(phase) ? phase : 'completed';
}
