import type { BrowserLog } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { assertPermission, type Principal } from '../services/principal.ts';

/** POST /api/debug/log: the operator's latest upload replaces the previous one (one row per operator). */
export async function storeBrowserLog(ctx: ServerContext, principal: Principal, username: string, data: string | unknown[]): Promise<void> {
  const text = typeof data === 'string' ? data : data.map((entry) => (typeof entry === 'string' ? entry : JSON.stringify(entry))).join('\n');
  const row = { Username: username, Data: text, ReceivedAt: ctx.clock.now().toISOString() };
  await ctx.db
    .insertInto('browser_logs')
    .values({ RespondentId: principal.respondentId, ...row })
    .onConflict((oc) => oc.column('RespondentId').doUpdateSet(row))
    .execute();
}

/** GET /api/debug/log/latest (SkygdSystemAdmin): the most recent upload of any operator, or none. */
export async function latestBrowserLog(ctx: ServerContext, principal: Principal): Promise<BrowserLog> {
  assertPermission(principal, 'SkygdSystemAdmin');
  const row = await ctx.db.selectFrom('browser_logs').selectAll().orderBy('ReceivedAt', 'desc').limit(1).executeTakeFirst();
  return row ? { Username: row.Username, ReceivedAt: row.ReceivedAt, Data: row.Data } : { Username: null, ReceivedAt: null, Data: null };
}
