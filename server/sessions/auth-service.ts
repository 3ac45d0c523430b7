import { API_KEY_HEADER, type TokenResponse, type UrlLoginResponse } from '../../src/contract/index.ts';
import { audit, auditLogLine } from '../audit/audit-log.ts';
import type { ServerContext } from '../context.ts';
import type { RespondentTable, TokenTable } from '../storage/schema.ts';
import type { Selectable } from 'kysely';
import { isoIn } from '../services/clock.ts';
import { hashPassword, needsRehash, randomToken, sha256, unmatchableHash, verifyPassword } from '../services/crypto.ts';
import { ServiceError, invalid } from '../services/errors.ts';
import { recordLoginFailure } from './login-failures.ts';
import { passwordProblems } from '../users/password-policy.ts';
import { sessionPermissions, type Principal } from '../services/principal.ts';
import { createFamily, findToken, findTokenByHash, issueToken, revokeAllFamilies, revokeFamily, reusedInLeeway, rotateRenewal, tokenRow } from './tokens.ts';
import { startTwoFactor, verifyTwoFactor } from './two-factor.ts';

type Respondent = Selectable<RespondentTable>;

const badCredentials = () => new ServiceError('invalid_grant', 'The username or password is incorrect.');
const unauthorized = (why = 'Not logged in or the session has expired') => new ServiceError('UNAUTHORIZED', why);
const rateLimited = () => new ServiceError('RATE_LIMITED', 'Too many login attempts; try again later.');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A complete login: a new session family with its first access token (and a reset token when one is due). */
async function startSession(ctx: ServerContext, respondent: Respondent): Promise<TokenResponse> {
  const familyId = await createFamily(ctx, respondent.RespondentId, isoIn(ctx.clock, ctx.options.sessionMaxSeconds * 1000));
  const access = await issueToken(ctx, 'access', respondent.RespondentId, { ttlSeconds: ctx.options.tokenTtlSeconds, familyId });
  await audit(ctx, { respondentId: respondent.RespondentId, username: respondent.Username, familyId }, { event: 'login', details: { twoFactor: respondent.TwoFactor } });
  const response: TokenResponse = { access_token: access.token, token_type: 'bearer', expires_in: access.expiresIn, twoFactorAuthType: 'none' };
  if (respondent.ForceReset) {
    response.forcePasswordReset = true;
    response.PasswordResetToken = (await issueToken(ctx, 'reset', respondent.RespondentId, { ttlSeconds: ctx.options.tokenTtlSeconds, familyId })).token;
  }
  return response;
}

/**
 * POST api/token. Rate limited per client address (all attempts); failures lock out the failing address for the
 * user, and slow down the user's other addresses (LoginLimiter).
 */
export async function login(ctx: ServerContext, input: { username: string; password: string; address: string }): Promise<TokenResponse> {
  const username = input.username.trim().toLowerCase();
  const now = ctx.clock.now().getTime();
  if (!ctx.limiter.allowAddress(input.address, now) || ctx.limiter.locked(username, input.address, now)) throw rateLimited();
  const delay = ctx.limiter.delayMs(username, input.address, now);
  if (delay > 0) await sleep(delay);
  const respondent = await ctx.db.selectFrom('respondents').selectAll().where('Username', '=', username).executeTakeFirst();
  // An unknown name costs the same Argon2id run as a known one, so the answer time does not reveal which names exist.
  const passwordOk = await ctx.hashGate.run(() => verifyPassword(input.password, respondent?.PasswordHash ?? unmatchableHash(ctx.options.passwordHashCost)));
  if (!respondent || respondent.Revoked || !passwordOk) {
    recordLoginFailure(ctx, username, input.address);
    // An unknown name is a log line only: it may be a password typed in the wrong field, and anyone could add rows.
    const failed = { event: 'login.failed' as const, details: { address: input.address } };
    if (respondent) await audit(ctx, { respondentId: respondent.RespondentId, username: respondent.Username }, failed);
    else auditLogLine(ctx, null, failed);
    throw badCredentials();
  }
  if (needsRehash(respondent.PasswordHash, ctx.options.passwordHashCost)) {
    await ctx.db.updateTable('respondents').set({ PasswordHash: await hashPassword(input.password, ctx.options.passwordHashCost) }).where('RespondentId', '=', respondent.RespondentId).execute();
  }
  // With two-factor the login succeeds only with the code: until then the user's failures keep counting.
  if (respondent.TwoFactor === 'sms' || respondent.TwoFactor === 'google') return startTwoFactor(ctx, respondent);
  ctx.limiter.recordSuccess(username, input.address, now);
  return startSession(ctx, respondent);
}

/** POST /api/2fa with the bearer of the first (pending) token. */
export async function completeTwoFactor(ctx: ServerContext, pendingToken: string, authCode: string, address: string): Promise<TokenResponse> {
  const respondent = await verifyTwoFactor(ctx, pendingToken, authCode, address).catch(async (error: unknown) => {
    await auditTwoFactorFailure(ctx, pendingToken, address, error);
    throw error;
  });
  ctx.limiter.recordSuccess(respondent.Username, address, ctx.clock.now().getTime());
  return startSession(ctx, respondent);
}

/** A refused code of a pending login is an audit event of its operator (security #NM7). */
async function auditTwoFactorFailure(ctx: ServerContext, pendingToken: string, address: string, error: unknown): Promise<void> {
  const row = await tokenRow(ctx, pendingToken);
  const respondent = row?.Kind === 'pending2fa' ? await ctx.db.selectFrom('respondents').select('Username').where('RespondentId', '=', row.RespondentId).executeTakeFirst() : undefined;
  const code = error instanceof ServiceError ? error.code : 'INTERNAL_ERROR';
  const failed = { event: 'twofactor.failed' as const, details: { address, code } };
  // A token that is no pending login names nobody: a log line only, as for an unknown name.
  if (row && respondent) await audit(ctx, { respondentId: row.RespondentId, username: respondent.Username }, failed);
  else auditLogLine(ctx, null, failed);
}

/** How long a used renewal token may be shown again when its answer was lost (see reusedInLeeway). */
export const RENEWAL_REUSE_LEEWAY_MS = 60_000;

/**
 * POST /api/accesstoken/refreshtoken with a renewal token (an access token no longer renews itself). The renewal
 * token is used up: the answer carries its successor in `refresh_token`. A used renewal token shown again means
 * it was copied, and the whole session family ends, unless its answer was evidently lost (reusedInLeeway): an
 * operator whose browser closed mid-renewal must not be logged out.
 */
export async function refreshAccess(ctx: ServerContext, token: string): Promise<TokenResponse> {
  const row = await tokenRow(ctx, token);
  if (row?.Kind !== 'renewal' || !row.FamilyId) throw unauthorized('The token is not valid or has expired');
  let used = row.Revoked === 1;
  if (!used) {
    if (!(await findToken(ctx, token, ['renewal']))) throw unauthorized('The token is not valid or has expired');
    // Losing the race to a concurrent use of the same token is judged like a reuse.
    used = !(await rotateRenewal(ctx, row, RENEWAL_REUSE_LEEWAY_MS));
  }
  if (used) {
    if (!(await reusedInLeeway(ctx, (await tokenRow(ctx, token)) ?? row))) {
      ctx.log.warn({ respondentId: row.RespondentId }, 'renewal token reused: session family revoked');
      await revokeFamily(ctx, row.FamilyId);
      throw unauthorized('The token is not valid or has expired');
    }
    ctx.log.info({ respondentId: row.RespondentId }, 'renewal token shown again within the leeway: answered anew');
  }
  const respondent = await ctx.db.selectFrom('respondents').selectAll().where('RespondentId', '=', row.RespondentId).executeTakeFirst();
  if (!respondent || respondent.Revoked) throw unauthorized();
  const access = await issueToken(ctx, 'access', row.RespondentId, { ttlSeconds: ctx.options.tokenTtlSeconds, familyId: row.FamilyId });
  const renewal = await issueToken(ctx, 'renewal', row.RespondentId, { ttlSeconds: ctx.options.renewalTtlSeconds, familyId: row.FamilyId });
  return { access_token: access.token, token_type: 'bearer', expires_in: access.expiresIn, twoFactorAuthType: 'none', refresh_token: renewal.token };
}

/** GET /api/me/renewaltoken: a longer-lived token of the caller's session family that buys new access tokens. */
export async function renewalToken(ctx: ServerContext, principal: Principal): Promise<{ token: string; expires_in: number }> {
  if (principal.simpleLogin) throw new ServiceError('FORBIDDEN', 'One-time link sessions are not renewed');
  const renewal = await issueToken(ctx, 'renewal', principal.respondentId, { ttlSeconds: ctx.options.renewalTtlSeconds, familyId: principal.familyId });
  return { token: renewal.token, expires_in: renewal.expiresIn };
}

/** GET /api/settings/admintoken: an access and a renewal token in the caller's session family (they end with it). */
export async function adminToken(ctx: ServerContext, principal: Principal): Promise<{ access_token: string; token_type: string; expires_in: number; refresh_token: string }> {
  const renewal = await renewalToken(ctx, principal);
  const access = await issueToken(ctx, 'access', principal.respondentId, { ttlSeconds: ctx.options.tokenTtlSeconds, familyId: principal.familyId });
  return { access_token: access.token, token_type: 'bearer', expires_in: access.expiresIn, refresh_token: renewal.token };
}

/** POST /api/logout: the caller's whole login ends (access, renewal and admin tokens; its push sockets close). */
export async function logout(ctx: ServerContext, principal: Principal): Promise<void> {
  await revokeFamily(ctx, principal.familyId);
  await audit(ctx, principal, { event: 'logout' });
}

/** Resolves an access token into the caller, or null (unknown, expired, revoked, ended family, or a pending two-factor token). */
export async function resolvePrincipal(ctx: ServerContext, token: string): Promise<Principal | null> {
  const row = await findToken(ctx, token, ['access']);
  if (!row) return null;
  return principalOf(ctx, row);
}

/** The name of an ingest (API) key; 401 INVALID_API_KEY for a missing or unknown one. Keys are stored hashed. */
export async function apiKeyName(ctx: ServerContext, key: string | undefined): Promise<string> {
  const stored = key ? await ctx.db.selectFrom('api_keys').select('Name').where('KeyHash', '=', sha256(key)).executeTakeFirst() : undefined;
  if (!stored) throw new ServiceError('INVALID_API_KEY', `Missing or unknown ${API_KEY_HEADER}`);
  return stored.Name;
}

/** The caller of a live access token known by its hash (a socket ticket's session). */
export async function resolvePrincipalByHash(ctx: ServerContext, tokenHash: string): Promise<Principal | null> {
  const row = await findTokenByHash(ctx, tokenHash, ['access']);
  if (!row) return null;
  return principalOf(ctx, row);
}

async function principalOf(ctx: ServerContext, row: Selectable<TokenTable>): Promise<Principal | null> {
  const respondent = await ctx.db.selectFrom('respondents').selectAll().where('RespondentId', '=', row.RespondentId).executeTakeFirst();
  if (!respondent || respondent.Revoked || row.FamilyId === null) return null;
  return {
    respondentId: respondent.RespondentId,
    username: respondent.Username,
    name: respondent.Name,
    initials: respondent.Initials,
    permissions: sessionPermissions(respondent.Permissions.split(',').filter(Boolean), row.SimpleLogin === 1),
    readOnly: respondent.ReadOnly === 1 || row.ReadOnly === 1,
    simpleLogin: row.SimpleLogin === 1,
    alarmId: row.AlarmId,
    linkUserId: row.UserId,
    tokenHash: row.TokenHash,
    familyId: row.FamilyId,
    mustReset: respondent.ForceReset === 1,
  };
}

/**
 * POST api/me/resetpassword with the PasswordResetToken of the login answer; the current password is refused
 * (PASSWORD_UNCHANGED). Every login of the operator ends.
 */
export async function resetPassword(ctx: ServerContext, principal: Principal, resetToken: string, password: string): Promise<void> {
  const row = await findToken(ctx, resetToken, ['reset']);
  if (!row || row.RespondentId !== principal.respondentId) throw invalid('PasswordResetToken', 'The password reset token is not valid');
  const problems = passwordProblems(password);
  if (problems.length) throw invalid('Password', `The password needs ${problems.join(', ')}`);
  // A forced reset follows a suspected leak: keeping the password would keep the leak (qa-supervisor P2-2).
  const current = await ctx.db.selectFrom('respondents').select('PasswordHash').where('RespondentId', '=', principal.respondentId).executeTakeFirstOrThrow();
  if (await ctx.hashGate.run(() => verifyPassword(password, current.PasswordHash))) throw new ServiceError('PASSWORD_UNCHANGED', 'The new password must differ from the current one');
  await ctx.db
    .updateTable('respondents')
    .set({ PasswordHash: await hashPassword(password, ctx.options.passwordHashCost), ForceReset: 0, PasswordChangedAt: ctx.clock.now().toISOString() })
    .where('RespondentId', '=', principal.respondentId)
    .execute();
  await revokeAllFamilies(ctx, principal.respondentId);
  await audit(ctx, principal, { event: 'password.reset' });
}

/** Creates a one-time link for an alarm; returns the `p` parameter (the secret part of the link). */
export async function createUrlLogin(ctx: ServerContext, input: { respondentId: number; alarmId: number; password: string; readOnly: boolean; ttlSeconds: number }): Promise<string> {
  const p = randomToken(18);
  // The link shows the alarm's user as it is now; an operator moving the alarm later does not widen the link.
  const alarm = await ctx.db.selectFrom('alarms').select('UserId').where('AlarmId', '=', input.alarmId).executeTakeFirst();
  await ctx.db
    .insertInto('url_logins')
    .values({ LinkHash: sha256(p), PasswordHash: await hashPassword(input.password, ctx.options.passwordHashCost), RespondentId: input.respondentId, AlarmId: input.alarmId, UserId: alarm?.UserId ?? null, ReadOnly: input.readOnly ? 1 : 0, ExpiresAt: isoIn(ctx.clock, input.ttlSeconds * 1000), UsedAt: null })
    .execute();
  return p;
}

/** POST api/urllogin?p=: single use, expiring; gives a session limited to the link's alarm that ends with the link. */
export async function urlLogin(ctx: ServerContext, p: string, password: string, address: string): Promise<UrlLoginResponse> {
  const at = ctx.clock.now().getTime();
  if (!ctx.limiter.allowAddress(address, at)) throw rateLimited();
  const link = await ctx.db.selectFrom('url_logins').selectAll().where('LinkHash', '=', sha256(p)).executeTakeFirst();
  const now = ctx.clock.now().toISOString();
  if (!link || link.UsedAt !== null || link.ExpiresAt <= now) throw unauthorized('The link is not valid, already used or expired');
  // Failed passwords count per link like failed logins per user name: a leaked link is not open to guessing.
  const linkKey = `link:${link.LinkHash}`;
  if (ctx.limiter.locked(linkKey, address, at)) throw new ServiceError('RATE_LIMITED', 'Too many wrong passwords for this link; try again later.');
  if (!(await ctx.hashGate.run(() => verifyPassword(password, link.PasswordHash)))) {
    recordLoginFailure(ctx, linkKey, address);
    throw new ServiceError('invalid_grant', 'The password is incorrect.');
  }
  const claimed = await ctx.db.updateTable('url_logins').set({ UsedAt: now }).where('LinkHash', '=', link.LinkHash).where('UsedAt', 'is', null).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw unauthorized('The link has already been used');
  const alarm = await ctx.db.selectFrom('alarms').select(['AlarmId', 'Template', 'UserId']).where('AlarmId', '=', link.AlarmId).executeTakeFirst();
  const respondent = await ctx.db.selectFrom('respondents').select(['Telephone', 'Username']).where('RespondentId', '=', link.RespondentId).executeTakeFirst();
  // The login ends with the link, and never later than any login may last (ARC_SESSION_MAX_S).
  const sessionEnd = isoIn(ctx.clock, ctx.options.sessionMaxSeconds * 1000);
  const familyId = await createFamily(ctx, link.RespondentId, link.ExpiresAt < sessionEnd ? link.ExpiresAt : sessionEnd, link.LinkHash);
  const access = await issueToken(ctx, 'access', link.RespondentId, { ttlSeconds: ctx.options.tokenTtlSeconds, familyId, readOnly: link.ReadOnly === 1, simpleLogin: true, alarmId: link.AlarmId, userId: link.UserId ?? alarm?.UserId ?? null });
  await audit(ctx, { respondentId: link.RespondentId, username: respondent?.Username ?? '', familyId }, { event: 'login', details: { link: true, alarmId: link.AlarmId } });
  return {
    access_token: access.token,
    expires_in: access.expiresIn,
    token_type: 'bearer',
    telephone: respondent?.Telephone ?? '',
    admin_id: 0,
    read_only: link.ReadOnly === 1,
    authorized: true,
    template: alarm?.Template ?? 'default',
    alarmid: link.AlarmId,
  };
}

/** GET api/tokenExchange?globalAlarmId: a one-alarm token for embedding the alarm elsewhere, in the caller's family. */
export async function tokenExchange(ctx: ServerContext, principal: Principal, alarm: { AlarmId: number; UserId: number }): Promise<{ access_token: string; token_type: string; expires_in: number }> {
  // An exchange from a link session keeps the link's user; otherwise the alarm's user now.
  const userId = principal.simpleLogin ? principal.linkUserId : alarm.UserId;
  const access = await issueToken(ctx, 'access', principal.respondentId, { ttlSeconds: ctx.options.tokenTtlSeconds, familyId: principal.familyId, readOnly: principal.readOnly, simpleLogin: true, alarmId: alarm.AlarmId, userId });
  return { access_token: access.token, token_type: 'bearer', expires_in: access.expiresIn };
}
