import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { EndpointDef, DefBody, DefParams, DefQuery } from '../../src/contract/index.ts';
import { audit, auditLogLine, auditOnce, runAudited, type AuditEvent } from '../audit/audit-log.ts';
import { endpoints } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { resolvePrincipal } from '../sessions/auth-service.ts';
import { ServiceError } from '../services/errors.ts';
import type { Principal } from '../services/principal.ts';
import { apiKeyScope, checkApiKey } from './api-key.ts';
import { sendAnswer, withIdempotency, type Answer, type IdempotencyScope } from './idempotency.ts';

export interface RouteDeps {
  ctx: ServerContext;
  /** Answer 500 when a handler's result does not match the contract (tests); otherwise only log it. */
  strictResponses: boolean;
}

export interface RouteInput<D extends EndpointDef, B = DefBody<D>> {
  params: DefParams<D>;
  query: DefQuery<D>;
  body: B;
  /** The caller of a bearer endpoint (null on routes registered with `authenticate: false`, and with an API key). */
  principal: D['auth'] extends 'bearer' ? Principal : null;
  bearer: string;
  request: FastifyRequest;
  /** The status of a successful answer (default 200; an ingest that raised an alarm answers 201). */
  setStatus(status: number): void;
}

export interface RouteOptions<B = never, D extends EndpointDef = EndpointDef> {
  /** Leave the bearer unresolved (the two-factor endpoint uses the pending token itself). */
  authenticate?: boolean;
  /** Allowed while the password must be reset. */
  duringReset?: boolean;
  /**
   * Reads the body instead of the contract's schema (throw a ServiceError to refuse it): the ingest repairs an
   * alarm rather than refusing it for its content.
   */
  readBody?: (raw: unknown) => B;
  /** The audit event a successful call records (security #NM7): reads and writes of health data, positions, SMS. */
  audit?: (input: RouteInput<D, B>) => AuditEvent;
}

type Handler<D extends EndpointDef, B> = (input: RouteInput<D, B>) => Promise<z.input<D['response']> | undefined> | z.input<D['response']> | undefined;

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
  // Every later line of the request names the operator and the login (security #NM7); never the token.
  request.log = request.log.child({ respondentId: principal.respondentId, familyId: principal.familyId, simpleLogin: principal.simpleLogin });
  if (principal.mustReset && !duringReset) throw new ServiceError('FORBIDDEN', 'The password must be changed first');
  return principal;
}

/**
 * A 401 or 403 is an audit log line; a 403 of a signed-in operator also a row (at most one a minute: see
 * auditOnce). A 401 has no operator to name, and a row for each would let anyone fill the table.
 */
async function auditRefusal(ctx: ServerContext, request: FastifyRequest, principal: Principal | null, error: unknown): Promise<void> {
  if (!(error instanceof ServiceError) || (error.status !== 401 && error.status !== 403)) return;
  const event = { event: 'refused' as const, details: { route: request.routeOptions.url, method: request.method, status: error.status, code: error.code } };
  if (principal && error.status === 403) await auditOnce(ctx, principal, event);
  else auditLogLine(ctx, null, event);
}

/**
 * Whose stored answers a key may replay: the operator's full sessions share them (a retry after a token refresh
 * must replay), a one-time link session only sees those of its own alarm's sessions.
 */
function idempotencyScope(ctx: ServerContext, principal: Principal): IdempotencyScope {
  const caller = principal.simpleLogin ? `r:${principal.respondentId}:a:${principal.alarmId ?? 0}` : `r:${principal.respondentId}`;
  return { principal: caller, maxRows: ctx.options.idempotencyMaxPerPrincipal };
}

/** GETs that add a token row: they count against the session's bucket like writes. */
const MINTING_PATHS = new Set<string>([endpoints.renewalToken.path, endpoints.adminToken.path, endpoints.voiceToken.path]);

/** Each write and token-minting GET of a login takes a token of its bucket: 429 RATE_LIMITED when empty (security #M2). */
function assertWithinRate(ctx: ServerContext, def: EndpointDef, principal: Principal | null): void {
  if (!principal || (def.method === 'GET' && !MINTING_PATHS.has(def.path))) return;
  if (!ctx.sessionBuckets.take(principal.familyId, ctx.clock.now().getTime())) throw new ServiceError('RATE_LIMITED', 'Too many changes from this session; try again in a moment.');
}

/** Whose stored answers a write replays: the session's, the API key's, or nobody's (an anonymous endpoint). */
async function writeScope(ctx: ServerContext, def: EndpointDef, principal: Principal | null, request: FastifyRequest): Promise<IdempotencyScope | null> {
  if (def.method === 'GET') return null;
  if (principal) return idempotencyScope(ctx, principal);
  return def.auth === 'apiKey' ? apiKeyScope(ctx, request) : null;
}

/**
 * The Fastify handler of one contract endpoint: authentication, validation of params, query and body with the
 * endpoint's schemas (400 with field messages), idempotent replay of writes, and a check of the answer against the
 * contract. The API key of an `apiKey` endpoint is checked earlier, in onRequest (see defineRoute).
 */
export function endpointHandler<D extends EndpointDef, B = DefBody<D>>(deps: RouteDeps, def: D, handler: Handler<D, B>, options: RouteOptions<B, D> = {}) {
  const serve = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    let principal: Principal | null = null;
    try {
      if (def.auth === 'bearer' && options.authenticate !== false) {
        principal = await authenticate(deps.ctx, request, options.duringReset);
        reply.log = request.log; // so the "request completed" line names the operator too
      }
      return await answer(request, reply, principal);
    } catch (error) {
      await auditRefusal(deps.ctx, request, principal, error);
      throw error;
    }
  };
  const answer = async (request: FastifyRequest, reply: FastifyReply, principal: Principal | null): Promise<FastifyReply> => {
    assertWithinRate(deps.ctx, def, principal);
    const scope = await writeScope(deps.ctx, def, principal, request);
    const run = async (): Promise<Answer> => {
      const params = parsePart(def.params, request.params, 'params');
      const query = parsePart(def.query, request.query, 'query');
      const raw = request.body ?? {};
      const body = def.encoding === 'none' ? undefined : options.readBody ? options.readBody(raw) : parsePart(def.body, raw, 'body');
      let status = 200;
      const setStatus = (value: number) => {
        status = value;
      };
      const input = { params, query, body, principal, bearer: bearerOf(request), request, setStatus } as RouteInput<D, B>;
      const returned = await handler(input);
      if (options.audit) await audit(deps.ctx, principal, options.audit(input));
      // A handler without an answer sends {}; null is a real answer (e.g. "not called").
      const result = returned === undefined ? {} : returned;
      const checked = def.response.safeParse(result);
      if (!checked.success) {
        request.log.error({ route: def.path, issues: checked.error.issues }, 'answer does not match the contract');
        if (deps.strictResponses) throw new ServiceError('INTERNAL_ERROR', `Answer does not match the contract: ${checked.error.message}`);
      }
      return { status, body: result };
    };
    return sendAnswer(reply, scope ? await withIdempotency(deps.ctx, request, scope, run) : await run());
  };
  return (request: FastifyRequest, reply: FastifyReply) => runAudited({ requestId: request.id, get log() { return request.log; } }, () => serve(request, reply));
}

/**
 * Registers one contract endpoint at its path (see endpointHandler). An `apiKey` endpoint checks its key in onRequest,
 * before the body is read (security #6).
 */
export function defineRoute<D extends EndpointDef, B = DefBody<D>>(app: FastifyInstance, deps: RouteDeps, def: D, handler: Handler<D, B>, options: RouteOptions<B, D> = {}): void {
  app.route({
    method: def.method,
    url: def.path,
    ...(def.auth === 'apiKey' ? { onRequest: checkApiKey(deps.ctx) } : {}),
    handler: endpointHandler(deps, def, handler, options),
  });
}
