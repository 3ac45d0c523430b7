import { z } from 'zod';
import { defineEndpoint } from '../endpoint-def.ts';
import { EmptySchema, IntParamSchema, SegmentParamSchema } from '../primitives.ts';
import {
  AdminTokenSchema,
  PasswordPolicySchema,
  RegisterPayloadSchema,
  RegisterResponseSchema,
  RenewalTokenSchema,
  SocketTicketSchema,
  TokenExchangeResponseSchema,
  TokenResponseSchema,
  UrlLoginResponseSchema,
} from '../entities/session.ts';
import { MeSchema } from '../entities/user.ts';
import { RespondentGroupSchema, RespondentSchema } from '../entities/respondents.ts';
import {
  AbsenceReasonSetSchema,
  ApiKeyResponseSchema,
  PermissionsSchema,
  SettingSchema,
  TranslationDictionarySchema,
} from '../entities/settings.ts';

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

export const sessionEndpoints = {
  token: defineEndpoint({
    method: 'POST',
    path: '/api/token',
    body: TokenRequestSchema,
    encoding: 'form',
    response: TokenResponseSchema,
    auth: 'none',
    write: false,
  }),
  twoFactor: defineEndpoint({
    method: 'POST',
    path: '/api/2fa',
    body: TwoFactorRequestSchema,
    encoding: 'json',
    response: TokenResponseSchema,
    auth: 'bearer',
    write: false,
  }),
  refreshToken: defineEndpoint({
    method: 'POST',
    path: '/api/accesstoken/refreshtoken',
    body: RefreshTokenRequestSchema,
    encoding: 'json',
    response: TokenResponseSchema,
    auth: 'none',
    write: false,
  }),
  /** Ends the caller's whole login: its access, renewal and admin tokens, and its push sockets. */
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/logout',
    encoding: 'none',
    response: EmptySchema,
    auth: 'bearer',
    write: true,
  }),
  renewalToken: defineEndpoint({
    method: 'GET',
    path: '/api/me/renewaltoken',
    encoding: 'none',
    response: RenewalTokenSchema,
    auth: 'bearer',
    write: false,
  }),
  /**
   * A short-lived one-use ticket for the push socket, so the access token need not travel in the socket's URL
   * (where proxies and browser tools log it). Not on the existing backend (404): clients then send the token.
   */
  socketTicket: defineEndpoint({
    method: 'POST',
    path: '/api/me/socketticket',
    encoding: 'none',
    response: SocketTicketSchema,
    auth: 'bearer',
    write: false,
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/api/me',
    encoding: 'none',
    response: MeSchema,
    auth: 'bearer',
    write: false,
  }),
  forceResetPassword: defineEndpoint({
    method: 'GET',
    path: '/api/me/forceresetpassword',
    encoding: 'none',
    response: PasswordPolicySchema,
    auth: 'bearer',
    write: false,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/me/resetpassword',
    body: ResetPasswordRequestSchema,
    encoding: 'json',
    response: EmptySchema,
    auth: 'bearer',
    write: false,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/api/me/register',
    body: RegisterPayloadSchema,
    encoding: 'json',
    response: RegisterResponseSchema,
    auth: 'bearer',
    write: false,
  }),
  unregister: defineEndpoint({
    method: 'POST',
    path: '/api/me/unregister',
    encoding: 'none',
    response: EmptySchema,
    auth: 'bearer',
    write: false,
  }),
  /** Periodic presence report (API-11); the spec shows no body. */
  report: defineEndpoint({
    method: 'POST',
    path: '/api/me/report',
    encoding: 'none',
    response: EmptySchema,
    auth: 'bearer',
    write: false,
  }),
  setRespondentGroups: defineEndpoint({
    method: 'POST',
    path: '/api/me/respondentgroups',
    body: SetRespondentGroupsRequestSchema,
    encoding: 'json',
    response: EmptySchema,
    auth: 'bearer',
    write: true,
  }),
  respondentGroups: defineEndpoint({
    method: 'GET',
    path: '/api/respondentgroups',
    encoding: 'none',
    response: z.array(RespondentGroupSchema),
    auth: 'bearer',
    write: false,
  }),
  /** One group's respondents (API-13). */
  respondentGroup: defineEndpoint({
    method: 'GET',
    path: '/api/respondentgroups/:respondent_group_id',
    params: z.object({ respondent_group_id: IntParamSchema }),
    encoding: 'none',
    response: z.array(RespondentSchema),
    auth: 'bearer',
    write: false,
  }),
  respondents: defineEndpoint({
    method: 'GET',
    path: '/api/respondents',
    encoding: 'none',
    response: z.array(RespondentSchema),
    auth: 'bearer',
    write: false,
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/settings',
    encoding: 'none',
    response: z.array(SettingSchema),
    auth: 'bearer',
    write: false,
  }),
  adminToken: defineEndpoint({
    method: 'GET',
    path: '/api/settings/admintoken',
    encoding: 'none',
    response: AdminTokenSchema,
    auth: 'bearer',
    write: false,
  }),
  apiKey: defineEndpoint({
    method: 'GET',
    path: '/api/settings/apikey',
    query: z.object({ apiName: z.string().min(1).max(100) }),
    encoding: 'none',
    response: ApiKeyResponseSchema,
    auth: 'bearer',
    write: false,
  }),
  actions: defineEndpoint({
    method: 'GET',
    path: '/api/actions',
    encoding: 'none',
    response: PermissionsSchema,
    auth: 'bearer',
    write: false,
  }),
  urlLogin: defineEndpoint({
    method: 'POST',
    path: '/api/urllogin',
    query: z.object({ p: z.string().min(1).max(2000) }),
    body: UrlLoginRequestSchema,
    encoding: 'json',
    response: UrlLoginResponseSchema,
    auth: 'none',
    write: false,
  }),
  tokenExchange: defineEndpoint({
    method: 'GET',
    path: '/api/tokenExchange',
    query: z.object({ globalAlarmId: z.string().min(1).max(100) }),
    encoding: 'none',
    response: TokenExchangeResponseSchema,
    auth: 'bearer',
    write: false,
  }),
  /** Absence reasons of a reason set ("default" unless USER_ABSENCES_SET names another). */
  absenceReasons: defineEndpoint({
    method: 'GET',
    path: '/api/dataset/absencereason/:set',
    params: z.object({ set: SegmentParamSchema }),
    encoding: 'none',
    response: AbsenceReasonSetSchema,
    auth: 'bearer',
    write: false,
  }),
  /** Translation dictionary; needed before login, so unauthenticated. */
  translations: defineEndpoint({
    method: 'GET',
    path: '/media/dict',
    query: z.object({ type: z.string().min(1).max(50), language: z.string().min(2).max(20) }),
    encoding: 'none',
    response: TranslationDictionarySchema,
    auth: 'none',
    write: false,
  }),
  /** A media file as a blob; the console turns it into a data URL (API-22). */
  mediaFile: defineEndpoint({
    method: 'GET',
    path: '/api/media/file',
    query: z.object({ filename: z.string().min(1).max(500) }),
    encoding: 'none',
    response: EmptySchema,
    responseType: 'blob',
    auth: 'bearer',
    write: false,
  }),
  /** A server-supplied alarm template (API-23). */
  template: defineEndpoint({
    method: 'GET',
    path: '/api/template',
    query: z.object({ template: z.string().min(1).max(100), source: z.string().max(100).optional() }),
    encoding: 'none',
    response: z.string(),
    responseType: 'text',
    auth: 'bearer',
    write: false,
  }),
  staticTemplate: defineEndpoint({
    method: 'GET',
    path: '/static/:template_type',
    params: z.object({ template_type: SegmentParamSchema }),
    encoding: 'none',
    response: z.string(),
    responseType: 'text',
    auth: 'none',
    write: false,
  }),
} as const;
