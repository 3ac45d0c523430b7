import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { EndpointDef, DefBody, DefParams, DefQuery } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { resolvePrincipal } from '../services/auth-service.ts';
import { ServiceError } from '../services/errors.ts';
import type { Principal } from '../services/principal.ts';
import { sendAnswer, withIdempotency, type Answer, type IdempotencyScope } from './idempotency.ts';

export interface RouteDeps {
  ctx: ServerContext;
  /** Answer 500 when a handler's result does not match the contract (tests); otherwise only log it. */
  strictResponses: boolean;
}

export interface RouteInput<D extends EndpointDef> {
  params: DefParams<D>;
  query: DefQuery<D>;
  body: DefBody<D>;
  /** The caller of a bearer call (null on routes registered with `authenticate: false`). */
  principal: D['auth'] extends 'bearer' ? Principal : null;
  bearer: string;
  request: FastifyRequest;
}

export interface RouteOptions {
  /** Leave the bearer unresolved (the two-factor call uses the pending token itself). */
  authenticate?: boolean;
  /** Allowed while the password must be reset. */
  duringReset?: boolean;
}

type Handler<D extends EndpointDef> = (input: RouteInput<D>) => Promise<z.input<D['response']> | undefined> | z.input<D['response']> | undefined;

/** Zod issues as the ApiError's field list. */
export function fieldErrors(error: z.ZodError, where: string): ServiceError {
  const errors = error.issues.map((issue) => ({ name: [where, ...issue.path.map(String)].join('.'), description: issue.message }));
  return new ServiceError('VALIDATION_FAILED', errors.map((e) => `${e.name}: ${e.description}`).join('; '), errors);
}

/** Parses a part of a request (`where`: params, query, body) or throws the 400 with field messages. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw fieldErrors(result.error, where);
  return result.data;
}

function parsePart(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  return schema ? parseInput(schema, value, where) : undefined;
}

export function bearerOf(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const match = /^bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() ?? '';
}

async function authenticate(ctx: ServerContext, request: FastifyRequest, duringReset = false): Promise<Principal> {
  const principal = await resolvePrincipal(ctx, bearerOf(request));
  if (!principal) throw new ServiceError('UNAUTHORIZED', 'Not logged in or the session has expired');
  if (principal.mustReset && !duringReset) throw new ServiceError('FORBIDDEN', 'The password must be changed first');
  return principal;
}

/**
 * Whose stored answers a key may replay: the operator's full sessions share them (a retry after a token refresh
 * must replay), a one-time link session only sees those of its own alarm's sessions.
 */
function idempotencyScope(ctx: ServerContext, principal: Principal): IdempotencyScope {
  const caller = principal.simpleLogin ? `r:${principal.respondentId}:a:${principal.alarmId ?? 0}` : `r:${principal.respondentId}`;
  return { principal: caller, maxRows: ctx.options.idempotencyMaxPerPrincipal };
}

/**
 * The Fastify handler of one contract call: authentication, validation of params, query and body with the call's
 * schemas (400 with field messages), idempotent replay of writes, and a check of the answer against the contract.
 */
export function callHandler<D extends EndpointDef>(deps: RouteDeps, def: D, handler: Handler<D>, options: RouteOptions = {}) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const principal = def.auth === 'bearer' && options.authenticate !== false ? await authenticate(deps.ctx, request, options.duringReset) : null;
    const run = async (): Promise<Answer> => {
      const params = parsePart(def.params, request.params, 'params');
      const query = parsePart(def.query, request.query, 'query');
      const body = def.encoding === 'none' ? undefined : parsePart(def.body, request.body ?? {}, 'body');
      const input = { params, query, body, principal, bearer: bearerOf(request), request } as RouteInput<D>;
      const returned = await handler(input);
      // A handler without an answer sends {}; null is a real answer (e.g. "not called").
      const result = returned === undefined ? {} : returned;
      const checked = def.response.safeParse(result);
      if (!checked.success) {
        request.log.error({ route: def.path, issues: checked.error.issues }, 'answer does not match the contract');
        if (deps.strictResponses) throw new ServiceError('INTERNAL_ERROR', `Answer does not match the contract: ${checked.error.message}`);
      }
      return { status: 200, body: result };
    };
    const answer = principal && def.method !== 'GET' ? await withIdempotency(deps.ctx, request, idempotencyScope(deps.ctx, principal), run) : await run();
    return sendAnswer(reply, answer);
  };
}

/** Registers one contract call at its path (see callHandler). */
export function defineRoute<D extends EndpointDef>(app: FastifyInstance, deps: RouteDeps, def: D, handler: Handler<D>, options: RouteOptions = {}): void {
  app.route({ method: def.method, url: def.path, handler: callHandler(deps, def, handler, options) });
}
