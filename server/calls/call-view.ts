import type { Selectable } from 'kysely';
import type { Call } from '../../src/contract/index.ts';
import type { CallTable } from '../storage/schema.ts';

export type CallRow = Selectable<CallTable>;

export type Participant = {
  TelephoneNumber: string;
  DisplayName: string;
};

/** Calls the operator still has: ringing, connected and held (completed, failed and joined ones are gone). */
export const OPEN_CALL_STATES = ['ringing', 'active', 'held'] as const;

/**
 * The in-call commands of a voice-capable alarm unit: push-to-talk (CALL-40: 8 talk, 7 listen) and the digit its
 * speakerphone hangs up on, which the softphone sends before it disconnects (VALID-29).
 */
export const VOICE_UNIT_COMMANDS = [
  { Type: 'PTT_TALK', DTMF: '8', CommandId: 8, Command: 'talk' },
  { Type: 'PTT_LISTEN', DTMF: '7', CommandId: 7, Command: 'listen' },
  { Type: 'HANGUP', DTMF: '9', CommandId: 9, Command: 'hangup' },
];

/**
 * GET api/calls (CALL-61): one operator's open calls, oldest first. A held call may be joined into the conference
 * only while the operator has a connected call; a conference call may be left.
 */
export function toCalls(rows: readonly CallRow[]): Call[] {
  const sorted = [...rows].sort((a, b) => a.InitiatedAt.localeCompare(b.InitiatedAt) || a.CallSid.localeCompare(b.CallSid));
  const active = sorted.find((r) => r.State === 'active');
  return sorted.map((row) => {
    const held = row.State === 'held';
    return {
      CallSid: row.CallSid,
      GlobalAlarmId: row.GlobalAlarmId,
      CallTo: row.CallTo,
      CallFrom: row.CallFrom,
      IsConference: row.Conference !== null,
      OnHold: held,
      OnHoldAtTime: held ? row.OnHoldAt : null,
      InitiatedAt: row.InitiatedAt,
      Participants: JSON.parse(row.Participants) as Participant[],
      JoinConferenceAllowed: held && active !== undefined,
      LeaveConferenceAllowed: row.State === 'active' && row.Conference !== null,
      JoinCallSid: held && active ? active.CallSid : null,
      Conference: row.Conference,
      InCallCommands: row.VoiceUnit ? VOICE_UNIT_COMMANDS : [],
      ...(row.AutoHangUpAt ? { AutoHangUpAt: row.AutoHangUpAt } : {}),
    };
  });
}

/** The provider's status words (GET api/calls/{sid}/details, CALL-62). */
export function callStatus(row: CallRow): string {
  switch (row.State) {
    case 'ringing':
      return 'ringing';
    case 'active':
    case 'held':
      return 'in-progress';
    case 'failed':
      return 'busy';
    default:
      return 'completed';
  }
}

/** A call's length for the log, as m:ss (hours as h:mm:ss). */
export function callDuration(fromIso: string, toIso: string): string {
  const seconds = Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The far end's number: the caller of an incoming call, the number dialled of an outgoing one. */
export function partyNumber(row: CallRow): string {
  return row.Direction === 'incoming' ? row.CallFrom : row.CallTo;
}
