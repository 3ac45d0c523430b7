import type { Call } from '../../contract/entities/calls.ts';
import { HANGUP_DIGIT_DELAY_MAX_S, HANGUP_DIGIT_DELAY_MIN_S, HANGUP_DIGIT_DELAY_SPECIAL_S } from '../../domain/constants.ts';

/** The digit a speakerphone unit hangs up on, and how long the softphone waits after it before disconnecting. */
export interface HangupDigit {
  digit: string;
  delayMs: number;
}

/**
 * The hang-up digit delay in whole seconds, clamped to 1-5; the special user type is limited to 2 (VALID-29).
 * Unreadable input gives the minimum.
 */
export function clampHangupDigitDelay(value: string | number, specialUserType = false): number {
  const max = specialUserType ? HANGUP_DIGIT_DELAY_SPECIAL_S : HANGUP_DIGIT_DELAY_MAX_S;
  const n = Math.round(Number(value));
  if (!Number.isFinite(n)) return HANGUP_DIGIT_DELAY_MIN_S;
  return Math.min(max, Math.max(HANGUP_DIGIT_DELAY_MIN_S, n));
}

/**
 * The alarm unit's hang-up digit (its HANGUP in-call command) with the DTMFSENDDIGIT delay; null for a call that has
 * none (a relative, a number dialled). The spec names no "special user type" the console knows, so the 5 s cap holds.
 */
export function unitHangupDigit(call: Call | undefined, dtmfSendDigit: string | undefined): HangupDigit | null {
  const digit = call?.InCallCommands?.find((command) => command.Type === 'HANGUP')?.DTMF;
  if (!digit) return null;
  return { digit, delayMs: clampHangupDigitDelay(dtmfSendDigit ?? '', false) * 1000 };
}
