import type { NoteType } from '../../../src/contract/index.ts';
import { loadUser } from '../loaders.ts';
import { loadNotePage } from '../notes.ts';
import { endpointWrite } from './endpoint-write.ts';
import { DONE, type EngineScope, withSession } from './handler.ts';

/**
 * Writing it down on the alarm page (calls §4): notes and the response-centre comment. Both are operator-typed
 * text, so they go through the outbox ('mayWait'): offline they are stored and sent later, never lost. When the
 * server takes them at once, what they changed is fetched again before the command answers (page 1 of the notes,
 * NOTE-12; the user's details, NOTE-17); a write delivered later is followed by the open alarm's reload, which
 * fetches both (write-answers.ts, loaders.ts).
 */
export function noteHandlers(scope: EngineScope) {
  const addUserNote = endpointWrite(scope, 'addUserNote', 'mayWait');
  const comment = endpointWrite(scope, 'responseCenterComment', 'mayWait');
  return {
    /** The next (or first) page of one note section (NOTE-05). */
    loadNotes: withSession(scope, async (runtime, _db, args: { userId: number; noteType: NoteType; alarmId: number | null; page: number }) => {
      // The outcome (loaded or error) is in the stored row, where the list reads it (NOTE-03).
      await loadNotePage(runtime.ctx, args);
      return DONE;
    }),
    addUserNote: withSession(scope, async (runtime, _db, args: Parameters<typeof addUserNote>[0], caller) => {
      const result = await addUserNote(args, caller);
      if (result.ok) {
        const { NoteType: noteType, AlarmId } = args.body;
        await loadNotePage(runtime.ctx, { userId: Number(args.params.user_id), noteType, alarmId: AlarmId ?? null, page: 1 });
      }
      return result;
    }),
    responseCenterComment: withSession(scope, async (runtime, _db, args: Parameters<typeof comment>[0], caller) => {
      const result = await comment(args, caller);
      if (result.ok) {
        const alarmId = args.query?.alarmid;
        await loadUser(runtime.ctx, Number(args.params.user_id), typeof alarmId === 'number' ? alarmId : null);
      }
      return result;
    }),
  };
}
export type NoteHandlers = ReturnType<typeof noteHandlers>;
