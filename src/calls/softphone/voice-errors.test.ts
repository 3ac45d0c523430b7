import { describe, expect, it } from 'vitest';
import { voiceErrorAction } from './voice-errors.ts';

describe('voiceErrorAction', () => {
  it('CALL-51 a microphone access failure is reported as code 31402', () => {
    expect(voiceErrorAction(31402, 'Permission denied')).toEqual({ kind: 'error', code: 31402, messageKey: 'softphone.errors.microphone', text: null });
  });
  it('CALL-52 an ICE failure is reported as code 53405', () => {
    expect(voiceErrorAction(53405, 'ICE failed')).toMatchObject({ kind: 'error', code: 53405, messageKey: 'softphone.errors.ice' });
  });
  it('CALL-53 voice errors 31000 and 31204 are ignored', () => {
    expect(voiceErrorAction(31000, 'x')).toEqual({ kind: 'ignore' });
    expect(voiceErrorAction(31204, 'x')).toEqual({ kind: 'ignore' });
  });
  it('CALL-54 voice error 31205 reloads the settings', () => {
    expect(voiceErrorAction(31205, 'expired')).toEqual({ kind: 'reloadSettings' });
  });
  it('CALL-55 aesthetics 7: any other error is a provider notice: the generic message with its code and the provider text', () => {
    expect(voiceErrorAction(31480, ' Temporarily unavailable ')).toEqual({ kind: 'provider', code: 31480, messageKey: 'softphone.errors.generic', text: 'Temporarily unavailable' });
    expect(voiceErrorAction(undefined, '')).toEqual({ kind: 'provider', code: 0, messageKey: 'softphone.errors.generic', text: null });
  });
  it('qa-handling P2-10 CALL-56 a lost connection has its own text, without the provider\'s developer message', () => {
    for (const code of [31005, 31009, 53000, 53001]) expect(voiceErrorAction(code, 'A connection error occurred during the call')).toEqual({ kind: 'connection', code, messageKey: 'softphone.errors.connection', text: null });
  });
  it('busy is its own case (CALL-10)', () => {
    expect(voiceErrorAction(31486, 'Busy here')).toEqual({ kind: 'busy' });
  });
});
