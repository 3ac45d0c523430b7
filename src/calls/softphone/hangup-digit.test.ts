import { describe, expect, it } from 'vitest';
import { clampHangupDigitDelay, unitHangupDigit } from './hangup-digit.ts';

describe('hang-up digit', () => {
  it('VALID-29 the hang-up digit delay is DTMFSENDDIGIT clamped to 1-5 s (2 for the special user type); the digit is the unit\'s HANGUP command', () => {
    expect([0, 3, 9, 'x'].map((value) => clampHangupDigitDelay(value))).toEqual([1, 3, 5, 1]);
    expect([4, 1].map((value) => clampHangupDigitDelay(value, true))).toEqual([2, 1]);
    const unitCall = { CallSid: 'CA1', InCallCommands: [{ Type: 'PTT_TALK', DTMF: '8' }, { Type: 'HANGUP', DTMF: '9' }] };
    expect(unitHangupDigit(unitCall, '9')).toEqual({ digit: '9', delayMs: 5_000 });
    expect(unitHangupDigit(unitCall, undefined)).toEqual({ digit: '9', delayMs: 1_000 });
    expect(unitHangupDigit({ CallSid: 'CA2', InCallCommands: [] }, '2')).toBeNull();
    expect(unitHangupDigit(undefined, '2')).toBeNull();
  });
});
