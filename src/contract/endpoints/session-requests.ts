import { z } from 'zod';

/** The request bodies of the session endpoints (session.ts). */
const credential = z.string().min(1).max(200);

/**
 * POST api/token form body (API-02): the console sends grant_type=password, UserName, Password; the server also
 * accepts core §7's userName/userPassword, normalised here to the same output.
 */
export const TokenRequestSchema = z.preprocess(
  (raw) => {
    if (typeof raw !== 'object' || raw === null) return raw;
    const form = raw as Record<string, unknown>;
    return { ...form, UserName: form.UserName ?? form.userName, Password: form.Password ?? form.userPassword };
  },
  z.object({ grant_type: z.literal('password').default('password'), UserName: credential, Password: credential }),
);

/** POST /api/2fa (API-03), sent with the bearer of the first token. */
export const TwoFactorRequestSchema = z.object({ AuthCode: z.string().trim().min(1).max(20), RememberMe: z.boolean() });

/** POST /api/accesstoken/refreshtoken (API-04): the renewal token. */
export const RefreshTokenRequestSchema = z.object({ token: z.string().min(1).max(2000) });

/** POST api/me/resetpassword (API-08). */
export const ResetPasswordRequestSchema = z.object({ PasswordResetToken: z.string().min(1), Password: credential });

/** POST api/me/respondentgroups (API-12): the groups to be in. */
export const SetRespondentGroupsRequestSchema = z.object({ groups_ids: z.array(z.number().int()).max(1000) });

/** POST api/urllogin?p=… (API-17): the one-time link's password. */
export const UrlLoginRequestSchema = z.object({ password: z.string().max(200).optional() });

