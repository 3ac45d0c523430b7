import { z } from 'zod';
import { AlarmRefSchema, LooseBooleanSchema, optionalBool, optionalInt, optionalText } from '../primitives.ts';
import { LIMITS } from '../limits.ts';

/** Two-factor kinds the console knows (LOGIN-09). */
export const TwoFactorAuthTypeSchema = z.enum(['none', 'sms', 'google']);

/** expires_in: seconds; some OAuth servers send it as a string. */
const ExpiresInSchema = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]);

/**
 * Answer of POST api/token, /api/2fa and the refresh (LOGIN-07). twoFactorAuthType stays a plain string so an
 * unknown kind reaches the console, which must report "Invalid twoFactorAuthType returned" (LOGIN-10) rather
 * than fail to parse; check it with TwoFactorAuthTypeSchema.
 */
export const TokenResponseSchema = z.looseObject({
  access_token: z.string().min(1),
  admin_access_token: optionalText(),
  expires_in: ExpiresInSchema,
  token_type: z.string().min(1),
  twoFactorAuthType: optionalText(),
  forcePasswordReset: optionalBool(),
  PasswordResetToken: optionalText(),
  /** The refresh answer's successor of the renewal token it used up (renewal tokens are single use). */
  refresh_token: optionalText(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** Requirements of a new password (core §3; VALID-07..11). */
export const PasswordPolicySchema = z.looseObject({
  MinLength: optionalInt(),
  MinNumbers: optionalInt(),
  MinLowerCase: optionalInt(),
  MinUpperCase: optionalInt(),
  ForbiddenChars: optionalText(),
});
export type PasswordPolicy = z.infer<typeof PasswordPolicySchema>;

/** Answer of the one-time link login POST api/urllogin (API-17, LOGIN-24). admin_id 0: a simplified admin. */
export const UrlLoginResponseSchema = z.looseObject({
  access_token: z.string().min(1),
  expires_in: ExpiresInSchema,
  token_type: z.string().min(1),
  telephone: optionalText(),
  admin_id: optionalInt(),
  read_only: LooseBooleanSchema.nullish(),
  authorized: LooseBooleanSchema.nullish(),
  template: optionalText(),
  alarmid: AlarmRefSchema.nullish(),
});
export type UrlLoginResponse = z.infer<typeof UrlLoginResponseSchema>;

/** The separate admin-portal token (GET api/settings/admintoken; SESSION-12). */
export const AdminTokenSchema = z.looseObject({
  access_token: z.string().min(1),
  expires_in: ExpiresInSchema,
  token_type: z.string().min(1),
  refresh_token: optionalText(),
});

/** Shape not shown: the renewal token that POST /api/accesstoken/refreshtoken takes as `token`. */
export const RenewalTokenSchema = z.looseObject({ token: z.string().min(1), expires_in: ExpiresInSchema.nullish() });

/** Answer of POST /api/me/socketticket: a one-use ticket for the push socket's `?ticket=`, valid `expires_in` s. */
export const SocketTicketSchema = z.looseObject({ ticket: z.string().min(1), expires_in: ExpiresInSchema });
export type SocketTicket = z.infer<typeof SocketTicketSchema>;

/** Device registration before the websocket opens (API-09; compat: type "SkygdWebApp"). */
export const RegisterPayloadSchema = z.object({
  type: z.string().min(1).max(50),
  /** Cut to 30 characters by the console (VALID-17). */
  telephone: z.string().max(LIMITS.registeredPhone).nullish(),
  devicetoken: z.string().max(200).nullish(),
  UsingTwilio: z.boolean(),
});
export type RegisterPayload = z.infer<typeof RegisterPayloadSchema>;

/** Shape not shown ("returns a device token"): a bare string is accepted and normalised to this record. */
export const RegisterResponseSchema = z.union([
  z.looseObject({ devicetoken: z.string().min(1) }),
  z.string().min(1).transform((devicetoken) => ({ devicetoken })),
]);

/** Shape not shown: the token GET api/tokenExchange hands out for an alarm. */
export const TokenExchangeResponseSchema = z.looseObject({
  access_token: z.string().min(1),
  token_type: optionalText(),
  expires_in: ExpiresInSchema.nullish(),
});
