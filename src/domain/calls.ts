import type { Call } from '../contract/entities/calls.ts';

type InCallCommand = NonNullable<Call['InCallCommands']>[number];
type Participant = NonNullable<Call['Participants']>[number];

/** Manage alarm's DTMF codes (calls §4, CALL-36). */
export const MANAGE_DTMF = { separate: '0', arrowLeft: '1', arrowRight: '3', duplex: '4', hear: '7', talk: '8' } as const;

/** The in-call command types the console offers; others the server sends are left out (CALL-19). */
const OFFERED_COMMAND_TYPES = new Set(['PTT_TALK', 'PTT_LISTEN']);

const initiated = (call: Call): number => (call.InitiatedAt ? Date.parse(call.InitiatedAt) : Number.POSITIVE_INFINITY);

/** Calls in initiation order, the oldest first; a call without a time last (CALL-18). */
export function sortCalls(calls: readonly Call[]): Call[] {
  return [...calls].sort((a, b) => initiated(a) - initiated(b) || a.CallSid.localeCompare(b.CallSid));
}

export interface CallSplit {
  /** The first call not on hold: the one the operator talks in. */
  active: Call | null;
  /** Calls on hold, in initiation order. */
  held: Call[];
}

/** Each call is either on hold or active (CALL-17). */
export function splitCalls(calls: readonly Call[]): CallSplit {
  const sorted = sortCalls(calls);
  return { active: sorted.find((call) => call.OnHold !== true) ?? null, held: sorted.filter((call) => call.OnHold === true) };
}

/** The active call's in-call commands, of the offered types only (CALL-19, CALL-40). */
export function inCallCommands(calls: readonly Call[]): InCallCommand[] {
  return (splitCalls(calls).active?.InCallCommands ?? []).filter((command) => OFFERED_COMMAND_TYPES.has(command.Type ?? ''));
}

export type UnitKeys = 'unit' | 'noCall' | 'otherParty';

/**
 * qa-handling P2-3: Manage alarm's unit keys (DTMF to the alarm unit) work only while the connected call is the
 * alarm unit's: the active call belongs to this alarm and carries the unit's in-call commands (the server gives
 * them to a voice unit's call only). Else why not: no connected call, or one with another party (a relative).
 */
export function unitKeys(calls: readonly Call[], globalAlarmId: string | null, connected: boolean): UnitKeys {
  const { active } = splitCalls(calls);
  if (!connected || !active) return 'noCall';
  const unit = globalAlarmId !== null && active.GlobalAlarmId === globalAlarmId && inCallCommands([active]).length > 0;
  return unit ? 'unit' : 'otherParty';
}

/** Whether Ctrl+ArrowUp is the listen tone (the active call has push-to-talk commands) or the previous alarm. */
export function hasPushToTalk(calls: readonly Call[]): boolean {
  return inCallCommands(calls).length > 0;
}

export type PttMode = 'talk' | 'hear';

/** The push-to-talk toggle: the digit it sends next and the mode it leaves (CALL-33). */
export function togglePtt(mode: PttMode): { digit: string; mode: PttMode } {
  return mode === 'talk' ? { digit: MANAGE_DTMF.hear, mode: 'hear' } : { digit: MANAGE_DTMF.talk, mode: 'talk' };
}

/** Push-to-talk goes back to talk when no call is active (CALL-34). */
export function pttWithCalls(mode: PttMode, hasActiveCall: boolean): PttMode {
  return hasActiveCall ? mode : 'talk';
}

/** A participant: DisplayName, with the number only when it differs (CALL-31). */
export function participantLabel(participant: Participant): string {
  const name = participant.DisplayName?.trim() ?? '';
  const number = participant.TelephoneNumber?.trim() || participant.TwilioUserName?.trim() || '';
  if (!name) return number;
  return number && number !== name ? `${name} (${number})` : name;
}

export type CallStatus = 'incoming' | 'conference' | 'callback' | 'held';

/**
 * The call-status widget (CALL-32): a call ringing in comes first, then the active call as a conference or a
 * callback (the operator dialled out), then the operator's own calls on hold while none is active: they wait for
 * this operator, not in the centre's queue (qa-handling P2-9).
 */
export function callStatus(input: { calls: readonly Call[]; ringing: boolean; dialledOut: boolean }): CallStatus | null {
  const { active, held } = splitCalls(input.calls);
  if (input.ringing) return 'incoming';
  if (active?.IsConference === true || (active?.Participants?.length ?? 0) > 1) return 'conference';
  if (active && input.dialledOut) return 'callback';
  if (!active && held.length > 0) return 'held';
  return null;
}

/**
 * Whether "Take the alarm's call" is offered: not while the alarm's call is one the operator holds, which Resume
 * takes back (qa-handling P2-9).
 */
export function offersTakeAlarmCall(held: readonly Call[], globalAlarmId: string | null): boolean {
  return globalAlarmId === null || !held.some((call) => call.GlobalAlarmId === globalAlarmId);
}

/** Digits a dial pad and the softphone accept (DTMF and numbers). */
export const DIAL_PAD_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;
