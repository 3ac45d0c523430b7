import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditEventName } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import type { Database } from '../storage/schema.ts';

/** Who did it: a signed-in operator (a Principal fits) or, for a login, the operator whose name was given. */
export interface AuditActor {
  respondentId: number;
  username: string;
  familyId?: string;
}

export interface AuditEvent {
  event: AuditEventName;
  /** The monitored person it concerned. */
  userId?: number | null;
  /** What else tells it apart (route, status, keys); never a token, password or a text's content. */
  details?: Record<string, unknown>;
}

/** The request being served: its id and its logger (which carries the operator once authenticated). */
interface RequestAudit {
  requestId: string;
  log: FastifyBaseLogger;
}

const requestAudit = new AsyncLocalStorage<RequestAudit>();

/** Runs a request's work so that its audit lines carry its request id and log through its logger. */
export function runAudited<T>(request: RequestAudit, work: () => Promise<T>): Promise<T> {
  return requestAudit.run(request, work);
}

/** The request's audit log line alone, for events that must not add rows anyone could multiply (see auditOnce). */
export function auditLogLine(ctx: ServerContext, actor: AuditActor | null, event: AuditEvent): void {
  const request = requestAudit.getStore();
  const line = { Event: event.event, RespondentId: actor?.respondentId ?? null, Username: actor?.username ?? null, RequestId: request?.requestId ?? null, Details: event.details };
  (request?.log ?? ctx.log).info({ audit: line }, `audit ${event.event}`);
}

/**
 * An event a caller can repeat at will (refusals): a row at most once a minute per operator and event, a log line
 * every time, so a session that may not write cannot fill the table (security #8).
 */
export async function auditOnce(ctx: ServerContext, actor: AuditActor, event: AuditEvent): Promise<void> {
  const since = new Date(ctx.clock.now().getTime() - 60_000).toISOString();
  const recent = await ctx.db
    .selectFrom('audit_events')
    .select('Id')
    .where('RespondentId', '=', actor.respondentId)
    .where('Event', '=', event.event)
    .where('At', '>', since)
    .limit(1)
    .executeTakeFirst();
  if (recent) auditLogLine(ctx, actor, event);
  else await audit(ctx, actor, event);
}

/**
 * Records one audit event (security #NM7): a structured log line `audit` with the operator, login and request id,
 * and a row of the append-only audit_events table a support admin reads. Inside a write transaction pass it as `db`
 * (SQLite has one connection: a write beside the transaction would wait for it forever).
 */
export async function audit(ctx: ServerContext, actor: AuditActor | null, event: AuditEvent, db: Kysely<Database> = ctx.db): Promise<void> {
  const request = requestAudit.getStore();
  const row = {
    At: ctx.clock.now().toISOString(),
    Event: event.event,
    RespondentId: actor?.respondentId ?? null,
    Username: actor?.username ?? null,
    FamilyId: actor?.familyId ?? null,
    UserId: event.userId ?? null,
    RequestId: request?.requestId ?? null,
    Details: event.details ? JSON.stringify(event.details) : null,
  };
  auditLogLine(ctx, actor, event);
  await db.insertInto('audit_events').values(row).execute();
}
