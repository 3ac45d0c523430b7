/** Calls as the telephony panel shows them (calls §3, §4, §8). */
import { DTMF } from './constants.ts';
import { toMillis } from './time.ts';

export interface CallLike {
  CallSid: string;
  OnHold?: boolean | null;
  InitiatedAt?: string | null;
}

/** Calls sorted by initiation time, oldest first. */
export function sortCalls<C extends CallLike>(calls: readonly C[]): C[] {
  return [...calls].sort((a, b) => (toMillis(a.InitiatedAt) ?? 0) - (toMillis(b.InitiatedAt) ?? 0));
}

/** Each call is on hold or active; the active call is the first (by initiation) not on hold. */
export function activeCall<C extends CallLike>(calls: readonly C[]): C | undefined {
  return sortCalls(calls).find((call) => call.OnHold !== true);
}

export function heldCalls<C extends CallLike>(calls: readonly C[]): C[] {
  return sortCalls(calls).filter((call) => call.OnHold === true);
}

export interface InCallCommandLike {
  Type?: string | null;
}

/**
 * The in-call commands come from the active call; `excludedTypes` leaves out the command types another control
 * already offers (the spec does not name them).
 */
export function inCallCommands<C extends CallLike & { InCallCommands?: readonly I[] | null }, I extends InCallCommandLike>(
  calls: readonly C[],
  excludedTypes: readonly string[] = [],
): I[] {
  const commands = activeCall(calls)?.InCallCommands ?? [];
  return commands.filter((command) => !excludedTypes.includes(command.Type ?? ''));
}

/** A completed call is removed; ending all calls removes them all. */
export function withoutCall<C extends CallLike>(calls: readonly C[], callSid: string): C[] {
  return calls.filter((call) => call.CallSid !== callSid);
}

/** Push-to-talk toggles between talk (DTMF 8) and hear (DTMF 7), and is back on talk when no call is active. */
export function nextPushToTalk(current: string, callActive: boolean): string {
  if (!callActive) return DTMF.talk;
  return current === DTMF.talk ? DTMF.hear : DTMF.talk;
}

/** A participant's DisplayName, with the number added only when it differs from it. */
export function participantLabel(participant: { DisplayName?: string | null; TelephoneNumber?: string | null }): string {
  const name = participant.DisplayName?.trim();
  const number = participant.TelephoneNumber?.trim();
  if (!name) return number ?? '';
  return number && number !== name ? `${name} (${number})` : name;
}

export type VoiceErrorAction = 'ignore' | 'reloadSettings' | 'microphone' | 'ice' | 'generic';

/** Voice-provider errors: 31000 and 31204 ignored, 31205 reloads settings, 31402 microphone, 53405 ICE, else generic. */
export function voiceErrorAction(code: number): VoiceErrorAction {
  if (code === 31000 || code === 31204) return 'ignore';
  if (code === 31205) return 'reloadSettings';
  if (code === 31402) return 'microphone';
  if (code === 53405) return 'ice';
  return 'generic';
}
