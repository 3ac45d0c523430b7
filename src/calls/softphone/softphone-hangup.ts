import type { HangupDigit } from './hangup-digit.ts';
import type { CommandResult } from '../../sync-client/failure.ts';
import { done, refused, type SoftphoneEffects, type VoiceCall } from './softphone-effects.ts';
import type { SoftphoneStateOwner } from './softphone-state.ts';

/** CALL-16: a hang-up that has not ended the call after 2 s is reported as a failed disconnect (405). */
export const DISCONNECT_TIMEOUT_MS = 2_000;

/**
 * Hang-up of the current call: held calls and calls to units without a hang-up digit are disconnected; a connected
 * alarm unit's call is first sent its digit (VALID-29). A second hang-up meanwhile waits for the same end.
 */
export function createHangup(softphone: SoftphoneStateOwner, effects: Pick<SoftphoneEffects, 'hangupDigit'>) {
  const { notice, updateCurrent } = softphone;
  let hangingUp: Promise<CommandResult> | null = null;

  /** Sends the unit its hang-up digit and waits the delay; true when the call ended meanwhile (the unit hung up). */
  function sendHangupDigit(call: VoiceCall, callSid: string, unitDigit: HangupDigit): Promise<boolean> {
    updateCurrent(callSid, { hangingUp: true });
    call.sendDigits(unitDigit.digit);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), unitDigit.delayMs);
      call.on('disconnect', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  function disconnect(call: VoiceCall): Promise<CommandResult> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        // CALL-16: no disconnect within 2 s.
        notice('error', 405, 'messages.SOFTPHONE_DISCONNECT_FAILED', null);
        resolve(refused('SOFTPHONE_DISCONNECT_FAILED'));
      }, DISCONNECT_TIMEOUT_MS);
      call.on('disconnect', () => {
        clearTimeout(timer);
        resolve(done);
      });
      call.disconnect();
    });
  }

  return function hangup(call: VoiceCall | null, keepHeld: boolean): Promise<CommandResult> {
    const current = softphone.get().current;
    if (!call || !current) return Promise.resolve(refused('SOFTPHONE_NO_CALL'));
    // A second hang-up (the button, Ctrl+G) while the unit's digit is out waits for the same end: no second digit.
    if (hangingUp) return hangingUp;
    if (keepHeld) softphone.set({ current: { ...current, phase: 'held' } });
    // VALID-29: a connected alarm unit's call is first sent the digit its speakerphone hangs up on; a held call
    // goes on in the conference, so it is not.
    const unitDigit = keepHeld || current.startedAt === null ? null : effects.hangupDigit(current.callSid);
    if (!unitDigit) return disconnect(call);
    hangingUp = sendHangupDigit(call, current.callSid, unitDigit)
      .then((ended) => (ended ? done : disconnect(call)))
      .finally(() => {
        hangingUp = null;
        // A disconnect that failed (CALL-16) leaves the call up: Hang up is offered again.
        if (softphone.get().current?.hangingUp) updateCurrent(current.callSid, { hangingUp: false });
      });
    return hangingUp;
  };
}
