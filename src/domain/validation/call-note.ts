/** The call note written after a call (core §5, calls §5). */
import { CALL_NOTE_MAX } from '../constants.ts';
import { type Validation, invalid, valid } from './result.ts';

/** Characters left for the live counter; negative when over the limit. */
export function callNoteRemaining(note: string): number {
  return CALL_NOTE_MAX - note.length;
}

/** OK is enabled only for a non-empty note within 900 characters. */
export function validateCallNote(note: string): Validation<string> {
  if (note.trim() === '') return invalid('CALL_NOTE_EMPTY');
  if (note.length > CALL_NOTE_MAX) return invalid('CALL_NOTE_TOO_LONG');
  return valid(note);
}

/** Submitting needs the alarm id and the call sid as well. */
export function validateCallNoteSubmit(input: {
  note: string;
  alarmId: number | string | null | undefined;
  callSid: string | null | undefined;
}): Validation<{ note: string; alarmId: number | string; callSid: string }> {
  const note = validateCallNote(input.note);
  if (!note.ok) return note;
  if (input.alarmId == null || input.alarmId === '' || !input.callSid) return invalid('CALL_NOTE_MISSING_CALL');
  return valid({ note: note.value, alarmId: input.alarmId, callSid: input.callSid });
}
