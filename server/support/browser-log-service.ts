import { randomBytes } from 'node:crypto';
import type { BrowserLog } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { assertFullSession, assertPermission, type Principal } from '../services/principal.ts';

/** Uploads kept per operator: support sees the last few, and nobody's uploads push another operator's away. */
export const BROWSER_LOGS_PER_OPERATOR = 5;
/** Uploads hold console lines (alarm texts, names): they are pruned after this long. */
export const BROWSER_LOG_RETENTION_MS = 14 * 24 * 3600_000;

/**
 * POST /api/debug/log: stored under the session's operator (the body's `username` is ignored: nobody uploads in
 * another's name). A one-time link guest is not the operator and uploads nothing; a read-only operator may upload
 * his own console's log (it changes no alarm, and it is his). Only his newest uploads are kept.
 */
export async function storeBrowserLog(ctx: ServerContext, principal: Principal, data: string | unknown[]): Promise<void> {
  assertFullSession(principal);
  const text = typeof data === 'string' ? data : data.map((entry) => (typeof entry === 'string' ? entry : JSON.stringify(entry))).join('\n');
  const id = randomBytes(12).toString('hex');
  await ctx.db
    .insertInto('browser_log_uploads')
    .values({ Id: id, RespondentId: principal.respondentId, Username: principal.username, Data: text, ReceivedAt: ctx.clock.now().toISOString() })
    .execute();
  const kept = await ctx.db.selectFrom('browser_log_uploads').select('Id').where('RespondentId', '=', principal.respondentId).orderBy('ReceivedAt', 'desc').orderBy('Id').execute();
  const older = kept.slice(BROWSER_LOGS_PER_OPERATOR).map((row) => row.Id);
  if (older.length) await ctx.db.deleteFrom('browser_log_uploads').where('Id', 'in', older).execute();
}

/** GET /api/debug/log/latest (SkygdSystemAdmin): the most recent upload of any operator, or none. */
export async function latestBrowserLog(ctx: ServerContext, principal: Principal): Promise<BrowserLog> {
  assertPermission(principal, 'SkygdSystemAdmin');
  const row = await ctx.db.selectFrom('browser_log_uploads').selectAll().orderBy('ReceivedAt', 'desc').limit(1).executeTakeFirst();
  return row ? { Username: row.Username, ReceivedAt: row.ReceivedAt, Data: row.Data } : { Username: null, ReceivedAt: null, Data: null };
}

/** The prune step: uploads older than the retention go. */
export async function pruneBrowserLogs(ctx: ServerContext, now: Date): Promise<number> {
  const result = await ctx.db.deleteFrom('browser_log_uploads').where('ReceivedAt', '<', new Date(now.getTime() - BROWSER_LOG_RETENTION_MS).toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
