import { randomBytes } from 'node:crypto';
import type { BrowserLog } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { assertFullSession, assertPermission, type Principal } from '../services/principal.ts';

/**
 * Lines kept per operator, newest uploads first (the newest upload is kept whole): support reads the operator's
 * recent log, not the last 5-s burst (qa-supervisor P2-4), and nobody's uploads push another operator's away.
 */
export const BROWSER_LOG_LINES_PER_OPERATOR = 500;
/** Uploads hold console lines (alarm texts, names): they are pruned after this long. */
export const BROWSER_LOG_RETENTION_MS = 14 * 24 * 3600_000;

/**
 * POST /api/debug/log: stored under the session's operator (the body's `username` is ignored: nobody uploads in
 * another's name). A one-time link guest is not the operator and uploads nothing; a read-only operator may upload
 * his own console's log (it changes no alarm, and it is his). Each upload is added to his recent ones; the oldest
 * go once he has more than BROWSER_LOG_LINES_PER_OPERATOR lines.
 */
export async function storeBrowserLog(ctx: ServerContext, principal: Principal, data: string | unknown[]): Promise<void> {
  assertFullSession(principal);
  const text = typeof data === 'string' ? data : data.map((entry) => (typeof entry === 'string' ? entry : JSON.stringify(entry))).join('\n');
  const id = randomBytes(12).toString('hex');
  await ctx.db
    .insertInto('browser_log_uploads')
    .values({ Id: id, RespondentId: principal.respondentId, Username: principal.username, Data: text, ReceivedAt: ctx.clock.now().toISOString() })
    .execute();
  const newestFirst = await ctx.db.selectFrom('browser_log_uploads').select(['Id', 'Data']).where('RespondentId', '=', principal.respondentId).orderBy('ReceivedAt', 'desc').orderBy('Id').execute();
  let lines = 0;
  const older = newestFirst.filter((row) => {
    const full = lines >= BROWSER_LOG_LINES_PER_OPERATOR;
    lines += row.Data.split('\n').length;
    return full;
  });
  if (older.length) await ctx.db.deleteFrom('browser_log_uploads').where('Id', 'in', older.map((row) => row.Id)).execute();
}

/**
 * GET /api/debug/log/latest (SkygdSystemAdmin): the recent log of the operator who uploaded last, his kept uploads
 * oldest first, or none.
 */
export async function latestBrowserLog(ctx: ServerContext, principal: Principal): Promise<BrowserLog> {
  assertPermission(principal, 'SkygdSystemAdmin');
  const newest = await ctx.db.selectFrom('browser_log_uploads').selectAll().orderBy('ReceivedAt', 'desc').limit(1).executeTakeFirst();
  if (!newest) return { Username: null, ReceivedAt: null, Data: null };
  const uploads = await ctx.db.selectFrom('browser_log_uploads').select('Data').where('RespondentId', '=', newest.RespondentId).orderBy('ReceivedAt').orderBy('Id').execute();
  return { Username: newest.Username, ReceivedAt: newest.ReceivedAt, Data: uploads.map((row) => row.Data).join('\n') };
}

/** The prune step: uploads older than the retention go. */
export async function pruneBrowserLogs(ctx: ServerContext, now: Date): Promise<number> {
  const result = await ctx.db.deleteFrom('browser_log_uploads').where('ReceivedAt', '<', new Date(now.getTime() - BROWSER_LOG_RETENTION_MS).toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
