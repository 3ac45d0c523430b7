import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.ts';
import { API_KEY_HEADER, endpoints } from '../../src/contract/index.ts';
import { sha256 } from '../services/crypto.ts';
import { ServiceError } from '../services/errors.ts';
import { ingestAlarm, transferAlarm } from '../services/ingest-service.ts';
import { repairIngest } from '../services/ingest-repair.ts';
import { TransferParamsSchema, TransferRequestSchema } from '../schemas/transfer-request.ts';
import { fieldErrors, parseInput, type RouteDeps } from './define-route.ts';
import { sendAnswer, withIdempotency } from './idempotency.ts';

/** The name of the ingest key the request carries in X-Api-Key; 401 INVALID_API_KEY otherwise. */
async function apiKeyName(ctx: ServerContext, request: FastifyRequest): Promise<string> {
  const header = request.headers[API_KEY_HEADER.toLowerCase()];
  const key = Array.isArray(header) ? header[0] : header;
  const stored = key ? await ctx.db.selectFrom('api_keys').select('Name').where('KeyHash', '=', sha256(key)).executeTakeFirst() : undefined;
  if (!stored) throw new ServiceError('INVALID_API_KEY', `Missing or unknown ${API_KEY_HEADER}`);
  return stored.Name;
}

/**
 * An ingest key is the alarm receiver, not a session: its keys are not capped (a retry minutes later must not raise
 * the alarm twice); the prune job still drops them after a day.
 */
const ingestScope = (keyName: string) => ({ principal: `k:${keyName}` });

declare module 'fastify' {
  interface FastifyRequest {
    ingestKeyName?: string;
  }
}

/**
 * POST /api/ingest/alarms (and the transfer of an alarm to another group), authenticated by X-Api-Key. The key is
 * checked in onRequest, before the body is read, so a wrong key with an endless body is refused at once (and the
 * connection closed) instead of holding a connection for the request timeout.
 */
export function registerIngestRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      request.ingestKeyName = await apiKeyName(ctx, request);
    } catch (error) {
      reply.header('connection', 'close');
      throw error;
    }
  };
  app.post(endpoints.ingestAlarm.path, { onRequest }, async (request, fastifyReply) => {
    const keyName = request.ingestKeyName!;
    const answer = await withIdempotency(ctx, request, ingestScope(keyName), async () => {
      // An alarm is not refused for its content: unusable fields are repaired and logged (ingest-repair.ts).
      const repaired = repairIngest(request.body ?? {});
      if (!repaired.ok) throw fieldErrors(repaired.error, 'body');
      const result = await ingestAlarm(ctx, repaired.alarm, repaired.repairs);
      return { status: result.created ? 201 : 200, body: { AlarmId: result.AlarmId, GlobalAlarmId: result.GlobalAlarmId } };
    });
    return sendAnswer(fastifyReply, answer);
  });
  app.post('/api/ingest/alarms/:alarm_id/transfer', { onRequest }, async (request, fastifyReply) => {
    const keyName = request.ingestKeyName!;
    const answer = await withIdempotency(ctx, request, ingestScope(keyName), async () => {
      const { alarm_id } = parseInput(TransferParamsSchema, request.params, 'params');
      const body = parseInput(TransferRequestSchema, request.body ?? {}, 'body');
      return { status: 200, body: await transferAlarm(ctx, alarm_id, body.RespondentGroupId) };
    });
    return sendAnswer(fastifyReply, answer);
  });
}
