import type { SoftphoneState } from '../softphone/softphone-capability.ts';

export interface CallNoteTarget {
  /** The alarm's AlarmId, or its GlobalAlarmId when the alarm is not stored here (the server takes either). */
  alarmId: number | string;
  callSid: string;
}

/** The prefs key holding the sid of the last call whose note was saved (shared by the operator's tabs). */
export const CALL_NOTE_DONE_KEY = 'callNoteDone';
/** The prefs key holding the sid of the call whose note was put aside: aside in every tab, as a save closes all. */
export const CALL_NOTE_ASIDE_KEY = 'callNoteAside';

/**
 * The call the notes dialog asks about (CALL-14, CALL-47): the last call that ended with media (the softphone
 * leaves a failed establishment out), on an alarm, whose note is not saved yet. The softphone names the alarm by
 * its GlobalAlarmId (the provider's parameter), or by its AlarmId.
 */
export function callNoteTarget(lastEnded: SoftphoneState['lastEnded'], doneSid: unknown): CallNoteTarget | null {
  if (!lastEnded || !lastEnded.callSid || lastEnded.callSid === doneSid) return null;
  const ref = lastEnded.alarmId?.trim();
  if (!ref) return null;
  return { alarmId: /^\d+$/.test(ref) ? Number(ref) : ref, callSid: lastEnded.callSid };
}
