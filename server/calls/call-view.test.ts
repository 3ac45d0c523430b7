import { describe, expect, it } from 'vitest';
import { callDuration, callStatus, toCalls, type CallRow } from './call-view.ts';

const row = (over: Partial<CallRow>): CallRow => ({
  CallSid: 'CA1',
  RespondentId: 1,
  AlarmId: null,
  GlobalAlarmId: null,
  Direction: 'incoming',
  CallFrom: '+46701234567',
  CallTo: 'client:anna',
  State: 'active',
  Take: 0,
  Participants: JSON.stringify([{ TelephoneNumber: '+46701234567', DisplayName: 'Karin Johansson' }]),
  Conference: null,
  VoiceUnit: 0,
  AutoHangUpAt: null,
  InitiatedAt: '2026-01-01T10:00:00.000Z',
  AnsweredAt: null,
  OnHoldAt: null,
  EndedAt: null,
  ...over,
});

describe('call view rules', () => {
  it('CALL-61 sorts calls by InitiatedAt and offers join on a held call only while another call is connected', () => {
    const held = row({ CallSid: 'CAheld', State: 'held', OnHoldAt: '2026-01-01T10:05:00.000Z', InitiatedAt: '2026-01-01T10:01:00.000Z' });
    const active = row({ CallSid: 'CAactive', InitiatedAt: '2026-01-01T10:00:00.000Z', VoiceUnit: 1 });
    const [first, second] = toCalls([held, active]);
    expect([first!.CallSid, second!.CallSid]).toEqual(['CAactive', 'CAheld']);
    expect(second).toMatchObject({ OnHold: true, OnHoldAtTime: '2026-01-01T10:05:00.000Z', JoinConferenceAllowed: true, JoinCallSid: 'CAactive' });
    expect(first).toMatchObject({ OnHold: false, OnHoldAtTime: null, JoinConferenceAllowed: false, LeaveConferenceAllowed: false });
    expect(first!.InCallCommands!.map((c) => [c.Type, c.DTMF])).toEqual([['PTT_TALK', '8'], ['PTT_LISTEN', '7'], ['HANGUP', '9']]);
    expect(toCalls([held])[0]).toMatchObject({ JoinConferenceAllowed: false, JoinCallSid: null });
  });

  it('CALL-24 a connected conference call may be left', () => {
    expect(toCalls([row({ Conference: 'conf-CA1' })])[0]).toMatchObject({ IsConference: true, LeaveConferenceAllowed: true, Conference: 'conf-CA1' });
  });

  it('CALL-62 maps call states to the provider status words', () => {
    expect(['ringing', 'active', 'held', 'failed', 'completed', 'joined'].map((State) => callStatus(row({ State })))).toEqual(['ringing', 'in-progress', 'in-progress', 'busy', 'completed', 'completed']);
  });

  it('writes call durations as m:ss, with hours as h:mm:ss', () => {
    expect(callDuration('2026-01-01T10:00:00Z', '2026-01-01T10:01:05Z')).toBe('1:05');
    expect(callDuration('2026-01-01T10:00:00Z', '2026-01-01T11:02:03Z')).toBe('1:02:03');
  });
});
