import type { FastifyInstance } from 'fastify';
import { endpoints, type AlarmRef } from '../../src/contract/index.ts';
import { AlarmParamsSchema } from '../../src/contract/endpoints/alarm-params.ts';
import type { CallEvents } from '../calls/call-events.ts';
import { OPEN_CALL_STATES } from '../calls/call-view.ts';
import type { ServerContext } from '../context.ts';
import { bearerOf, endpointHandler, type RouteDeps } from '../routes/define-route.ts';
import { loopbackOnlyHook } from '../routes/dev-routes.ts';
import { resolvePrincipal } from '../services/auth-service.ts';
import { ServiceError } from '../services/errors.ts';
import type { VoiceGateway } from './gateway.ts';

/** A demo alarm unit calls the operator who accepted its alarm this long after the accept. */
const DEMO_UNIT_CALLS_AFTER_MS = 1000;

/**
 * The demo's voice routes (loopback only): a party rings an operator, a test reads what the gateway heard of a
 * call; and the voice-capable alarm units that call the operator who accepts their alarm.
 */
export function registerDemoVoiceRoutes(app: FastifyInstance, deps: RouteDeps, events: CallEvents, gateway: Pick<VoiceGateway, 'recordingOf'>): void {
  const { ctx } = deps;
  const loopbackOnly = loopbackOnlyHook(app);
  app.route({
    method: 'POST',
    url: endpoints.devVoiceRing.path,
    onRequest: loopbackOnly,
    handler: endpointHandler(deps, endpoints.devVoiceRing, async ({ body }) => {
      const callSid = await events.ringOperator({ username: body.Username, from: body.From, alarmId: body.AlarmId ?? null });
      if (!callSid) throw new ServiceError('NOT_FOUND', `${body.Username} has no registered softphone`);
      return { CallSid: callSid };
    }),
  });
  app.route({
    method: 'GET',
    url: endpoints.devVoiceCall.path,
    onRequest: loopbackOnly,
    handler: endpointHandler(deps, endpoints.devVoiceCall, ({ params }) => {
      const recording = gateway.recordingOf(params.callsid);
      if (!recording) throw new ServiceError('CALL_NOT_FOUND', 'The gateway has no such call');
      return {
        Dtmf: recording.dtmf,
        OperatorAudioPackets: recording.operatorAudioPackets,
        OperatorAudioLevel: recording.operatorAudioLevel,
        PersonAudioPackets: recording.personAudioPackets,
        State: recording.state,
      };
    }),
  });
  // A voice-capable demo unit calls the operator who accepted its alarm, if his softphone is registered.
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url !== endpoints.accept.path || reply.statusCode !== 200) return;
    const alarm = AlarmParamsSchema.safeParse(request.params);
    const principal = alarm.success ? await resolvePrincipal(ctx, bearerOf(request)) : undefined;
    if (!principal || !alarm.success) return;
    const call = () => unitCalls(ctx, events, principal.username, alarm.data.alarm_id).catch((err: unknown) => ctx.log.warn({ err }, 'demo unit call failed'));
    setTimeout(() => void call(), DEMO_UNIT_CALLS_AFTER_MS).unref();
  });
}

/**
 * A voice-capable alarm unit (CallType voice) calls the operator who accepted its alarm, from the monitored user's
 * number, unless the alarm already has an open call or the operator's softphone is not registered.
 */
async function unitCalls(ctx: ServerContext, events: CallEvents, username: string, ref: AlarmRef): Promise<string | undefined> {
  const alarm = await ctx.db
    .selectFrom('alarms')
    .innerJoin('monitored_users as u', 'u.UserId', 'alarms.UserId')
    .select(['alarms.AlarmId', 'alarms.CallType', 'u.TelephoneNumber'])
    .where(typeof ref === 'number' ? 'alarms.AlarmId' : 'alarms.GlobalAlarmId', '=', ref)
    .executeTakeFirst();
  if (!alarm || alarm.CallType !== 'voice' || !alarm.TelephoneNumber) return undefined;
  const open = await ctx.db.selectFrom('calls').select('CallSid').where('AlarmId', '=', alarm.AlarmId).where('State', 'in', [...OPEN_CALL_STATES]).executeTakeFirst();
  if (open) return undefined;
  return events.ringOperator({ username, from: alarm.TelephoneNumber, alarmId: alarm.AlarmId });
}
