import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';

/** GET /healthz (the database answers) and GET /metrics (Prometheus text). */
export function registerOpsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/healthz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(ctx.db);
      return { status: 'ok' };
    } catch (error) {
      ctx.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', error: 'database unreachable' });
    }
  });
  app.get('/metrics', async (_request, reply) => reply.type('text/plain; version=0.0.4').send(ctx.metrics.render()));
}
