import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/contract/index.ts';
import { ingestAlarm, transferAlarm } from './ingest-service.ts';
import { repairIngest } from './ingest-repair.ts';
import { defineRoute, fieldErrors, type RouteDeps } from '../routes/define-route.ts';

/** An alarm is not refused for its content: unusable fields are repaired and logged (ingest-repair.ts). */
function readIngestBody(raw: unknown) {
  const repaired = repairIngest(raw);
  if (!repaired.ok) throw fieldErrors(repaired.error, 'body');
  return repaired;
}

/**
 * The alarm receiver's endpoints, authenticated by X-Api-Key (`auth: 'apiKey'`: defineRoute checks the key before
 * the body is read): POST /api/ingest/alarms and the transfer of an alarm to another group.
 */
export function registerIngestRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  defineRoute(
    app,
    deps,
    endpoints.ingestAlarm,
    async ({ body, setStatus }) => {
      const result = await ingestAlarm(ctx, body.alarm, body.repairs);
      setStatus(result.created ? 201 : 200);
      return { AlarmId: result.AlarmId, GlobalAlarmId: result.GlobalAlarmId };
    },
    { readBody: readIngestBody },
  );
  defineRoute(app, deps, endpoints.transferAlarm, ({ params, body }) => transferAlarm(ctx, params.alarm_id, body.RespondentGroupId));
}
