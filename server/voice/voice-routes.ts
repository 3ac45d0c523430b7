import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '../../src/contract/index.ts';
import { addressGroup } from '../ops/address-group.ts';
import { defineRoute, type RouteDeps } from '../routes/define-route.ts';
import { ServiceError } from '../services/errors.ts';
import type { VoiceGateway } from './gateway.ts';
import { issueVoiceToken } from './voice-tokens.ts';

/** The voice SDK's signalling socket: `chunderw` is `<host>/api/voice`, the SDK appends `/signal`. */
const VOICE_SIGNAL_PATH = '/api/voice/signal';

/** The gateway field of a voice token: the configured public host, else this server as the browser reached it. */
function gatewayOf(request: FastifyRequest, publicHost: string | undefined): string {
  return `${publicHost ?? request.headers.host ?? 'localhost'}/api/voice`;
}

/** The softphone's way in: its voice token (CALL-03) and the gateway's signalling socket. */
export function registerVoiceRoutes(app: FastifyInstance, deps: RouteDeps, gateway: VoiceGateway, publicHost: string | undefined): void {
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
  defineRoute(app, deps, endpoints.voiceToken, ({ principal, request }) => issueVoiceToken(deps.ctx, principal, gatewayOf(request, publicHost)));
}
