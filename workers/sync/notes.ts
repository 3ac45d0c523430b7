import { endpoints, NoteSchema, type NoteType, NoteTypeSchema } from '../../src/contract/index.ts';
import { NOTES_PAGE_SIZE } from '../../src/domain/constants.ts';
import { isLastNotePage, mergeNotePage, noteTypesShown } from '../../src/domain/notes.ts';
import { parseSettings } from '../../src/domain/settings.ts';
import type { UserContext } from './user-context.ts';

/**
 * One page of a user's notes of one type into IndexedDB (NOTE-03, NOTE-05, NOTE-07): the row says loading while
 * the fetch runs and error when it failed, keeping the notes fetched before. Answers whether the page came.
 */
export async function loadNotePage(ctx: UserContext, args: { userId: number; noteType: NoteType; alarmId: number | null; page: number }): Promise<boolean> {
  const { userId, noteType, alarmId, page } = args;
  const key: [number, number] = [userId, noteType];
  const before = await ctx.db.notes.get(key);
  await ctx.db.notes.put({ UserId: userId, noteType, items: before?.items ?? [], pages: before?.pages ?? 0, complete: before?.complete ?? false, status: 'loading' });
  const result = await ctx.http.send(endpoints.userNotes, {
    params: { user_id: userId },
    query: { noteType, page, pageSize: NOTES_PAGE_SIZE, ...(alarmId ? { alarmId } : {}) },
  });
  // Another fetch may have written since: merge into what is stored now.
  const now = await ctx.db.notes.get(key);
  const items = now?.items ?? [];
  if (!result.ok) {
    await ctx.db.notes.put({ UserId: userId, noteType, items, pages: now?.pages ?? 0, complete: now?.complete ?? false, status: 'error' });
    return false;
  }
  const pages = Math.max(now?.pages ?? 0, page);
  // Page 1 again (after a save) does not say whether later pages exist; a short later page does.
  const complete = page === pages ? isLastNotePage(result.value) : (now?.complete ?? false);
  await ctx.db.notes.put({ UserId: userId, noteType, items: mergeNotePage(items, result.value), pages, complete, status: 'loaded' });
  return true;
}

/**
 * A note the outbox delivered (it waited, offline): page 1 of its section again, so it shows on top (NOTE-12). The
 * answer is the stored note; its alarm names the user.
 */
export async function applyNoteAnswer(ctx: UserContext, alarmId: number | null, answer: unknown): Promise<void> {
  const note = NoteSchema.safeParse(answer);
  if (!note.success || alarmId === null || note.data.AlarmId !== alarmId) return;
  const userId = (await ctx.db.alarms.get(alarmId))?.UserId;
  const noteType = NoteTypeSchema.safeParse(note.data.NoteType);
  if (userId && noteType.success) await loadNotePage(ctx, { userId, noteType: noteType.data, alarmId, page: 1 });
}

/** An alarm of this user open in a tab: the context a medical read (notes, medical fields) needs. */
export async function openAlarmOf(ctx: UserContext, userId: number): Promise<number | null> {
  for (const alarmId of ctx.openAlarmIds()) if ((await ctx.db.alarms.get(alarmId))?.UserId === userId) return alarmId;
  return null;
}

/**
 * Page 1 of each note section the alarm shows (medical only where ALLOW_MEDICAL_NOTES lets it, NOTE-02). An open
 * alarm is reloaded after another console's change; its notes are fetched only the first time, and again
 * (`refresh`) when the server says the user changed (a note added anywhere pushes that).
 */
export async function loadUserNotes(ctx: UserContext, userId: number, alarmId: number | null, options: { refresh?: boolean } = {}): Promise<void> {
  const settings = parseSettings(await ctx.db.settings.toArray());
  const context = alarmId ?? (await openAlarmOf(ctx, userId));
  const alarm = context ? await ctx.db.alarms.get(context) : undefined;
  const types = noteTypesShown(settings, alarm?.RespondentGroup);
  const wanted: NoteType[] = [];
  for (const noteType of types) if (options.refresh || !(await ctx.db.notes.get([userId, noteType]))) wanted.push(noteType);
  await Promise.all(wanted.map((noteType) => loadNotePage(ctx, { userId, noteType, alarmId: context, page: 1 })));
}
