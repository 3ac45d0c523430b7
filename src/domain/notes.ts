import { NOTE_TYPE, type Note, type NoteType } from '../contract/entities/note.ts';
import { NOTES_PAGE_SIZE } from './constants.ts';
import { type ConsoleSettings, medicalNotesAllowed } from './settings.ts';

/**
 * The note sections an alarm shows, in order (NOTE-01): general, medical only when ALLOW_MEDICAL_NOTES lists the
 * alarm's respondent group (NOTE-02), technical.
 */
export function noteTypesShown(settings: Pick<ConsoleSettings, 'ALLOW_MEDICAL_NOTES'>, respondentGroup: string | number | null | undefined): NoteType[] {
  return medicalNotesAllowed(settings, respondentGroup) ? [NOTE_TYPE.generic, NOTE_TYPE.medical, NOTE_TYPE.technical] : [NOTE_TYPE.generic, NOTE_TYPE.technical];
}

const newestFirst = (a: Note, b: Note) => (b.Created ?? '').localeCompare(a.Created ?? '') || String(b.UID).localeCompare(String(a.UID), undefined, { numeric: true });

/**
 * The notes known after one page came back: a page merges into what was fetched before, each note once (by UID),
 * newest first. Page 1 fetched again after a save so puts the new notes on top and keeps the older pages (NOTE-12).
 */
export function mergeNotePage(known: readonly Note[], page: readonly Note[]): Note[] {
  const byUid = new Map<string, Note>(known.map((note) => [String(note.UID), note]));
  for (const note of page) byUid.set(String(note.UID), note);
  return [...byUid.values()].sort(newestFirst);
}

/** A page shorter than the page size is the last one. */
export const isLastNotePage = (page: readonly Note[]): boolean => page.length < NOTES_PAGE_SIZE;
