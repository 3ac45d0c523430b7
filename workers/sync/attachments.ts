import { endpoints } from '../../src/contract/index.ts';
import { latestQuery, mediaFileNames, mergeAttachments } from '../../src/domain/media.ts';
import { reportDetailsLoadError } from './load-errors.ts';
import type { UserContext } from './user-context.ts';

/**
 * An open alarm's attachments (WIDGET-33): after the first load only what is newer than the stored Latest cursor is
 * asked for and merged into what is stored; then the media files not yet stored are fetched (API-22).
 */
export async function loadAttachments(ctx: UserContext, alarmId: number): Promise<void> {
  const stored = (await ctx.db.attachments.get(alarmId))?.value;
  const result = await ctx.http.send(endpoints.alarmAttachments, { params: { alarm_id: alarmId }, query: latestQuery(stored) });
  if (!result.ok) {
    if (result.status !== 404) await reportDetailsLoadError(ctx, 'attachments', result, stored !== undefined);
    return;
  }
  // Read again: another load of the same alarm may have stored a newer answer while this one was on its way.
  const current = (await ctx.db.attachments.get(alarmId))?.value;
  const merged = mergeAttachments(current, result.value);
  await ctx.db.attachments.put({ AlarmId: alarmId, value: merged });
  await loadMediaFiles(ctx, alarmId, mediaFileNames(merged));
}

/** Files being fetched per user database, so two loads of the same alarm at once (a push and the poll) ask once. */
const inFlight = new WeakMap<object, Map<string, Promise<void>>>();

/**
 * Each named media file once, as a data URL. A file the server does not have (404) is stored as '' so it is not
 * asked for again; other failures are left for the next load.
 */
async function loadMediaFiles(ctx: UserContext, alarmId: number, filenames: readonly string[]): Promise<void> {
  const pending = inFlight.get(ctx.db) ?? new Map<string, Promise<void>>();
  inFlight.set(ctx.db, pending);
  const known = new Set((await ctx.db.mediaFiles.bulkGet([...filenames])).flatMap((row) => (row ? [row.filename] : [])));
  await Promise.all(
    filenames
      .filter((filename) => !known.has(filename))
      .map((filename) => {
        const running = pending.get(filename);
        if (running) return running;
        const fetching = fetchMediaFile(ctx, alarmId, filename).finally(() => pending.delete(filename));
        pending.set(filename, fetching);
        return fetching;
      }),
  );
}

/** A file is asked for as an attachment of the alarm that names it (the server serves no file by its name alone). */
async function fetchMediaFile(ctx: UserContext, alarmId: number, filename: string): Promise<void> {
  const file = await ctx.http.send(endpoints.mediaFile, { query: { filename, alarmId } });
  if (file.ok) await ctx.db.mediaFiles.put({ filename, dataUrl: file.value });
  else if (file.status === 404) await ctx.db.mediaFiles.put({ filename, dataUrl: '' });
}
