import { describe, expect, it } from 'vitest';
import { callNoteRemaining, validateCallNote, validateCallNoteSubmit } from './call-note.ts';

describe('call note', () => {
  it('CALL-43 CALL-46 a call note is required (OK disabled while empty)', () => {
    expect(validateCallNote('')).toEqual({ ok: false, error: 'CALL_NOTE_EMPTY' });
    expect(validateCallNote('   ')).toEqual({ ok: false, error: 'CALL_NOTE_EMPTY' });
  });
  it('CALL-44 at most 900 characters, else CALL_NOTE_TOO_LONG', () => {
    expect(validateCallNote('x'.repeat(900)).ok).toBe(true);
    expect(validateCallNote('x'.repeat(901))).toEqual({ ok: false, error: 'CALL_NOTE_TOO_LONG' });
  });
  it('CALL-45 the counter shows the characters left', () => {
    expect(callNoteRemaining('')).toBe(900);
    expect(callNoteRemaining('x'.repeat(899))).toBe(1);
    expect(callNoteRemaining('x'.repeat(901))).toBe(-1);
  });
  it('CALL-47 submitting needs an alarm id and a call sid', () => {
    expect(validateCallNoteSubmit({ note: 'ok', alarmId: 5, callSid: 'CA1' })).toEqual({
      ok: true,
      value: { note: 'ok', alarmId: 5, callSid: 'CA1' },
    });
    expect(validateCallNoteSubmit({ note: 'ok', alarmId: 5, callSid: '' })).toEqual({ ok: false, error: 'CALL_NOTE_MISSING_CALL' });
    expect(validateCallNoteSubmit({ note: 'ok', alarmId: null, callSid: 'CA1' })).toEqual({ ok: false, error: 'CALL_NOTE_MISSING_CALL' });
    expect(validateCallNoteSubmit({ note: '', alarmId: 5, callSid: 'CA1' })).toEqual({ ok: false, error: 'CALL_NOTE_EMPTY' });
  });
});
