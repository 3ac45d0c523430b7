import type { ServerContext } from '../context.ts';
import type { TokenTable } from '../storage/schema.ts';
import { isoIn } from './clock.ts';
import { randomToken, sha256 } from './crypto.ts';

export type TokenKind = 'access' | 'pending2fa' | 'renewal' | 'reset';

export interface IssueOptions {
  ttlSeconds: number;
  readOnly?: boolean;
  simpleLogin?: boolean;
  alarmId?: number | null;
}

/** Creates an opaque token; only its hash is stored. */
export async function issueToken(ctx: ServerContext, kind: TokenKind, respondentId: number, options: IssueOptions): Promise<string> {
  const token = randomToken();
  await ctx.db
    .insertInto('tokens')
    .values({
      TokenHash: sha256(token),
      Kind: kind,
      RespondentId: respondentId,
      ExpiresAt: isoIn(ctx.clock, options.ttlSeconds * 1000),
      ReadOnly: options.readOnly ? 1 : 0,
      SimpleLogin: options.simpleLogin ? 1 : 0,
      AlarmId: options.alarmId ?? null,
      CreatedAt: ctx.clock.now().toISOString(),
      Revoked: 0,
    })
    .execute();
  return token;
}

/** The stored row of a live (unexpired, unrevoked) token of one of `kinds`. */
export async function findToken(ctx: ServerContext, token: string, kinds: TokenKind[]): Promise<TokenTable | undefined> {
  return token ? findTokenByHash(ctx, sha256(token), kinds) : undefined;
}

/** findToken for a token known only by its hash (what sockets and tickets keep). */
export async function findTokenByHash(ctx: ServerContext, tokenHash: string, kinds: TokenKind[]): Promise<TokenTable | undefined> {
  const row = await ctx.db.selectFrom('tokens').selectAll().where('TokenHash', '=', tokenHash).executeTakeFirst();
  if (!row || row.Revoked || !kinds.includes(row.Kind as TokenKind)) return undefined;
  if (row.ExpiresAt <= ctx.clock.now().toISOString()) return undefined;
  return row;
}

export async function revokeToken(ctx: ServerContext, tokenHash: string): Promise<void> {
  await ctx.db.updateTable('tokens').set({ Revoked: 1 }).where('TokenHash', '=', tokenHash).execute();
}

/** Whether the access token behind an open socket still holds: live, and its operator not revoked. */
export async function tokenHashLive(ctx: ServerContext, tokenHash: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('tokens')
    .innerJoin('respondents as r', 'r.RespondentId', 'tokens.RespondentId')
    .select(['tokens.ExpiresAt', 'tokens.Revoked', 'r.Revoked as RespondentRevoked'])
    .where('tokens.TokenHash', '=', tokenHash)
    .executeTakeFirst();
  return !!row && !row.Revoked && !row.RespondentRevoked && row.ExpiresAt > ctx.clock.now().toISOString();
}
