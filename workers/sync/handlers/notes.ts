import { z } from 'zod';
import { NoteTypeSchema } from '../../../src/contract/index.ts';
import { loadNotePage } from '../notes.ts';
import { endpointWrite } from './endpoint-write.ts';
import { DONE, type EngineScope, withSession } from './handler.ts';

/**
 * Writing it down on the alarm page (calls §4): the notes' pages and the response-centre comment. New notes
 * (addUserNote, in users.ts) and the comment are operator-typed text and go through the outbox ('mayWait'):
 * offline they are stored and sent later, never lost. Whenever the server takes one, its answer is applied
 * (write-answers.ts): page 1 of the note's section is fetched again (NOTE-12), and the open alarm with its user is
 * reloaded (NOTE-17).
 */
const NotePageArgs = z.object({ userId: z.number().int(), noteType: NoteTypeSchema, alarmId: z.number().int().nullable(), page: z.number().int() });

export function noteHandlers(scope: EngineScope) {
  return {
    /** The next (or first) page of one note section (NOTE-05). */
    loadNotes: withSession(scope, NotePageArgs, async (runtime, _db, args) => {
      // The outcome (loaded or error) is in the stored row, where the list reads it (NOTE-03).
      await loadNotePage(runtime.ctx, args);
      return DONE;
    }),
    responseCenterComment: endpointWrite(scope, 'responseCenterComment', 'mayWait'),
  };
}
export type NoteHandlers = ReturnType<typeof noteHandlers>;
