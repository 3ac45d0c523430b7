import type { AuditPage } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { assertFullSession, assertPermission, type Principal } from '../services/principal.ts';

export interface AuditFilter {
  /** One operator's lines. */
  respondentId?: number;
  username?: string;
  /** The lines about one monitored person. */
  userId?: number;
  /** Lines older than this Id (the NextBefore of the page before). */
  before?: number;
  limit?: number;
}

/** GET /api/support/audit (security #NM7): a support admin (SkygdSystemAdmin, full session) reads the trail, newest first. */
export async function readAuditTrail(ctx: ServerContext, principal: Principal, filter: AuditFilter): Promise<AuditPage> {
  assertPermission(principal, 'SkygdSystemAdmin');
  assertFullSession(principal);
  const limit = filter.limit ?? 50;
  let query = ctx.db.selectFrom('audit_events').select(['Id', 'At', 'Event', 'RespondentId', 'Username', 'UserId', 'RequestId', 'Details']);
  if (filter.respondentId !== undefined) query = query.where('RespondentId', '=', filter.respondentId);
  if (filter.username !== undefined) query = query.where('Username', '=', filter.username.toLowerCase());
  if (filter.userId !== undefined) query = query.where('UserId', '=', filter.userId);
  if (filter.before !== undefined) query = query.where('Id', '<', filter.before);
  // One more than a page tells whether another page follows.
  const rows = await query.orderBy('Id', 'desc').limit(limit + 1).execute();
  const lines = rows.slice(0, limit);
  return { Lines: lines, NextBefore: rows.length > limit ? (lines.at(-1)?.Id ?? null) : null };
}
