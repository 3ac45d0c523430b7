import type { FastifyInstance } from 'fastify';
import { WS_PATH, WsQuerySchema } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { resolvePrincipal } from '../services/auth-service.ts';
import { redeemSocketTicket } from '../services/socket-tickets.ts';
import { revokeToken } from '../services/tokens.ts';
import { ServiceError } from '../services/errors.ts';
import type { Principal } from '../services/principal.ts';
import { socketOriginAllowed } from './socket-origin.ts';

declare module 'fastify' {
  interface FastifyRequest {
    wsPrincipal?: Principal;
  }
}

/**
 * GET /api/WsPander?ticket=|token=&devicetoken= — the push socket. Before the upgrade: a foreign browser Origin
 * answers 403, a missing, used or expired ticket or token 401.
 */
export function registerWsRoute(app: FastifyInstance, ctx: ServerContext, allowedOrigins: readonly string[]): void {
  app.get(WS_PATH, {
    websocket: true,
    preValidation: async (request) => {
      if (!socketOriginAllowed(request.headers.origin, request.headers.host, allowedOrigins)) {
        throw new ServiceError('FORBIDDEN', 'The push socket does not accept this origin');
      }
      const query = WsQuerySchema.safeParse(request.query);
      if (!query.success) throw new ServiceError('UNAUTHORIZED', 'ticket or token is required');
      const { ticket, token } = query.data;
      const principal = ticket !== undefined ? await redeemSocketTicket(ctx, ticket) : await resolvePrincipal(ctx, token ?? '');
      if (!principal) throw new ServiceError('UNAUTHORIZED', 'Not logged in or the session has expired');
      if (principal.mustReset) throw new ServiceError('FORBIDDEN', 'The password must be changed first');
      request.wsPrincipal = principal;
    },
  }, (socket, request) => {
    const principal = request.wsPrincipal!;
    const { devicetoken } = request.query as { devicetoken?: string };
    ctx.hub.attach(socket, { respondentId: principal.respondentId, tokenHash: principal.tokenHash, deviceToken: devicetoken || undefined, alarmId: principal.simpleLogin ? principal.alarmId : null }, request.raw.socket);
  });
}

/** A `logout` message on the socket ends the session of the token that opened it. */
export async function logoutOverSocket(ctx: ServerContext, info: { tokenHash: string; respondentId: number; deviceToken: string | undefined }): Promise<void> {
  await revokeToken(ctx, info.tokenHash);
  if (info.deviceToken) await ctx.db.updateTable('devices').set({ Active: 0 }).where('DeviceToken', '=', info.deviceToken).where('RespondentId', '=', info.respondentId).execute();
}
