import { describe, expect, it } from 'vitest';
import { activeCall, heldCalls, inCallCommands, nextPushToTalk, participantLabel, sortCalls, voiceErrorAction, withoutCall } from './call-list.ts';

const calls = [
  { CallSid: 'b', OnHold: false, InitiatedAt: '2026-03-01T10:02:00Z', InCallCommands: [{ Type: 'PTT_TALK' }, { Type: 'DTMF' }] },
  { CallSid: 'a', OnHold: true, InitiatedAt: '2026-03-01T10:00:00Z', InCallCommands: [{ Type: 'PTT_LISTEN' }] },
  { CallSid: 'c', OnHold: false, InitiatedAt: '2026-03-01T10:05:00Z', InCallCommands: [] },
];

describe('call list', () => {
  it('CALL-18 calls are sorted by initiation time', () => {
    expect(sortCalls(calls).map((c) => c.CallSid)).toEqual(['a', 'b', 'c']);
  });
  it('CALL-17 each call is on hold or active; the active one is the first not on hold', () => {
    expect(activeCall(calls)?.CallSid).toBe('b');
    expect(heldCalls(calls).map((c) => c.CallSid)).toEqual(['a']);
    expect(activeCall([calls[1]!])).toBeUndefined();
  });
  it('CALL-19 the first call not on hold supplies the in-call commands, leaving out excluded types', () => {
    expect(inCallCommands(calls)).toEqual([{ Type: 'PTT_TALK' }, { Type: 'DTMF' }]);
    expect(inCallCommands(calls, ['DTMF'])).toEqual([{ Type: 'PTT_TALK' }]);
  });
  it('CALL-20 CALL-21 a completed call is removed', () => {
    expect(withoutCall(calls, 'b').map((c) => c.CallSid)).toEqual(['a', 'c']);
  });
  it('CALL-33 push-to-talk toggles between DTMF 8 (talk) and 7 (hear)', () => {
    expect(nextPushToTalk('8', true)).toBe('7');
    expect(nextPushToTalk('7', true)).toBe('8');
  });
  it('CALL-34 push-to-talk goes back to talk when no call is active', () => {
    expect(nextPushToTalk('7', false)).toBe('8');
  });
  it('CALL-31 a participant shows DisplayName, adding the number only when it differs', () => {
    expect(participantLabel({ DisplayName: 'Anna', TelephoneNumber: '+4670' })).toBe('Anna (+4670)');
    expect(participantLabel({ DisplayName: '+4670', TelephoneNumber: '+4670' })).toBe('+4670');
    expect(participantLabel({ TelephoneNumber: '+4670' })).toBe('+4670');
  });
  it('CALL-53 voice errors 31000 and 31204 are ignored', () => {
    expect(voiceErrorAction(31000)).toBe('ignore');
    expect(voiceErrorAction(31204)).toBe('ignore');
  });
  it('CALL-54 voice error 31205 reloads the settings', () => {
    expect(voiceErrorAction(31205)).toBe('reloadSettings');
  });
  it('CALL-51 CALL-52 CALL-55 31402 is the microphone, 53405 ICE, anything else generic', () => {
    expect(voiceErrorAction(31402)).toBe('microphone');
    expect(voiceErrorAction(53405)).toBe('ice');
    expect(voiceErrorAction(31005)).toBe('generic');
  });
});
