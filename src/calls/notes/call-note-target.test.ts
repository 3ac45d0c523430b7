import { describe, expect, it } from 'vitest';
import { callNoteTarget } from './call-note-target.ts';

describe('callNoteTarget', () => {
  it('CALL-14 CALL-47 asks about the last ended call only with an alarm id and a call sid, once', () => {
    expect(callNoteTarget({ callSid: 'CA1', alarmId: '7', endedAt: 1 }, undefined)).toEqual({ alarmId: 7, callSid: 'CA1' });
    expect(callNoteTarget({ callSid: 'CA1', alarmId: 'G-17', endedAt: 1 }, undefined)).toEqual({ alarmId: 'G-17', callSid: 'CA1' });
    expect(callNoteTarget({ callSid: 'CA1', alarmId: null, endedAt: 1 }, undefined)).toBeNull();
    expect(callNoteTarget({ callSid: '', alarmId: '7', endedAt: 1 }, undefined)).toBeNull();
    expect(callNoteTarget({ callSid: 'CA1', alarmId: '7', endedAt: 1 }, 'CA1')).toBeNull();
    expect(callNoteTarget(null, undefined)).toBeNull();
  });
});
