import type { VoiceToken } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { isoIn } from '../services/clock.ts';
import { randomToken, sha256 } from '../services/crypto.ts';
import { ServiceError } from '../services/errors.ts';
import type { Principal } from '../services/principal.ts';

/** Who a live voice token speaks for. */
export interface VoiceIdentity {
  respondentId: number;
  /** The operator's user name: the identity the softphone registers as. */
  identity: string;
  /** Seconds the token still lives. */
  ttl: number;
  /** The login the token was issued to: its softphone sockets close when it ends. */
  familyId: string;
}

/**
 * GET /api/voice/token (CALL-03): only for a full, writing session of an operator whose account has cloud telephony
 * (a voice identity, `TwilioUserName`); otherwise 403 TWILIO_ERROR_ON_INIT. The token is opaque and stored hashed,
 * lives as long as an access token and never outlives the login it was issued to.
 */
export async function issueVoiceToken(ctx: ServerContext, principal: Principal, gateway: string): Promise<VoiceToken> {
  const account = await ctx.db.selectFrom('respondents').select('TwilioUserName').where('RespondentId', '=', principal.respondentId).executeTakeFirst();
  if (principal.readOnly || principal.simpleLogin || !account?.TwilioUserName) {
    throw new ServiceError('TWILIO_ERROR_ON_INIT', 'Cloud telephony is not enabled for this account');
  }
  const family = await ctx.db.selectFrom('session_families').select('AbsoluteExpiresAt').where('FamilyId', '=', principal.familyId).executeTakeFirstOrThrow();
  const wanted = isoIn(ctx.clock, ctx.options.tokenTtlSeconds * 1000);
  const expiresAt = family.AbsoluteExpiresAt < wanted ? family.AbsoluteExpiresAt : wanted;
  const token = randomToken();
  await ctx.db.insertInto('voice_tokens').values({ TokenHash: sha256(token), RespondentId: principal.respondentId, FamilyId: principal.familyId, ExpiresAt: expiresAt }).execute();
  await dropSurplusVoiceTokens(ctx, principal.familyId, sha256(token));
  const expiresIn = Math.max(1, Math.round((Date.parse(expiresAt) - ctx.clock.now().getTime()) / 1000));
  return { token, identity: principal.username, expiresIn, gateway };
}

/** Voice tokens a login may hold at once; a new one drops the oldest (security #M2). */
export const MAX_VOICE_TOKENS = 3;

/** Keeps the one just issued and the newest others; tokens issued within one clock tick tie on their expiry. */
async function dropSurplusVoiceTokens(ctx: ServerContext, familyId: string, keptHash: string): Promise<void> {
  const surplus = await ctx.db
    .selectFrom('voice_tokens')
    .select('TokenHash')
    .where('FamilyId', '=', familyId)
    .where('TokenHash', '!=', keptHash)
    .orderBy('ExpiresAt', 'desc')
    .offset(MAX_VOICE_TOKENS - 1)
    .limit(1000)
    .execute();
  if (surplus.length) await ctx.db.deleteFrom('voice_tokens').where('TokenHash', 'in', surplus.map((row) => row.TokenHash)).execute();
}

/**
 * The operator behind a voice token: unexpired, its login live, its account not revoked; 'expired' for a token past
 * its time (the SDK then asks for a new one, 31205); else undefined.
 */
export async function resolveVoiceToken(ctx: ServerContext, token: string): Promise<VoiceIdentity | 'expired' | undefined> {
  if (!token) return undefined;
  const now = ctx.clock.now().toISOString();
  const row = await ctx.db
    .selectFrom('voice_tokens as v')
    .innerJoin('session_families as f', 'f.FamilyId', 'v.FamilyId')
    .innerJoin('respondents as r', 'r.RespondentId', 'v.RespondentId')
    .select(['v.RespondentId', 'v.FamilyId', 'v.ExpiresAt', 'r.Username'])
    .where('v.TokenHash', '=', sha256(token))
    .where('f.RevokedAt', 'is', null)
    .where('f.AbsoluteExpiresAt', '>', now)
    .where('r.Revoked', '=', 0)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.ExpiresAt <= now) return 'expired';
  return { respondentId: row.RespondentId, identity: row.Username, familyId: row.FamilyId, ttl: Math.round((Date.parse(row.ExpiresAt) - Date.parse(now)) / 1000) };
}

/** For the prune job: voice tokens past their expiry. */
export async function pruneVoiceTokens(ctx: ServerContext): Promise<number> {
  const result = await ctx.db.deleteFrom('voice_tokens').where('ExpiresAt', '<=', ctx.clock.now().toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
