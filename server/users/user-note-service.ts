import { NOTE_TYPE, type AlarmRef, type Note } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { publishUserChange } from '../push/notify.ts';
import { visibleAlarm } from '../alarms/alarm-access.ts';
import { ServiceError, invalid } from '../services/errors.ts';
import { assertMedicalAllowed } from './medical-access.ts';
import { assertCanWrite, type Principal } from '../services/principal.ts';
import { visibleUser } from './user-access.ts';
import { writeTransaction } from '../storage/transactions.ts';

function toNote(row: { UID: number; Created: string; AdminName: string; Note: string; NoteType: number; AlarmId: number | null }): Note {
  return { UID: row.UID, Created: row.Created, AdminName: row.AdminName, Note: row.Note, NoteType: row.NoteType, AlarmId: row.AlarmId };
}

/** GET api/users/{id}/notes: newest first, paged (page from 1); medical notes only where allowed. */
export async function userNotes(ctx: ServerContext, principal: Principal, userId: number, query: { noteType: number; alarm: AlarmRef | undefined; page: number; pageSize: number }): Promise<Note[]> {
  const { noteType, page, pageSize } = query;
  await visibleUser(ctx, principal, userId);
  if (noteType === NOTE_TYPE.medical) await assertMedicalAllowed(ctx, principal, userId, query.alarm);
  const rows = await ctx.db
    .selectFrom('notes')
    .selectAll()
    .where('UserId', '=', userId)
    .where('NoteType', '=', noteType)
    .orderBy('Created', 'desc')
    .orderBy('UID', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return rows.map(toNote);
}

export async function addUserNote(ctx: ServerContext, principal: Principal, userId: number, note: { NoteType: number; AlarmId?: number | undefined; Note: string }): Promise<Note> {
  assertCanWrite(principal);
  await visibleUser(ctx, principal, userId);
  if (note.NoteType === NOTE_TYPE.medical) await assertMedicalAllowed(ctx, principal, userId, note.AlarmId);
  if (note.AlarmId !== undefined) {
    // The note may only point at a visible alarm of this same user.
    const alarm = await visibleAlarm(ctx.db, principal, note.AlarmId).catch((error: unknown) => {
      if (error instanceof ServiceError) return undefined;
      throw error;
    });
    if (alarm?.UserId !== userId) throw invalid('body.AlarmId', 'Not an alarm of this user');
  }
  // In a write transaction: the request's Idempotency-Key is stored with the note (a retry never adds it twice).
  const row = await writeTransaction(ctx.db, (trx) =>
    trx
      .insertInto('notes')
      .values({ UserId: userId, AlarmId: note.AlarmId ?? null, NoteType: note.NoteType, Note: note.Note, AdminName: principal.name, Created: ctx.clock.now().toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  await publishUserChange(ctx, userId);
  return toNote(row);
}
