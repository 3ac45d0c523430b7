import * as OTPAuth from 'otpauth';
import type { PasswordPolicy, TokenResponse, UrlLoginResponse } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import type { RespondentTable, TokenTable } from '../storage/schema.ts';
import type { Selectable } from 'kysely';
import { isoIn } from './clock.ts';
import { hashPassword, randomDigits, randomToken, sha256, verifyPassword } from './crypto.ts';
import { ServiceError, invalid } from './errors.ts';
import { sessionPermissions, type Principal } from './principal.ts';
import { findToken, findTokenByHash, issueToken, revokeToken } from './tokens.ts';

type Respondent = Selectable<RespondentTable>;

export const MAX_TWO_FACTOR_FAILURES = 5;
export const PASSWORD_POLICY: Required<{ [K in keyof PasswordPolicy]: NonNullable<PasswordPolicy[K]> }> = {
  MinLength: 10,
  MinNumbers: 1,
  MinLowerCase: 1,
  MinUpperCase: 1,
  ForbiddenChars: '<>"\'',
};

/** A well-formed hash no password matches (64 zero bytes): checked when the user name is unknown. */
const NO_USER_HASH = `scrypt$${'A'.repeat(22)}$${'A'.repeat(86)}`;

const badCredentials = () => new ServiceError('invalid_grant', 'The username or password is incorrect.');
const unauthorized = (why = 'Not logged in or the session has expired') => new ServiceError('UNAUTHORIZED', why);

async function accessResponse(ctx: ServerContext, respondent: Respondent): Promise<TokenResponse> {
  const ttl = ctx.options.tokenTtlSeconds;
  const access = await issueToken(ctx, 'access', respondent.RespondentId, { ttlSeconds: ttl });
  const response: TokenResponse = { access_token: access, token_type: 'bearer', expires_in: ttl, twoFactorAuthType: 'none' };
  if (respondent.ForceReset) {
    response.forcePasswordReset = true;
    response.PasswordResetToken = await issueToken(ctx, 'reset', respondent.RespondentId, { ttlSeconds: ttl });
  }
  return response;
}

/** POST api/token. Rate limited per client address (all attempts) and per user name (failures). */
export async function login(ctx: ServerContext, input: { username: string; password: string; address: string }): Promise<TokenResponse> {
  const username = input.username.trim().toLowerCase();
  const now = ctx.clock.now().getTime();
  if (!ctx.limiter.allowAddress(input.address, now) || !ctx.limiter.allowUser(username, now)) {
    throw new ServiceError('RATE_LIMITED', 'Too many login attempts; try again later.');
  }
  const respondent = await ctx.db.selectFrom('respondents').selectAll().where('Username', '=', username).executeTakeFirst();
  // An unknown name costs the same scrypt run as a known one, so the answer time does not reveal which names exist.
  const passwordOk = await verifyPassword(input.password, respondent?.PasswordHash ?? NO_USER_HASH);
  if (!respondent || respondent.Revoked || !passwordOk) {
    ctx.limiter.recordFailure(username, now);
    throw badCredentials();
  }
  // With two-factor the login succeeds only with the code: until then the user's failures keep counting.
  if (respondent.TwoFactor === 'sms' || respondent.TwoFactor === 'google') {
    return startTwoFactor(ctx, respondent);
  }
  ctx.limiter.recordSuccess(username);
  return accessResponse(ctx, respondent);
}

async function startTwoFactor(ctx: ServerContext, respondent: Respondent): Promise<TokenResponse> {
  const ttl = ctx.options.pendingTtlSeconds;
  const pending = await issueToken(ctx, 'pending2fa', respondent.RespondentId, { ttlSeconds: ttl });
  const code = respondent.TwoFactor === 'sms' ? randomDigits(6) : null;
  await ctx.db
    .insertInto('two_factor_challenges')
    .values({ TokenHash: sha256(pending), RespondentId: respondent.RespondentId, Code: code, FailedAttempts: 0, ExpiresAt: isoIn(ctx.clock, ttl * 1000) })
    .execute();
  if (code) {
    // The development outbox stands in for an SMS gateway: the code is stored and written to the log.
    await ctx.db
      .insertInto('outbox')
      .values({ RespondentId: respondent.RespondentId, Telephone: respondent.Telephone, Message: `Your login code is ${code}`, Code: code, CreatedAt: ctx.clock.now().toISOString() })
      .execute();
    // Only the demo prints codes; a real deployment would hand the outbox to an SMS gateway.
    if (ctx.options.demo) ctx.log.info({ outbox: { to: respondent.Telephone, username: respondent.Username, code } }, 'sms outbox: two-factor code');
    else ctx.log.warn({ username: respondent.Username }, 'sms outbox: no SMS gateway configured, code stored only');
  }
  return { access_token: pending, token_type: 'bearer', expires_in: ttl, twoFactorAuthType: respondent.TwoFactor };
}

/** POST /api/2fa with the bearer of the first (pending) token. */
export async function verifyTwoFactor(ctx: ServerContext, pendingToken: string, authCode: string): Promise<TokenResponse> {
  const token = await findToken(ctx, pendingToken, ['pending2fa']);
  if (!token) throw unauthorized();
  const challenge = await ctx.db.selectFrom('two_factor_challenges').selectAll().where('TokenHash', '=', token.TokenHash).executeTakeFirst();
  const respondent = await ctx.db.selectFrom('respondents').selectAll().where('RespondentId', '=', token.RespondentId).executeTakeFirst();
  if (!challenge || !respondent) throw unauthorized();
  if (challenge.FailedAttempts >= MAX_TWO_FACTOR_FAILURES) {
    throw new ServiceError('TwoFactorTooManyFailedAttempts', 'Too many failed attempts; log in again.');
  }
  const code = authCode.trim();
  const valid = challenge.Code !== null
    ? challenge.Code === code
    : respondent.TotpSecret !== null && OTPAuth.TOTP.validate({ token: code, secret: OTPAuth.Secret.fromBase32(respondent.TotpSecret), window: 1, timestamp: ctx.clock.now().getTime() }) !== null;
  if (!valid) {
    // Also a failed login of the user, so fresh pending tokens do not buy endless guesses (login answers 429).
    ctx.limiter.recordFailure(respondent.Username, ctx.clock.now().getTime());
    const failures = challenge.FailedAttempts + 1;
    await ctx.db.updateTable('two_factor_challenges').set({ FailedAttempts: failures }).where('TokenHash', '=', token.TokenHash).execute();
    if (failures >= MAX_TWO_FACTOR_FAILURES) {
      await revokeToken(ctx, token.TokenHash);
      throw new ServiceError('TwoFactorTooManyFailedAttempts', 'Too many failed attempts; log in again.');
    }
    throw new ServiceError('TwoFactorInvalidOnetimeCode', 'The one-time code is not valid.');
  }
  await revokeToken(ctx, token.TokenHash);
  await ctx.db.deleteFrom('two_factor_challenges').where('TokenHash', '=', token.TokenHash).execute();
  ctx.limiter.recordSuccess(respondent.Username);
  return accessResponse(ctx, respondent);
}

/** POST /api/accesstoken/refreshtoken: `token` is a renewal token or a still-valid access token. */
export async function refreshAccess(ctx: ServerContext, token: string): Promise<TokenResponse> {
  const row = await findToken(ctx, token, ['renewal', 'access']);
  if (!row) throw unauthorized('The token is not valid or has expired');
  const respondent = await ctx.db.selectFrom('respondents').selectAll().where('RespondentId', '=', row.RespondentId).executeTakeFirst();
  if (!respondent || respondent.Revoked) throw unauthorized();
  const ttl = ctx.options.tokenTtlSeconds;
  const access = await issueToken(ctx, 'access', row.RespondentId, { ttlSeconds: ttl, readOnly: row.ReadOnly === 1, simpleLogin: row.SimpleLogin === 1, alarmId: row.AlarmId });
  return { access_token: access, token_type: 'bearer', expires_in: ttl, twoFactorAuthType: 'none' };
}

/** GET /api/me/renewaltoken: a longer-lived token that buys new access tokens. */
export async function renewalToken(ctx: ServerContext, principal: Principal): Promise<{ token: string; expires_in: number }> {
  if (principal.simpleLogin) throw new ServiceError('FORBIDDEN', 'One-time link sessions are not renewed');
  const ttl = ctx.options.renewalTtlSeconds;
  return { token: await issueToken(ctx, 'renewal', principal.respondentId, { ttlSeconds: ttl }), expires_in: ttl };
}

/** Resolves an access token into the caller, or null (unknown, expired, revoked, or a pending two-factor token). */
export async function resolvePrincipal(ctx: ServerContext, token: string): Promise<Principal | null> {
  const row = await findToken(ctx, token, ['access']);
  if (!row) return null;
  return principalOf(ctx, row);
}

/** The caller of a live access token known by its hash (a socket ticket's session). */
export async function resolvePrincipalByHash(ctx: ServerContext, tokenHash: string): Promise<Principal | null> {
  const row = await findTokenByHash(ctx, tokenHash, ['access']);
  if (!row) return null;
  return principalOf(ctx, row);
}

async function principalOf(ctx: ServerContext, row: Selectable<TokenTable>): Promise<Principal | null> {
  const respondent = await ctx.db.selectFrom('respondents').selectAll().where('RespondentId', '=', row.RespondentId).executeTakeFirst();
  if (!respondent || respondent.Revoked) return null;
  return {
    respondentId: respondent.RespondentId,
    username: respondent.Username,
    name: respondent.Name,
    initials: respondent.Initials,
    permissions: sessionPermissions(respondent.Permissions.split(',').filter(Boolean), row.SimpleLogin === 1),
    readOnly: respondent.ReadOnly === 1 || row.ReadOnly === 1,
    simpleLogin: row.SimpleLogin === 1,
    alarmId: row.AlarmId,
    tokenHash: row.TokenHash,
    mustReset: respondent.ForceReset === 1,
  };
}

export function passwordProblems(password: string): string[] {
  const p = PASSWORD_POLICY;
  const count = (re: RegExp) => (password.match(re) ?? []).length;
  const problems: string[] = [];
  if (password.length < p.MinLength) problems.push(`at least ${p.MinLength} characters`);
  if (count(/[0-9]/g) < p.MinNumbers) problems.push(`at least ${p.MinNumbers} digit(s)`);
  if (count(/[a-zåäö]/g) < p.MinLowerCase) problems.push(`at least ${p.MinLowerCase} lower-case letter(s)`);
  if (count(/[A-ZÅÄÖ]/g) < p.MinUpperCase) problems.push(`at least ${p.MinUpperCase} upper-case letter(s)`);
  if ([...p.ForbiddenChars.toLowerCase()].some((c) => password.toLowerCase().includes(c))) problems.push(`none of ${p.ForbiddenChars}`);
  return problems;
}

/** POST api/me/resetpassword with the PasswordResetToken of the login answer. */
export async function resetPassword(ctx: ServerContext, principal: Principal, resetToken: string, password: string): Promise<void> {
  const row = await findToken(ctx, resetToken, ['reset']);
  if (!row || row.RespondentId !== principal.respondentId) throw invalid('PasswordResetToken', 'The password reset token is not valid');
  const problems = passwordProblems(password);
  if (problems.length) throw invalid('Password', `The password needs ${problems.join(', ')}`);
  await ctx.db
    .updateTable('respondents')
    .set({ PasswordHash: await hashPassword(password), ForceReset: 0, PasswordChangedAt: ctx.clock.now().toISOString() })
    .where('RespondentId', '=', principal.respondentId)
    .execute();
  await revokeToken(ctx, row.TokenHash);
}

/** Creates a one-time link for an alarm; returns the `p` parameter (the secret part of the link). */
export async function createUrlLogin(ctx: ServerContext, input: { respondentId: number; alarmId: number; password: string; readOnly: boolean; ttlSeconds: number }): Promise<string> {
  const p = randomToken(18);
  await ctx.db
    .insertInto('url_logins')
    .values({ LinkHash: sha256(p), PasswordHash: await hashPassword(input.password), RespondentId: input.respondentId, AlarmId: input.alarmId, ReadOnly: input.readOnly ? 1 : 0, ExpiresAt: isoIn(ctx.clock, input.ttlSeconds * 1000), UsedAt: null })
    .execute();
  return p;
}

/** POST api/urllogin?p=: single use, expiring; gives a session limited to the link's alarm. */
export async function urlLogin(ctx: ServerContext, p: string, password: string, address: string): Promise<UrlLoginResponse> {
  if (!ctx.limiter.allowAddress(address, ctx.clock.now().getTime())) throw new ServiceError('RATE_LIMITED', 'Too many login attempts; try again later.');
  const link = await ctx.db.selectFrom('url_logins').selectAll().where('LinkHash', '=', sha256(p)).executeTakeFirst();
  const now = ctx.clock.now().toISOString();
  if (!link || link.UsedAt !== null || link.ExpiresAt <= now) throw unauthorized('The link is not valid, already used or expired');
  // Failed passwords count per link like failed logins per user name: a leaked link is not open to guessing.
  const linkKey = `link:${link.LinkHash}`;
  const at = ctx.clock.now().getTime();
  if (!ctx.limiter.allowUser(linkKey, at)) throw new ServiceError('RATE_LIMITED', 'Too many wrong passwords for this link; try again later.');
  if (!(await verifyPassword(password, link.PasswordHash))) {
    ctx.limiter.recordFailure(linkKey, at);
    throw new ServiceError('invalid_grant', 'The password is incorrect.');
  }
  const claimed = await ctx.db.updateTable('url_logins').set({ UsedAt: now }).where('LinkHash', '=', link.LinkHash).where('UsedAt', 'is', null).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw unauthorized('The link has already been used');
  const alarm = await ctx.db.selectFrom('alarms').select(['AlarmId', 'Template']).where('AlarmId', '=', link.AlarmId).executeTakeFirst();
  const respondent = await ctx.db.selectFrom('respondents').select(['Telephone']).where('RespondentId', '=', link.RespondentId).executeTakeFirst();
  const ttl = ctx.options.tokenTtlSeconds;
  const access = await issueToken(ctx, 'access', link.RespondentId, { ttlSeconds: ttl, readOnly: link.ReadOnly === 1, simpleLogin: true, alarmId: link.AlarmId });
  return {
    access_token: access,
    expires_in: ttl,
    token_type: 'bearer',
    telephone: respondent?.Telephone ?? '',
    admin_id: 0,
    read_only: link.ReadOnly === 1,
    authorized: true,
    template: alarm?.Template ?? 'default',
    alarmid: link.AlarmId,
  };
}

/** GET api/tokenExchange?globalAlarmId: a one-alarm session token for embedding the alarm elsewhere. */
export async function tokenExchange(ctx: ServerContext, principal: Principal, alarmId: number): Promise<{ access_token: string; token_type: string; expires_in: number }> {
  const ttl = ctx.options.tokenTtlSeconds;
  const access = await issueToken(ctx, 'access', principal.respondentId, { ttlSeconds: ttl, readOnly: principal.readOnly, simpleLogin: true, alarmId });
  return { access_token: access, token_type: 'bearer', expires_in: ttl };
}
