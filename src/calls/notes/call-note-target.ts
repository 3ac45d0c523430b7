import type { SoftphoneState } from '../softphone/softphone-capability.ts';

export interface CallNoteTarget {
  alarmId: number;
  callSid: string;
}

/** The prefs key holding the sid of the last call whose note was saved (shared by the operator's tabs). */
export const CALL_NOTE_DONE_KEY = 'callNoteDone';

/**
 * The call the notes dialog asks about (CALL-14, CALL-47): the last call that ended with media (the softphone
 * leaves a failed establishment out), on an alarm, whose note is not saved yet.
 */
export function callNoteTarget(lastEnded: SoftphoneState['lastEnded'], doneSid: unknown): CallNoteTarget | null {
  if (!lastEnded || !lastEnded.callSid || lastEnded.callSid === doneSid) return null;
  const alarmId = Number(lastEnded.alarmId);
  return lastEnded.alarmId && Number.isInteger(alarmId) && alarmId > 0 ? { alarmId, callSid: lastEnded.callSid } : null;
}
