import { useFreshLiveQuery } from '../../../db/use-fresh-live-query.ts';
import type { NoteType } from '../../../contract/index.ts';
import { useOutbox, useUserDatabase } from '../../../db/hooks.ts';
import type { NotesRow, OutboxRow } from '../../../db/rows.ts';

/** The stored notes of one section; null when nothing was fetched yet, undefined while reading. */
export function useNoteRow(userId: number, noteType: NoteType): NotesRow | null | undefined {
  const db = useUserDatabase();
  return useFreshLiveQuery(async () => (db ? ((await db.notes.get([userId, noteType])) ?? null) : db), [db, userId, noteType]);
}

export interface WaitingNote {
  key: string;
  text: string;
  state: OutboxRow['state'];
}

/** Notes of this section stored in the outbox and not taken by the server yet, oldest first. */
export function useWaitingNotes(userId: number, noteType: NoteType): WaitingNote[] {
  const rows = useOutbox() ?? [];
  return rows.flatMap((row) => {
    const body = row.body as { NoteType?: unknown; Note?: unknown } | undefined;
    if (row.endpoint !== 'addUserNote' || Number(row.params.user_id) !== userId || body?.NoteType !== noteType) return [];
    return [{ key: row.key, text: typeof body.Note === 'string' ? body.Note : '', state: row.state }];
  });
}
