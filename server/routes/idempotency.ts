import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { ServiceError } from '../services/errors.ts';

export interface Answer {
  status: number;
  body: unknown;
  replayed?: boolean;
}

// Per server instance: requests in progress by caller and key.
const inFlightByServer = new WeakMap<ServerContext, Map<string, Promise<unknown>>>();

/**
 * Applies a write once per (caller, Idempotency-Key): the first answer (success or refusal) is stored and a
 * repeated key gets it back without running the write again. Concurrent repeats wait for the first one.
 */
export async function withIdempotency(ctx: ServerContext, request: FastifyRequest, principal: string, run: () => Promise<Answer>): Promise<Answer> {
  const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key) return run();
  if (key.length > 200) throw new ServiceError('VALIDATION_FAILED', 'Idempotency-Key is too long', [{ name: IDEMPOTENCY_HEADER, description: 'at most 200 characters' }]);
  const inFlight = inFlightByServer.get(ctx) ?? new Map<string, Promise<unknown>>();
  inFlightByServer.set(ctx, inFlight);
  const slot = `${principal}\n${key}`;
  while (inFlight.has(slot)) await inFlight.get(slot)?.catch(() => undefined);
  const work = (async (): Promise<Answer> => {
    const stored = await ctx.db.selectFrom('idempotency').selectAll().where('Principal', '=', principal).where('IdemKey', '=', key).executeTakeFirst();
    if (stored) {
      if (stored.Method !== request.method || stored.Path !== request.url) {
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
    await ctx.db
      .insertInto('idempotency')
      .values({ Principal: principal, IdemKey: key, Method: request.method, Path: request.url, Status: answer.status, Body: JSON.stringify(answer.body ?? null), CreatedAt: ctx.clock.now().toISOString() })
      .execute();
    return answer;
  })();
  inFlight.set(slot, work);
  try {
    return await work;
  } finally {
    inFlight.delete(slot);
  }
}

/** Sends an answer, marking a replayed one. */
export function sendAnswer(reply: FastifyReply, answer: Answer): FastifyReply {
  if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
  return reply.code(answer.status).send(answer.body);
}
