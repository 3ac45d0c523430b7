import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_HEADER } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { apiKeyName } from '../sessions/auth-service.ts';
import type { IdempotencyScope } from './idempotency.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The name of the API key the request carried (endpoints with `auth: 'apiKey'`), set before the body is read. */
    apiKeyName?: string;
  }
}

/** The name of the ingest key the request carries in X-Api-Key; 401 INVALID_API_KEY otherwise. */
function requestKeyName(ctx: ServerContext, request: FastifyRequest): Promise<string> {
  const header = request.headers[API_KEY_HEADER.toLowerCase()];
  return apiKeyName(ctx, Array.isArray(header) ? header[0] : header);
}

/**
 * The onRequest hook of the API-key endpoints (alarm ingest and transfer): the key is checked before the body is
 * read, so a wrong key with an endless body is refused at once (and the connection closed) instead of holding a
 * connection for the request timeout.
 */
export function checkApiKey(ctx: ServerContext) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    try {
      request.apiKeyName = await requestKeyName(ctx, request);
    } catch (error) {
      reply.header('connection', 'close');
      throw error;
    }
  };
}

/**
 * An API key is the alarm receiver, not a session: its Idempotency-Keys are not capped (a retry minutes later must
 * not raise the alarm twice); the prune job still drops them after a day.
 */
export async function apiKeyScope(ctx: ServerContext, request: FastifyRequest): Promise<IdempotencyScope> {
  const name = request.apiKeyName ?? (await requestKeyName(ctx, request));
  return { principal: `k:${name}` };
}
