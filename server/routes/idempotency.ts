import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { sha256 } from '../services/crypto.ts';
import { ServiceError } from '../services/errors.ts';
import type { Trx } from '../storage/database.ts';
import { KeyClaimedElsewhere, runClaiming, WriteClaim } from '../storage/write-claim.ts';

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

/** How long a retry waits for the answer of a write another request stored its key with (it may be about to answer). */
const CLAIM_ANSWER_WAIT_MS = 5_000;
const CLAIM_POLL_MS = 100;
/** The Status of a key stored with its write whose answer is not stored yet. */
const NOT_ANSWERED = 0;

type Identity = { key: string; route: string; hash: string };

/**
 * Applies a write once per (caller, Idempotency-Key): the first answer (success or a refusal of the request itself)
 * is stored and a repeated key gets it back without running the write again. Concurrent repeats wait for the first.
 * The key is stored inside the write's own transaction (write-claim.ts): a repeat of a write whose instance died
 * after committing it, before its answer was stored, answers ALREADY_APPLIED instead of applying it again.
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
    const identity = { key, ...requestIdentity(request) };
    const stored = await storedAnswer(ctx, principal, identity);
    if (stored) return stored;
    const claim = new WriteClaim((trx) => insertKey(trx, ctx, principal, identity));
    let answer: Answer;
    try {
      answer = await runClaiming(claim, run);
    } catch (error) {
      if (error instanceof KeyClaimedElsewhere) {
        claim.close();
        return (await storedAnswer(ctx, principal, identity)) ?? alreadyApplied();
      }
      if (!(error instanceof ServiceError) || error.status >= 500) {
        // The write committed and then the request failed: a retry must not apply it again.
        if (claim.close()) await keepAnswer(ctx, scope, identity, alreadyApplied(), true);
        throw error;
      }
      answer = { status: error.status, body: error.toBody() };
    }
    await keepAnswer(ctx, scope, identity, answer, claim.close());
    return answer;
  })();
  inFlight.set(slot, work);
  try {
    return await work;
  } finally {
    inFlight.delete(slot);
  }
}

const alreadyApplied = (): Answer => {
  const error = new ServiceError('ALREADY_APPLIED', 'This write was applied by an earlier attempt, whose answer is lost');
  return { status: error.status, body: error.toBody() };
};

/**
 * The stored answer of this key, or undefined when it has none. A key stored with its write but not answered yet
 * belongs to a request that is about to answer or to an instance that died after its commit: wait a little for the
 * answer, then say the write is applied.
 */
async function storedAnswer(ctx: ServerContext, principal: string, identity: Identity): Promise<Answer | undefined> {
  const deadline = Date.now() + CLAIM_ANSWER_WAIT_MS;
  for (;;) {
    const stored = await ctx.db.selectFrom('idempotency').selectAll().where('Principal', '=', principal).where('IdemKey', '=', identity.key).executeTakeFirst();
    if (!stored) return undefined;
    if (stored.Route !== identity.route || stored.RequestHash !== identity.hash) {
      throw new ServiceError('IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was used for another request');
    }
    if (stored.Status !== NOT_ANSWERED) return { status: stored.Status, body: JSON.parse(stored.Body) as unknown, replayed: true };
    if (Date.now() >= deadline) return { ...alreadyApplied(), replayed: true };
    await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
  }
}

/** The key's row without an answer, in the write's transaction; false when the key has a row already. */
async function insertKey(trx: Trx, ctx: ServerContext, principal: string, identity: Identity): Promise<boolean> {
  const inserted = await trx
    .insertInto('idempotency')
    .values({ Principal: principal, IdemKey: identity.key, Route: identity.route, RequestHash: identity.hash, Status: NOT_ANSWERED, Body: 'null', CreatedAt: ctx.clock.now().toISOString() })
    .onConflict((oc) => oc.columns(['Principal', 'IdemKey']).doNothing())
    .returning('Id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Stores the answer: on the key its write stored (`claimed`), or as a new row when it is worth keeping; then the cap. */
async function keepAnswer(ctx: ServerContext, { principal, maxRows }: IdempotencyScope, request: Identity, answer: Answer, claimed: boolean): Promise<void> {
  const Status = answer.status;
  const Body = JSON.stringify(answer.body ?? null);
  if (claimed) await ctx.db.updateTable('idempotency').set({ Status, Body }).where('Principal', '=', principal).where('IdemKey', '=', request.key).execute();
  else if (worthStoring(answer)) {
    await ctx.db
      .insertInto('idempotency')
      .values({ Principal: principal, IdemKey: request.key, Route: request.route, RequestHash: request.hash, Status, Body, CreatedAt: ctx.clock.now().toISOString() })
      .execute();
  } else return;
  if (maxRows === undefined) return;
  const newestDropped = await ctx.db.selectFrom('idempotency').select('Id').where('Principal', '=', principal).orderBy('Id', 'desc').limit(1).offset(maxRows).executeTakeFirst();
  if (newestDropped) await ctx.db.deleteFrom('idempotency').where('Principal', '=', principal).where('Id', '<=', newestDropped.Id).execute();
}

/** Sends an answer, marking a replayed one. */
export function sendAnswer(reply: FastifyReply, answer: Answer): FastifyReply {
  if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
  return reply.code(answer.status).send(answer.body);
}
