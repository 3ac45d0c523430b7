import { describe, expect, it } from 'vitest';
import type { Call } from '../contract/entities/calls.ts';
import { callStatus, hasPushToTalk, inCallCommands, offersTakeAlarmCall, participantLabel, pttWithCalls, sortCalls, splitCalls, togglePtt, unitKeys } from './calls.ts';

const call = (sid: string, at: string | null, patch: Partial<Call> = {}): Call => ({ CallSid: sid, InitiatedAt: at, ...patch });
const PTT = [
  { Type: 'PTT_TALK', DTMF: '8', CommandId: 1, Command: 'Talk' },
  { Type: 'PTT_LISTEN', DTMF: '7', CommandId: 2, Command: 'Listen' },
];

describe('call rules', () => {
  it('CALL-18 sorts calls by initiation time, calls without a time last', () => {
    const sorted = sortCalls([call('c', null), call('b', '2026-01-01T10:05:00Z'), call('a', '2026-01-01T10:00:00Z')]);
    expect(sorted.map((c) => c.CallSid)).toEqual(['a', 'b', 'c']);
  });

  it('CALL-17 splits calls into the active one (first not on hold) and the held ones', () => {
    const calls = [call('late', '2026-01-01T10:09:00Z'), call('held', '2026-01-01T10:00:00Z', { OnHold: true }), call('first', '2026-01-01T10:01:00Z')];
    const { active, held } = splitCalls(calls);
    expect(active?.CallSid).toBe('first');
    expect(held.map((c) => c.CallSid)).toEqual(['held']);
    expect(splitCalls([call('h', null, { OnHold: true })]).active).toBeNull();
  });

  it('CALL-19 CALL-40 the first call not on hold supplies the in-call commands, other types left out', () => {
    const calls = [
      call('held', '2026-01-01T10:00:00Z', { OnHold: true, InCallCommands: [{ Type: 'PTT_TALK', DTMF: '9' }] }),
      call('active', '2026-01-01T10:01:00Z', { InCallCommands: [...PTT, { Type: 'RECORD', DTMF: '5' }] }),
    ];
    expect(inCallCommands(calls).map((c) => c.DTMF)).toEqual(['8', '7']);
    expect(hasPushToTalk(calls)).toBe(true);
    expect(hasPushToTalk([call('x', null, { InCallCommands: [{ Type: 'RECORD' }] })])).toBe(false);
  });

  it('CALL-33 CALL-34 push-to-talk toggles between 7 (hear) and 8 (talk), back to talk without an active call', () => {
    expect(togglePtt('talk')).toEqual({ digit: '7', mode: 'hear' });
    expect(togglePtt('hear')).toEqual({ digit: '8', mode: 'talk' });
    expect(pttWithCalls('hear', true)).toBe('hear');
    expect(pttWithCalls('hear', false)).toBe('talk');
  });

  it('CALL-31 a participant shows DisplayName, with the number only when it differs', () => {
    expect(participantLabel({ DisplayName: 'Anna Berg', TelephoneNumber: '+46701234567' })).toBe('Anna Berg (+46701234567)');
    expect(participantLabel({ DisplayName: '+46701234567', TelephoneNumber: '+46701234567' })).toBe('+46701234567');
    expect(participantLabel({ DisplayName: null, TelephoneNumber: '+46701234567' })).toBe('+46701234567');
  });

  it('CALL-32 qa-handling P2-9 the call status is incoming, conference, callback, or held (the operator\'s own held calls, not a queue)', () => {
    const active = call('a', '2026-01-01T10:00:00Z');
    expect(callStatus({ calls: [active], ringing: true, dialledOut: false })).toBe('incoming');
    expect(callStatus({ calls: [{ ...active, IsConference: true }], ringing: false, dialledOut: true })).toBe('conference');
    expect(callStatus({ calls: [active], ringing: false, dialledOut: true })).toBe('callback');
    expect(callStatus({ calls: [{ ...active, OnHold: true }], ringing: false, dialledOut: false })).toBe('held');
    expect(callStatus({ calls: [active], ringing: false, dialledOut: false })).toBeNull();
  });

  it('qa-handling P2-3 the unit keys work only while the connected call is this alarm unit\'s call', () => {
    const ptt = [{ Type: 'PTT_TALK', DTMF: '8' }];
    const unit: Call = { CallSid: 'unit', GlobalAlarmId: 'g-7', OnHold: false, InCallCommands: ptt };
    expect(unitKeys([unit], 'g-7', true)).toBe('unit');
    expect(unitKeys([unit], 'g-7', false)).toBe('noCall');
    expect(unitKeys([], 'g-7', true)).toBe('noCall');
    expect(unitKeys([{ ...unit, OnHold: true }], 'g-7', true)).toBe('noCall');
    // A relative's phone (no unit commands), and another alarm's unit.
    expect(unitKeys([{ ...unit, InCallCommands: [] }], 'g-7', true)).toBe('otherParty');
    expect(unitKeys([unit], 'g-8', true)).toBe('otherParty');
    expect(unitKeys([unit], null, true)).toBe('otherParty');
  });

  it('qa-handling P2-9 the alarm\'s call held by the operator is resumed, not offered to take as well', () => {
    const held: Call = { CallSid: 'h', GlobalAlarmId: 'g-7', OnHold: true };
    expect(offersTakeAlarmCall([held], 'g-7')).toBe(false);
    expect(offersTakeAlarmCall([held], 'g-8')).toBe(true);
    expect(offersTakeAlarmCall([], 'g-7')).toBe(true);
  });
});
