import type { ServerContext } from '../context.ts';
import { randomToken, sha256 } from '../services/crypto.ts';
import type { Trx } from '../storage/database.ts';
import type { StreamHolder } from './stream-budget.ts';

/** What a valid media ticket lets its holder watch, and until when. */
export interface MediaGrant {
  cameraId: number;
  alarmId: number;
  accessTokenHash: string;
  expiresAt: string;
}

/** A grant as a stream request shows it: with who holds the ticket, for the stream budget. */
export type HeldGrant = MediaGrant & StreamHolder;

/** Stores a new ticket (hashed) for the camera, the alarm and the viewer's session; drops the expired ones. */
export async function issueMediaTicket(trx: Trx, grant: MediaGrant, now: string): Promise<string> {
  await trx.deleteFrom('media_tickets').where('ExpiresAt', '<=', now).execute();
  const ticket = randomToken();
  await trx
    .insertInto('media_tickets')
    .values({ TicketHash: sha256(ticket), CameraId: grant.cameraId, AlarmId: grant.alarmId, AccessTokenHash: grant.accessTokenHash, ExpiresAt: grant.expiresAt })
    .execute();
  return ticket;
}

/** True when the session already holds a ticket for this camera and alarm that has not expired (it viewed it already). */
export async function holdsTicket(trx: Trx, grant: Omit<MediaGrant, 'expiresAt'>, now: string): Promise<boolean> {
  const row = await trx
    .selectFrom('media_tickets')
    .select('TicketHash')
    .where('AccessTokenHash', '=', grant.accessTokenHash)
    .where('CameraId', '=', grant.cameraId)
    .where('AlarmId', '=', grant.alarmId)
    .where('ExpiresAt', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** The grant behind a ticket for this camera, while it holds (see grantHolds), with its operator; null otherwise. */
export async function grantOf(ctx: ServerContext, ticket: string, cameraId: number): Promise<HeldGrant | null> {
  if (!ticket) return null;
  const ticketHash = sha256(ticket);
  const row = await ctx.db
    .selectFrom('media_tickets as m')
    .innerJoin('tokens as t', 't.TokenHash', 'm.AccessTokenHash')
    .select(['m.CameraId', 'm.AlarmId', 'm.AccessTokenHash', 'm.ExpiresAt', 't.RespondentId'])
    .where('m.TicketHash', '=', ticketHash)
    .executeTakeFirst();
  if (!row || row.CameraId !== cameraId) return null;
  const grant = { cameraId: row.CameraId, alarmId: row.AlarmId, accessTokenHash: row.AccessTokenHash, expiresAt: row.ExpiresAt, respondentId: row.RespondentId, ticketHash };
  return (await grantHolds(ctx, grant)) ? grant : null;
}

/**
 * A grant holds while it has not expired, its alarm is active and the login that asked for it goes on (not logged
 * out, within its absolute lifetime, operator not revoked). The access token's own hour does not count: the ticket's
 * short expiry does, so a stream survives the console's token refresh.
 */
export async function grantHolds(ctx: ServerContext, grant: MediaGrant): Promise<boolean> {
  const now = ctx.clock.now().toISOString();
  if (grant.expiresAt <= now) return false;
  const alarm = await ctx.db.selectFrom('alarms').select('Active').where('AlarmId', '=', grant.alarmId).executeTakeFirst();
  if (alarm?.Active !== 1) return false;
  const session = await ctx.db
    .selectFrom('tokens')
    .innerJoin('session_families as f', 'f.FamilyId', 'tokens.FamilyId')
    .innerJoin('respondents as r', 'r.RespondentId', 'tokens.RespondentId')
    .select(['tokens.Revoked as tokenRevoked', 'f.RevokedAt', 'f.AbsoluteExpiresAt', 'r.Revoked as respondentRevoked'])
    .where('tokens.TokenHash', '=', grant.accessTokenHash)
    .executeTakeFirst();
  return !!session && !session.tokenRevoked && session.RevokedAt === null && session.AbsoluteExpiresAt > now && !session.respondentRevoked;
}
