import * as OTPAuth from 'otpauth';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { TokenResponse } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import type { Database, RespondentTable } from '../storage/schema.ts';
import { isoIn } from '../services/clock.ts';
import { randomDigits, randomToken, sha256 } from '../services/crypto.ts';
import { ServiceError } from '../services/errors.ts';
import { recordLoginFailure } from './login-failures.ts';
import { findToken, issueToken, revokeToken } from './tokens.ts';

type Respondent = Selectable<RespondentTable>;

/** Wrong codes per user (over all challenges) before two-factor stops until the lockout window has passed. */
export const MAX_TWO_FACTOR_FAILURES = 5;
const TOTP_PERIOD_S = 30;

const codeHash = (code: string, challengeId: string) => sha256(`${code}:${challengeId}`);
const tooMany = () => new ServiceError('TwoFactorTooManyFailedAttempts', 'Too many failed attempts; log in again later.');
const unauthorized = () => new ServiceError('UNAUTHORIZED', 'Not logged in or the session has expired');

/**
 * Takes one of the user's guesses before the code is looked at, atomically (security #H3): the counter is raised in
 * the database (restarting at 1 once the last wrong code is a lockout window old) and the raised value returned, so
 * concurrent wrong codes (several connections, PostgreSQL's pool) each get their own number and at most
 * MAX_TWO_FACTOR_FAILURES are ever checked. Null: no guess left, the user is locked out of two-factor.
 */
async function claimGuess(ctx: ServerContext, respondentId: number): Promise<number | null> {
  const now = ctx.clock.now();
  const windowStart = new Date(now.getTime() - ctx.limiter.windowMs).toISOString();
  const lapsed = (eb: ExpressionBuilder<Database, 'respondents'>) => eb.or([eb('TwoFactorFailedAt', 'is', null), eb('TwoFactorFailedAt', '<=', windowStart)]);
  const row = await ctx.db
    .updateTable('respondents')
    .set((eb) => ({
      TwoFactorFailures: eb.case().when(lapsed(eb)).then(1).else(eb('TwoFactorFailures', '+', 1)).end(),
      TwoFactorFailedAt: now.toISOString(),
    }))
    .where('RespondentId', '=', respondentId)
    .where((eb) => eb.or([lapsed(eb), eb('TwoFactorFailures', '<', MAX_TWO_FACTOR_FAILURES)]))
    .returning('TwoFactorFailures')
    .executeTakeFirst();
  return row ? row.TwoFactorFailures : null;
}

/**
 * After a correct password: a pending token that only /api/2fa takes. A user has one challenge at a time: a new
 * login revokes the older pending token and takes its challenge over while that is valid (no new SMS, the code
 * already sent stays the one to type); otherwise a new challenge (and SMS code) replaces it.
 */
export async function startTwoFactor(ctx: ServerContext, respondent: Respondent): Promise<TokenResponse> {
  const now = ctx.clock.now().toISOString();
  const current = await ctx.db.selectFrom('two_factor_challenges').selectAll().where('RespondentId', '=', respondent.RespondentId).executeTakeFirst();
  if (current) await revokeToken(ctx, current.TokenHash);
  const reuse = current && current.ExpiresAt > now ? current : undefined;
  const ttl = reuse ? Math.max(1, Math.floor((Date.parse(reuse.ExpiresAt) - ctx.clock.now().getTime()) / 1000)) : ctx.options.pendingTtlSeconds;
  const pending = await issueToken(ctx, 'pending2fa', respondent.RespondentId, { ttlSeconds: ttl, familyId: null });
  if (reuse) {
    await ctx.db.updateTable('two_factor_challenges').set({ TokenHash: sha256(pending.token) }).where('RespondentId', '=', respondent.RespondentId).execute();
  } else {
    const challengeId = randomToken(16);
    const code = respondent.TwoFactor === 'sms' ? randomDigits(6) : null;
    const row = { ChallengeId: challengeId, TokenHash: sha256(pending.token), CodeHash: code ? codeHash(code, challengeId) : null, ExpiresAt: isoIn(ctx.clock, ttl * 1000) };
    await ctx.db.insertInto('two_factor_challenges').values({ RespondentId: respondent.RespondentId, ...row }).onConflict((oc) => oc.column('RespondentId').doUpdateSet(row)).execute();
    if (code) await sendCode(ctx, respondent, code);
  }
  return { access_token: pending.token, token_type: 'bearer', expires_in: pending.expiresIn, twoFactorAuthType: respondent.TwoFactor };
}

/**
 * The outbox stands in for an SMS gateway: its message carries the code to the phone, never the log. The code alone
 * (`Code`, read by the demo's /api/dev/outbox and the tests) is kept only in the demo; elsewhere it stays empty.
 */
async function sendCode(ctx: ServerContext, respondent: Respondent, code: string): Promise<void> {
  await ctx.db
    .insertInto('outbox')
    .values({ RespondentId: respondent.RespondentId, Telephone: respondent.Telephone, Message: `Your login code is ${code}`, Code: ctx.options.demo ? code : '', CreatedAt: ctx.clock.now().toISOString() })
    .execute();
  ctx.log.info({ username: respondent.Username }, 'sms outbox: two-factor code stored');
}

/** The TOTP time step a code belongs to (window ±1), or null when it matches none. */
function totpStep(ctx: ServerContext, secret: string, code: string): number | null {
  const timestamp = ctx.clock.now().getTime();
  const delta = OTPAuth.TOTP.validate({ token: code, secret: OTPAuth.Secret.fromBase32(secret), window: 1, timestamp, period: TOTP_PERIOD_S });
  return delta === null ? null : Math.floor(timestamp / 1000 / TOTP_PERIOD_S) + delta;
}

/** Checks the code; a TOTP code is good once (its time step must be after the last accepted one). */
async function codeAccepted(ctx: ServerContext, respondent: Respondent, challenge: { ChallengeId: string; CodeHash: string | null }, code: string): Promise<boolean> {
  if (challenge.CodeHash !== null) return codeHash(code, challenge.ChallengeId) === challenge.CodeHash;
  const secret = respondent.TotpSecret === null ? null : ctx.secrets.open(respondent.TotpSecret);
  const step = secret === null ? null : totpStep(ctx, secret, code);
  if (step === null) return false;
  const claimed = await ctx.db
    .updateTable('respondents')
    .set({ TotpLastStep: step })
    .where('RespondentId', '=', respondent.RespondentId)
    .where((eb) => eb.or([eb('TotpLastStep', 'is', null), eb('TotpLastStep', '<', step)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** POST /api/2fa with the bearer of the pending token; `address` is the caller's (rate limits). */
export async function verifyTwoFactor(ctx: ServerContext, pendingToken: string, authCode: string, address: string): Promise<Respondent> {
  const at = ctx.clock.now().getTime();
  if (!ctx.limiter.allowAddress(address, at, '2fa')) throw new ServiceError('RATE_LIMITED', 'Too many attempts; try again later.');
  const token = await findToken(ctx, pendingToken, ['pending2fa']);
  if (!token) throw unauthorized();
  const challenge = await ctx.db.selectFrom('two_factor_challenges').selectAll().where('RespondentId', '=', token.RespondentId).executeTakeFirst();
  const respondent = await ctx.db.selectFrom('respondents').selectAll().where('RespondentId', '=', token.RespondentId).executeTakeFirst();
  if (!challenge || challenge.TokenHash !== token.TokenHash || challenge.ExpiresAt <= ctx.clock.now().toISOString() || !respondent || respondent.Revoked) throw unauthorized();
  // Not even the right code gets past a login lockout of this address.
  if (ctx.limiter.locked(respondent.Username, address, at)) throw new ServiceError('RATE_LIMITED', 'Too many login attempts; try again later.');
  const guess = await claimGuess(ctx, respondent.RespondentId);
  if (guess === null) throw tooMany();
  if (!(await codeAccepted(ctx, respondent, challenge, authCode.trim()))) {
    // Also a failed login of the user from this address, so the login lockout sees code guessing too.
    recordLoginFailure(ctx, respondent.Username, address);
    if (guess >= MAX_TWO_FACTOR_FAILURES) {
      await revokeToken(ctx, token.TokenHash);
      await ctx.db.deleteFrom('two_factor_challenges').where('RespondentId', '=', respondent.RespondentId).execute();
      throw tooMany();
    }
    throw new ServiceError('TwoFactorInvalidOnetimeCode', 'The one-time code is not valid.');
  }
  if (!(await revokeToken(ctx, token.TokenHash))) throw unauthorized();
  await ctx.db.deleteFrom('two_factor_challenges').where('RespondentId', '=', respondent.RespondentId).execute();
  await ctx.db.updateTable('respondents').set({ TwoFactorFailures: 0, TwoFactorFailedAt: null }).where('RespondentId', '=', respondent.RespondentId).execute();
  return respondent;
}
