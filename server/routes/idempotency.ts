import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { sha256 } from '../services/crypto.ts';
import { ServiceError } from '../services/errors.ts';

export interface Answer {
  status: number;
  body: unknown;
  replayed?: boolean;
}

/** Whose answers a key replays, and how many of them are kept (the oldest go first; none: no cap). */
export interface IdempotencyScope {
  principal: string;
  maxRows?: number;
}

// Per server instance: requests in progress by caller and key.
const inFlightByServer = new WeakMap<ServerContext, Map<string, Promise<unknown>>>();

/** The route pattern (never the URL: its query may carry anything) and a hash of what makes the request this request. */
function requestIdentity(request: FastifyRequest): { route: string; hash: string } {
  const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
  const hash = sha256(JSON.stringify([request.method, route, request.params ?? null, request.query ?? null, request.body ?? null]));
  return { route, hash };
}

/**
 * A refusal of the caller's rights says nothing about the write and costs nothing to repeat: storing it would let a
 * session that may not write fill the table.
 */
const worthStoring = (answer: Answer) => answer.status !== 401 && answer.status !== 403;

/**
 * Applies a write once per (caller, Idempotency-Key): the first answer (success or a refusal of the request itself)
 * is stored and a repeated key gets it back without running the write again. Concurrent repeats wait for the first.
 */
export async function withIdempotency(ctx: ServerContext, request: FastifyRequest, scope: IdempotencyScope, run: () => Promise<Answer>): Promise<Answer> {
  const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key) return run();
  if (key.length > 200) throw new ServiceError('VALIDATION_FAILED', 'Idempotency-Key is too long', [{ name: IDEMPOTENCY_HEADER, description: 'at most 200 characters' }]);
  const { principal } = scope;
  const inFlight = inFlightByServer.get(ctx) ?? new Map<string, Promise<unknown>>();
  inFlightByServer.set(ctx, inFlight);
  const slot = `${principal}\n${key}`;
  while (inFlight.has(slot)) await inFlight.get(slot)?.catch(() => undefined);
  const work = (async (): Promise<Answer> => {
    const { route, hash } = requestIdentity(request);
    const stored = await ctx.db.selectFrom('idempotency').selectAll().where('Principal', '=', principal).where('IdemKey', '=', key).executeTakeFirst();
    if (stored) {
      if (stored.Route !== route || stored.RequestHash !== hash) {
        throw new ServiceError('IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was used for another request');
      }
      return { status: stored.Status, body: JSON.parse(stored.Body) as unknown, replayed: true };
    }
    let answer: Answer;
    try {
      answer = await run();
    } catch (error) {
      if (!(error instanceof ServiceError) || error.status >= 500) throw error;
      answer = { status: error.status, body: error.toBody() };
    }
    if (worthStoring(answer)) await store(ctx, scope, { key, route, hash }, answer);
    return answer;
  })();
  inFlight.set(slot, work);
  try {
    return await work;
  } finally {
    inFlight.delete(slot);
  }
}

async function store(ctx: ServerContext, { principal, maxRows }: IdempotencyScope, request: { key: string; route: string; hash: string }, answer: Answer): Promise<void> {
  await ctx.db
    .insertInto('idempotency')
    .values({ Principal: principal, IdemKey: request.key, Route: request.route, RequestHash: request.hash, Status: answer.status, Body: JSON.stringify(answer.body ?? null), CreatedAt: ctx.clock.now().toISOString() })
    .execute();
  if (maxRows === undefined) return;
  const newestDropped = await ctx.db.selectFrom('idempotency').select('Id').where('Principal', '=', principal).orderBy('Id', 'desc').limit(1).offset(maxRows).executeTakeFirst();
  if (newestDropped) await ctx.db.deleteFrom('idempotency').where('Principal', '=', principal).where('Id', '<=', newestDropped.Id).execute();
}

/** Sends an answer, marking a replayed one. */
export function sendAnswer(reply: FastifyReply, answer: Answer): FastifyReply {
  if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
  return reply.code(answer.status).send(answer.body);
}
