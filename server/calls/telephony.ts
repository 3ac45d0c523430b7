import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../routes/define-route.ts';
import { registerDemoVoiceRoutes } from '../voice/demo-voice-routes.ts';
import { demoFarEnd } from '../voice/demo-calls.ts';
import { VoiceGateway } from '../voice/gateway.ts';
import type { SignallingLimits } from '../voice/signalling-limits.ts';
import { registerVoiceRoutes } from '../voice/voice-routes.ts';
import { resolveVoiceToken } from '../voice/voice-tokens.ts';
import { AutoHangUps } from './auto-hang-ups.ts';
import { CallEvents } from './call-events.ts';
import { registerCallRoutes } from './call-routes.ts';
import { CallService } from './call-service.ts';

export interface TelephonyOptions {
  /** The only host addresses the media peers offer (ARC_VOICE_MEDIA_ADDRESSES; default the IPv4 interfaces). */
  mediaHostAddresses?: readonly string[] | undefined;
  demo: boolean;
  /** host[:port] of ARC_PUBLIC_ORIGIN: the gateway voice tokens name, whatever Host a request carried. */
  publicHost?: string | undefined;
  /** Caps on signalling sockets, softphones and invites (default DEFAULT_SIGNALLING_LIMITS; tests shorten them). */
  signallingLimits?: SignallingLimits | undefined;
}

/**
 * Telephony, assembled: the reference voice gateway and the calls, each given the other as callbacks or at
 * construction; the parties beyond the gateway (the demo's: the reference provider has no telephone network); the
 * calls API, the voice token and signalling socket and, in the demo, the dev voice routes and the alarm units that call.
 */
export function registerTelephony(app: FastifyInstance, deps: RouteDeps, options: TelephonyOptions): void {
  const { ctx } = deps;
  const hangUps = new AutoHangUps();
  // The gateway reports to the call events, which ring and hang up through the gateway: the hooks run only once both exist.
  const gateway: VoiceGateway = new VoiceGateway(
    {
      resolveToken: (token) => resolveVoiceToken(ctx, token),
      placeCall: (caller, params) => events.placeCall(caller, params),
      answered: (callSid) => events.answered(callSid),
      digits: (callSid, digits) => events.digits(callSid, digits),
      ended: (callSid, how) => events.ended(callSid, how),
    },
    ctx.log,
    options.mediaHostAddresses,
    options.signallingLimits,
  );
  const callDeps = { ctx, gateway, farEnd: demoFarEnd, hangUps };
  const events: CallEvents = new CallEvents(callDeps);
  ctx.sessionEnds.add((familyIds) => gateway.closeFamilies(familyIds));
  app.addHook('onClose', async () => {
    hangUps.close();
    gateway.close();
  });

  registerVoiceRoutes(app, deps, gateway, options.publicHost);
  registerCallRoutes(app, deps, new CallService(callDeps));
  if (options.demo) registerDemoVoiceRoutes(app, deps, events, gateway);
}
