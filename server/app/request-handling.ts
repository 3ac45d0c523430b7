import fastifyFormbody from '@fastify/formbody';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyError, FastifyInstance } from 'fastify';
import { apiError, isApiPath } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { limitUpgrades } from '../ops/upgrade-limit.ts';
import { parseJsonBody } from '../routes/json-body.ts';
import { isIngestPath, requestPath } from '../routes/request-path.ts';
import type { trustedSourceCheck } from '../routes/trusted-source.ts';
import { ServiceError } from '../services/errors.ts';
import { isRefusedValue } from '../storage/database.ts';

/**
 * How a request is read and answered before and after its route: forms, websockets (and their cap), the hardened
 * JSON parser, the trusted-source check of /api, request metrics and the error handler (ServiceError and Fastify's
 * own errors as ApiError bodies).
 */
export async function registerRequestHandling(
  app: FastifyInstance,
  ctx: ServerContext,
  limits: { trusted: ReturnType<typeof trustedSourceCheck>; maxUpgradedConnections: number },
): Promise<void> {
  const { trusted } = limits;
  await app.register(fastifyFormbody);
  // Clients only send acks, pings and logout: a large frame is refused (1009) instead of being buffered.
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  limitUpgrades(app, limits.maxUpgradedConnections);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(String(body)));
    } catch (error) {
      done(error as ServiceError, undefined);
    }
  });

  app.addHook('onRequest', async (request) => {
    const path = requestPath(request);
    if (trusted && isApiPath(path) && !isIngestPath(path) && !trusted(request.ip)) {
      throw new ServiceError('untrustedsource', 'Requests from this address are not allowed', undefined, 400);
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    ctx.metrics.countRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode);
  });
  app.setErrorHandler((error: FastifyError | ServiceError, request, reply) => {
    if (error instanceof ServiceError) return reply.code(error.status).send(error.toBody());
    const status = isRefusedValue(error) ? 400 : (error.statusCode ?? 500);
    if (status < 500) {
      const code = status === 401 ? 'UNAUTHORIZED' : status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED';
      return reply.code(status).send({ ...apiError(code, error.message, [{ name: 'request', description: error.message }]), Message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(apiError('INTERNAL_ERROR', 'Internal server error'));
  });
}
