import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '../../src/contract/index.ts';
import { AlarmParamsSchema } from '../../src/contract/endpoints/alarm-params.ts';
import { resolvePrincipal } from '../sessions/auth-service.ts';
import { CallService } from '../services/call-service.ts';
import { ServiceError } from '../services/errors.ts';
import { addressGroup } from '../ops/address-group.ts';
import { VoiceGateway } from '../voice/gateway.ts';
import type { SignallingLimits } from '../voice/signalling-limits.ts';
import { issueVoiceToken, resolveVoiceToken } from '../voice/voice-tokens.ts';
import { bearerOf, defineRoute, endpointHandler, type RouteDeps } from './define-route.ts';
import { loopbackOnlyHook } from './dev-routes.ts';

/** The voice SDK's signalling socket: `chunderw` is `<host>/api/voice`, the SDK appends `/signal`. */
export const VOICE_SIGNAL_PATH = '/api/voice/signal';
/** A demo alarm unit calls the operator who accepted its alarm this long after the accept. */
const DEMO_UNIT_CALLS_AFTER_MS = 1000;

export interface TelephonyOptions {
  /** The only host addresses the media peers offer (ARC_VOICE_MEDIA_ADDRESSES; default the IPv4 interfaces). */
  mediaHostAddresses?: readonly string[] | undefined;
  demo: boolean;
  /** host[:port] of ARC_PUBLIC_ORIGIN: the gateway voice tokens name, whatever Host a request carried. */
  publicHost?: string | undefined;
  /** Caps on signalling sockets, softphones and invites (default DEFAULT_SIGNALLING_LIMITS; tests shorten them). */
  signallingLimits?: SignallingLimits | undefined;
}

/** The gateway field of a voice token: the configured public host, else this server as the browser reached it. */
function gatewayOf(request: FastifyRequest, publicHost: string | undefined): string {
  return `${publicHost ?? request.headers.host ?? 'localhost'}/api/voice`;
}

/**
 * Telephony: the calls API, the voice token, the voice gateway's signalling socket and, in the demo,
 * the dev voice routes and alarm units that call the operator who accepts their alarm.
 */
export function registerCallRoutes(app: FastifyInstance, deps: RouteDeps, options: TelephonyOptions): void {
  const { ctx } = deps;
  const calls = new CallService(ctx);
  const gateway = new VoiceGateway(
    {
      resolveToken: (token) => resolveVoiceToken(ctx, token),
      placeCall: (caller, params) => calls.placeCall(caller, params),
      answered: (callSid) => calls.answered(callSid),
      digits: (callSid, digits) => calls.digits(callSid, digits),
      ended: (callSid, how) => calls.ended(callSid, how),
    },
    ctx.log,
    options.mediaHostAddresses,
    options.signallingLimits,
  );
  calls.connect(gateway);
  ctx.sessionEnds.add((familyIds) => gateway.closeFamilies(familyIds));
  app.addHook('onClose', async () => {
    calls.close();
    gateway.close();
  });

  // The token travels in the first message (`listen`), never in the URL, so nothing secret reaches a log.
  // Sockets without a token are capped per client address (an IPv6 /64) and in all; they close unless they listen.
  app.get(
    VOICE_SIGNAL_PATH,
    {
      websocket: true,
      preValidation: async (request) => {
        if (!gateway.admits(addressGroup(request.ip))) throw new ServiceError('RATE_LIMITED', 'Too many signalling sockets without a voice token: listen first');
      },
    },
    (socket, request) => gateway.attach(socket, addressGroup(request.ip)),
  );
  defineRoute(app, deps, endpoints.voiceToken, ({ principal, request }) => issueVoiceToken(ctx, principal, gatewayOf(request, options.publicHost)));
  defineRoute(app, deps, endpoints.activeCalls, ({ principal }) => calls.list(principal));
  defineRoute(app, deps, endpoints.callsHold, ({ principal, body }) => calls.hold(principal, body.CallSid));
  defineRoute(app, deps, endpoints.callTake, ({ principal, params }) => calls.take(principal, params.callsid));
  defineRoute(app, deps, endpoints.callsFailedEstablish, ({ principal, body }) => calls.failedEstablish(principal, body.To, body.GlobalAlarmId));
  defineRoute(app, deps, endpoints.joinConference, ({ principal, params }) => calls.joinConference(principal, params.callsid, params.conference));
  defineRoute(app, deps, endpoints.leaveConference, ({ principal, params }) => calls.leaveConference(principal, params.callsid, params.conference));
  defineRoute(app, deps, endpoints.callDetails, ({ principal, params }) => calls.details(principal, params.callsid));
  defineRoute(app, deps, endpoints.callerId, ({ principal, params }) => calls.callerId(principal, params.callsid));
  defineRoute(app, deps, endpoints.takeCall, ({ principal, params }) => calls.takeAlarmCall(principal, params.alarm_id));

  if (!options.demo) return;
  const loopbackOnly = loopbackOnlyHook(app);
  app.route({
    method: 'POST',
    url: endpoints.devVoiceRing.path,
    onRequest: loopbackOnly,
    handler: endpointHandler(deps, endpoints.devVoiceRing, async ({ body }) => {
      const callSid = await calls.ringOperator({ username: body.Username, from: body.From, alarmId: body.AlarmId ?? null });
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
    const call = () => calls.unitCalls(principal.username, alarm.data.alarm_id).catch((err: unknown) => ctx.log.warn({ err }, 'demo unit call failed'));
    setTimeout(() => void call(), DEMO_UNIT_CALLS_AFTER_MS).unref();
  });
}
