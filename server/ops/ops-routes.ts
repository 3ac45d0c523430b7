import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { openApiDocument } from './openapi.ts';

async function databaseAnswers(ctx: ServerContext): Promise<boolean> {
  try {
    await sql`select 1`.execute(ctx.db);
    return true;
  } catch (error) {
    ctx.log.error({ err: error }, 'health check: database unreachable');
    return false;
  }
}

/**
 * GET /healthz (alive: the database answers), GET /readyz (takes new work: alive and not draining), GET /metrics
 * (Prometheus text) and GET /api/openapi.json (the contract as OpenAPI 3.1).
 */
export function registerOpsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/healthz', async (_request, reply) => {
    if (await databaseAnswers(ctx)) return { status: 'ok' };
    return reply.code(503).send({ status: 'unavailable', error: 'database unreachable' });
  });
  app.get('/readyz', async (_request, reply) => {
    if (ctx.lifecycle.draining) return reply.code(503).send({ status: 'draining' });
    if (await databaseAnswers(ctx)) return { status: 'ready' };
    return reply.code(503).send({ status: 'unavailable', error: 'database unreachable' });
  });
  let document: string | undefined;
  // Built on first request (a few hundred schemas), then kept: the contract does not change while the server runs.
  app.get('/api/openapi.json', async (_request, reply) => reply.type('application/json').send((document ??= JSON.stringify(openApiDocument()))));
  app.get('/metrics', async (_request, reply) => reply.type('text/plain; version=0.0.4').send(ctx.metrics.render()));
}
