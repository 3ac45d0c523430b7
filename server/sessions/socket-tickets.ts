import type { SocketTicket } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { resolvePrincipalByHash } from './auth-service.ts';
import { isoIn } from '../services/clock.ts';
import { randomToken, sha256 } from '../services/crypto.ts';
import type { Principal } from '../services/principal.ts';

/** Long enough to fetch the ticket and open the socket, short enough that a logged URL is worthless. */
export const SOCKET_TICKET_TTL_SECONDS = 30;

/** POST /api/me/socketticket: a one-use ticket for the push socket, bound to the caller's access token. */
export async function issueSocketTicket(ctx: ServerContext, principal: Principal): Promise<SocketTicket> {
  const ticket = randomToken();
  // Unused tickets are dropped here, so the table holds at most the last 30 s of them.
  await ctx.db.deleteFrom('socket_tickets').where('ExpiresAt', '<=', ctx.clock.now().toISOString()).execute();
  await ctx.db
    .insertInto('socket_tickets')
    .values({ TicketHash: sha256(ticket), AccessTokenHash: principal.tokenHash, ExpiresAt: isoIn(ctx.clock, SOCKET_TICKET_TTL_SECONDS * 1000) })
    .execute();
  return { ticket, expires_in: SOCKET_TICKET_TTL_SECONDS };
}

/**
 * Uses a ticket up (deleted whether or not it is still valid) and answers the session it opens the socket for:
 * null when unknown, used, expired, or its access token is no longer live.
 */
export async function redeemSocketTicket(ctx: ServerContext, ticket: string): Promise<Principal | null> {
  const row = await ctx.db.deleteFrom('socket_tickets').where('TicketHash', '=', sha256(ticket)).returning(['AccessTokenHash', 'ExpiresAt']).executeTakeFirst();
  if (!row || row.ExpiresAt <= ctx.clock.now().toISOString()) return null;
  return resolvePrincipalByHash(ctx, row.AccessTokenHash);
}
