import type { ServerContext } from '../context.ts';
import type { Selectable } from 'kysely';
import type { TokenTable } from '../storage/schema.ts';
import { isoIn } from '../services/clock.ts';
import { randomToken, sha256 } from '../services/crypto.ts';
import { writeTransaction } from '../storage/transactions.ts';
import { CLOSE_SESSION_ENDED } from '../push/hub.ts';
import { publishSessionsEnded, publishTokenClosed } from '../push/notify.ts';
import { PASSWORD_CHANGED_CLOSE_REASON } from '../../src/contract/index.ts';

/** A login unused for 30 minutes has ended (ARC_SESSION_IDLE_S). */
export const DEFAULT_SESSION_IDLE_SECONDS = 30 * 60;

export type TokenKind = 'access' | 'pending2fa' | 'renewal' | 'reset';

export interface IssueOptions {
  ttlSeconds: number;
  /** The login the token belongs to; every kind but pending2fa has one. */
  familyId: string | null;
  readOnly?: boolean;
  simpleLogin?: boolean;
  alarmId?: number | null;
  /** One-time link sessions: the monitored user they are confined to. */
  userId?: number | null;
}

/** Starts a login: its tokens end with it, at `expiresAt` at the latest. */
export async function createFamily(ctx: ServerContext, respondentId: number, expiresAt: string, linkHash: string | null = null): Promise<string> {
  const familyId = randomToken(16);
  const now = ctx.clock.now().toISOString();
  await ctx.db
    .insertInto('session_families')
    .values({ FamilyId: familyId, RespondentId: respondentId, CreatedAt: now, AbsoluteExpiresAt: expiresAt, RevokedAt: null, LinkHash: linkHash, LastActiveAt: now })
    .execute();
  return familyId;
}

/** Creates an opaque token; only its hash is stored. It never outlives its family. */
export async function issueToken(ctx: ServerContext, kind: TokenKind, respondentId: number, options: IssueOptions): Promise<{ token: string; expiresIn: number }> {
  const token = randomToken();
  let expiresAt = isoIn(ctx.clock, options.ttlSeconds * 1000);
  if (options.familyId !== null) {
    const family = await ctx.db.selectFrom('session_families').select('AbsoluteExpiresAt').where('FamilyId', '=', options.familyId).executeTakeFirstOrThrow();
    if (family.AbsoluteExpiresAt < expiresAt) expiresAt = family.AbsoluteExpiresAt;
  }
  await ctx.db
    .insertInto('tokens')
    .values({
      TokenHash: sha256(token),
      Kind: kind,
      RespondentId: respondentId,
      ExpiresAt: expiresAt,
      ReadOnly: options.readOnly ? 1 : 0,
      SimpleLogin: options.simpleLogin ? 1 : 0,
      AlarmId: options.alarmId ?? null,
      UserId: options.userId ?? null,
      CreatedAt: ctx.clock.now().toISOString(),
      Revoked: 0,
      FamilyId: options.familyId,
    })
    .execute();
  if (kind === 'renewal' && options.familyId !== null) await dropSurplusRenewals(ctx, options.familyId, sha256(token));
  const expiresIn = Math.max(0, Math.round((Date.parse(expiresAt) - ctx.clock.now().getTime()) / 1000));
  return { token, expiresIn };
}

/** Unused renewal tokens a login may hold at once; minting more drops the oldest (security #M2, H4). */
export const MAX_LIVE_RENEWALS = 5;

/**
 * Deletes a login's unused renewal tokens beyond the newest MAX_LIVE_RENEWALS, never the one just issued (tokens
 * issued within one clock tick tie on CreatedAt). Deleted, not revoked: a revoked renewal token counts as used, and
 * showing it again would look like theft; a deleted one is simply unknown (401).
 */
async function dropSurplusRenewals(ctx: ServerContext, familyId: string, keptHash: string): Promise<void> {
  const surplus = await ctx.db
    .selectFrom('tokens')
    .select('TokenHash')
    .where('FamilyId', '=', familyId)
    .where('Kind', '=', 'renewal')
    .where('Revoked', '=', 0)
    .where('TokenHash', '!=', keptHash)
    .orderBy('CreatedAt', 'desc')
    .offset(MAX_LIVE_RENEWALS - 1)
    .limit(1000)
    .execute();
  if (surplus.length) await ctx.db.deleteFrom('tokens').where('TokenHash', 'in', surplus.map((row) => row.TokenHash)).execute();
}

/** The stored row of a token, whatever its state (refresh needs to see a reused, revoked renewal token). */
export async function tokenRow(ctx: ServerContext, token: string): Promise<Selectable<TokenTable> | undefined> {
  return token ? tokenRowByHash(ctx, sha256(token)) : undefined;
}

function tokenRowByHash(ctx: ServerContext, tokenHash: string): Promise<Selectable<TokenTable> | undefined> {
  return ctx.db.selectFrom('tokens').selectAll().where('TokenHash', '=', tokenHash).executeTakeFirst();
}

/** Whether a token row is live: unrevoked, unexpired, and (but pending two-factor tokens) in a live family. */
async function live(ctx: ServerContext, row: Selectable<TokenTable>): Promise<boolean> {
  const now = ctx.clock.now().toISOString();
  if (row.Revoked || row.ExpiresAt <= now) return false;
  if (row.Kind === 'pending2fa') return true;
  return row.FamilyId !== null && familyLive(ctx, row.FamilyId);
}

/** How often a live family's last use is written at most: a busy console costs one write a minute, not one a request. */
const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

/**
 * Whether a login is live: not revoked, before its absolute expiry, and used within the idle limit (security NM5).
 * Every check is a use: an authenticated request, a renewal, a socket ticket, and the push hub's periodic check of
 * each open socket, so a console left open all shift keeps its login while one abandoned (a logout lost offline)
 * ends after ARC_SESSION_IDLE_S.
 */
async function familyLive(ctx: ServerContext, familyId: string): Promise<boolean> {
  const now = ctx.clock.now();
  const family = await ctx.db.selectFrom('session_families').select(['RevokedAt', 'AbsoluteExpiresAt', 'LastActiveAt']).where('FamilyId', '=', familyId).executeTakeFirst();
  if (!family || family.RevokedAt !== null || family.AbsoluteExpiresAt <= now.toISOString()) return false;
  const idleMs = now.getTime() - Date.parse(family.LastActiveAt);
  if (idleMs >= ctx.options.sessionIdleSeconds * 1000) return false;
  if (idleMs >= ACTIVITY_WRITE_INTERVAL_MS) {
    await ctx.db.updateTable('session_families').set({ LastActiveAt: now.toISOString() }).where('FamilyId', '=', familyId).execute();
  }
  return true;
}

/**
 * Uses up a renewal token: revoked, and its expiry brought to the end of the reuse leeway (what `reusedInLeeway`
 * reads). True when this call did it (a second, concurrent use finds it already used).
 */
export async function rotateRenewal(ctx: ServerContext, row: Selectable<TokenTable>, leewayMs: number): Promise<boolean> {
  const leewayEnd = isoIn(ctx.clock, leewayMs);
  const result = await ctx.db
    .updateTable('tokens')
    .set({ Revoked: 1, ExpiresAt: row.ExpiresAt < leewayEnd ? row.ExpiresAt : leewayEnd })
    .where('TokenHash', '=', row.TokenHash)
    .where('Revoked', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A used renewal token shown again is forgiven only when the client cannot have had its successor: used within
 * the leeway, in a live login, and no renewal token of that login issued since has been used. That is an answer
 * lost on its way (the network dropped it, or the browser closed the engine before it stored the new token);
 * anything else is a copy.
 */
export async function reusedInLeeway(ctx: ServerContext, row: Selectable<TokenTable>): Promise<boolean> {
  const now = ctx.clock.now().toISOString();
  if (row.Kind !== 'renewal' || !row.Revoked || row.ExpiresAt <= now || row.FamilyId === null) return false;
  if (!(await familyLive(ctx, row.FamilyId))) return false;
  const usedSince = await ctx.db
    .selectFrom('tokens')
    .select('TokenHash')
    .where('FamilyId', '=', row.FamilyId)
    .where('Kind', '=', 'renewal')
    .where('CreatedAt', '>=', row.CreatedAt)
    .where('TokenHash', '!=', row.TokenHash)
    .where('Revoked', '=', 1)
    .executeTakeFirst();
  return usedSince === undefined;
}

/** The stored row of a live token of one of `kinds`. */
export async function findToken(ctx: ServerContext, token: string, kinds: TokenKind[]): Promise<Selectable<TokenTable> | undefined> {
  return token ? findTokenByHash(ctx, sha256(token), kinds) : undefined;
}

/** findToken for a token known only by its hash (what sockets and tickets keep). */
export async function findTokenByHash(ctx: ServerContext, tokenHash: string, kinds: TokenKind[]): Promise<Selectable<TokenTable> | undefined> {
  const row = await tokenRowByHash(ctx, tokenHash);
  if (!row || !kinds.includes(row.Kind as TokenKind)) return undefined;
  return (await live(ctx, row)) ? row : undefined;
}

/** Revokes one token; true when this call did it (a second, concurrent use finds it already revoked). */
export async function revokeToken(ctx: ServerContext, tokenHash: string): Promise<boolean> {
  const result = await ctx.db.updateTable('tokens').set({ Revoked: 1 }).where('TokenHash', '=', tokenHash).where('Revoked', '=', 0).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Ends logins as a whole: every token of the families is revoked and their push and voice sockets are closed with
 * `reason`, which the console shows when it names why the login ended.
 */
async function revokeFamiliesWhere(ctx: ServerContext, column: 'FamilyId' | 'RespondentId', value: string | number, reason: string): Promise<void> {
  const now = ctx.clock.now().toISOString();
  const families = await ctx.db.selectFrom('session_families').select('FamilyId').where(column, '=', value).where('RevokedAt', 'is', null).execute();
  const ids = families.map((f) => f.FamilyId);
  if (!ids.length) return;
  const hashes = await ctx.db.selectFrom('tokens').select('TokenHash').where('FamilyId', 'in', ids).where('Kind', '=', 'access').execute();
  await writeTransaction(ctx.db, async (trx) => {
    await trx.updateTable('session_families').set({ RevokedAt: now }).where('FamilyId', 'in', ids).execute();
    await trx.updateTable('tokens').set({ Revoked: 1 }).where('FamilyId', 'in', ids).execute();
  });
  for (const { TokenHash } of hashes) await publishTokenClosed(ctx, TokenHash, CLOSE_SESSION_ENDED, reason);
  await publishSessionsEnded(ctx, ids);
}

export const revokeFamily = (ctx: ServerContext, familyId: string) => revokeFamiliesWhere(ctx, 'FamilyId', familyId, 'logged out');
/** Password change or forced reset: every login of the operator ends, and its consoles say why. */
export const revokeAllFamilies = (ctx: ServerContext, respondentId: number) =>
  revokeFamiliesWhere(ctx, 'RespondentId', respondentId, PASSWORD_CHANGED_CLOSE_REASON);

/** Whether the access token behind an open socket still holds: live, its family live, its operator not revoked. */
export async function tokenHashLive(ctx: ServerContext, tokenHash: string): Promise<boolean> {
  const row = await ctx.db.selectFrom('tokens').selectAll().where('TokenHash', '=', tokenHash).executeTakeFirst();
  if (!row || !(await live(ctx, row))) return false;
  const respondent = await ctx.db.selectFrom('respondents').select('Revoked').where('RespondentId', '=', row.RespondentId).executeTakeFirst();
  return !!respondent && !respondent.Revoked;
}

/**
 * For a pruning job: deletes tokens past their expiry or in an ended family, ended families (revoked or past their
 * absolute expiry) and expired two-factor challenges. Returns how many rows went.
 */
export async function pruneSessions(ctx: ServerContext): Promise<number> {
  const now = ctx.clock.now().toISOString();
  return writeTransaction(ctx.db, async (trx) => {
    const ended = trx.selectFrom('session_families').select('FamilyId').where((eb) => eb.or([eb('RevokedAt', 'is not', null), eb('AbsoluteExpiresAt', '<=', now)]));
    const tokens = await trx.deleteFrom('tokens').where((eb) => eb.or([eb('ExpiresAt', '<=', now), eb('FamilyId', 'in', ended)])).executeTakeFirst();
    const families = await trx.deleteFrom('session_families').where((eb) => eb.or([eb('RevokedAt', 'is not', null), eb('AbsoluteExpiresAt', '<=', now)])).executeTakeFirst();
    const challenges = await trx.deleteFrom('two_factor_challenges').where('ExpiresAt', '<=', now).executeTakeFirst();
    return Number(tokens.numDeletedRows) + Number(families.numDeletedRows) + Number(challenges.numDeletedRows);
  });
}
