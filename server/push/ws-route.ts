import type { FastifyInstance } from 'fastify';
import { WS_PATH, WsQuerySchema } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { resolvePrincipal } from '../sessions/auth-service.ts';
import { redeemSocketTicket } from '../sessions/socket-tickets.ts';
import { revokeToken } from '../sessions/tokens.ts';
import { ServiceError } from '../services/errors.ts';
import { fieldErrors } from '../routes/define-route.ts';
import type { Principal } from '../services/principal.ts';
import { socketOriginAllowed } from './socket-origin.ts';

declare module 'fastify' {
  interface FastifyRequest {
    wsPrincipal?: Principal;
    wsDeviceToken?: string | undefined;
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
      // First, before a ticket is spent: a load balancer sends the same upgrade to another instance.
      if (ctx.lifecycle.draining) throw new ServiceError('DRAINING', 'This server instance is shutting down; connect again');
      if (!socketOriginAllowed(request.headers.origin, request.headers.host, allowedOrigins)) {
        throw new ServiceError('FORBIDDEN', 'The push socket does not accept this origin');
      }
      const query = WsQuerySchema.safeParse(request.query);
      if (!query.success) {
        if (query.error.issues.some((issue) => issue.path[0] === 'devicetoken')) throw fieldErrors(query.error, 'query');
        throw new ServiceError('UNAUTHORIZED', 'ticket or token is required');
      }
      const { ticket, token } = query.data;
      const principal = ticket !== undefined ? await redeemSocketTicket(ctx, ticket) : await resolvePrincipal(ctx, token ?? '');
      if (!principal) throw new ServiceError('UNAUTHORIZED', 'Not logged in or the session has expired');
      if (principal.mustReset) throw new ServiceError('FORBIDDEN', 'The password must be changed first');
      request.wsPrincipal = principal;
      request.wsDeviceToken = await registeredDevice(ctx, principal, query.data.devicetoken);
    },
  }, (socket, request) => {
    const principal = request.wsPrincipal!;
    const info = { respondentId: principal.respondentId, tokenHash: principal.tokenHash, deviceToken: request.wsDeviceToken, alarmId: principal.simpleLogin ? principal.alarmId : null, linkUserId: principal.simpleLogin ? principal.linkUserId : null, familyId: principal.familyId };
    ctx.hub.attach(socket, info, request.raw.socket);
  });
}

/**
 * The device token when it is registered (`POST /api/me/register`) and active for this respondent. Any other string
 * still gets a socket, without a device queue: nothing is kept for it after the socket closes, it closes no other
 * socket and is not resumed (the engine catches up on every open anyway).
 */
async function registeredDevice(ctx: ServerContext, principal: Principal, deviceToken: string | undefined): Promise<string | undefined> {
  // A one-time link registers no device (session-service.ts): the operator's device tokens are not its to resume.
  if (!deviceToken || principal.simpleLogin) return undefined;
  const device = await ctx.db
    .selectFrom('devices')
    .select('DeviceToken')
    .where('DeviceToken', '=', deviceToken)
    .where('RespondentId', '=', principal.respondentId)
    .where('Active', '=', 1)
    .executeTakeFirst();
  return device?.DeviceToken;
}

/** A `logout` message on the socket ends the session of the token that opened it. */
export async function logoutOverSocket(ctx: ServerContext, info: { tokenHash: string; respondentId: number; deviceToken: string | undefined }): Promise<void> {
  await revokeToken(ctx, info.tokenHash);
  if (info.deviceToken) await ctx.db.updateTable('devices').set({ Active: 0 }).where('DeviceToken', '=', info.deviceToken).where('RespondentId', '=', info.respondentId).execute();
}
