import { describe, expect, it } from 'vitest';
import type { Note } from '../contract/entities/note.ts';
import { isLastNotePage, mergeNotePage, noteTypesShown } from './notes.ts';

const note = (UID: number, Created: string): Note => ({ UID, Created, AdminName: 'Anna', Note: `note ${UID}`, NoteType: 0, AlarmId: null });

describe('notes rules', () => {
  it('NOTE-02 lists the medical section only for a group ALLOW_MEDICAL_NOTES names (by id or name, any case)', () => {
    expect(noteTypesShown({ ALLOW_MEDICAL_NOTES: ['Home care'] }, 'home care')).toEqual([0, 1, 2]);
    expect(noteTypesShown({ ALLOW_MEDICAL_NOTES: ['7'] }, 7)).toEqual([0, 1, 2]);
    expect(noteTypesShown({ ALLOW_MEDICAL_NOTES: ['Home care'] }, 'Security')).toEqual([0, 2]);
    expect(noteTypesShown({ ALLOW_MEDICAL_NOTES: [] }, null)).toEqual([0, 2]);
  });

  it('NOTE-12 a page 1 fetched again puts new notes on top and keeps older pages, each note once', () => {
    const older = [note(5, '2026-01-05T10:00:00Z'), note(4, '2026-01-04T10:00:00Z'), note(1, '2026-01-01T10:00:00Z')];
    const page1 = [note(6, '2026-01-06T10:00:00Z'), note(5, '2026-01-05T10:00:00Z')];
    expect(mergeNotePage(older, page1).map((n) => n.UID)).toEqual([6, 5, 4, 1]);
  });

  it('NOTE-05 a page shorter than 5 is the last', () => {
    expect(isLastNotePage([note(1, 'x'), note(2, 'x'), note(3, 'x'), note(4, 'x')])).toBe(true);
    expect(isLastNotePage([1, 2, 3, 4, 5].map((uid) => note(uid, 'x')))).toBe(false);
  });
});
