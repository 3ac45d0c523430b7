import { z } from 'zod';
import { defineEndpoint } from '../endpoint-def.ts';
import { AlarmRefSchema, EmptySchema, IntParamSchema, SegmentParamSchema } from '../primitives.ts';
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
import {
  RefreshTokenRequestSchema,
  ResetPasswordRequestSchema,
  SetRespondentGroupsRequestSchema,
  TokenRequestSchema,
  TwoFactorRequestSchema,
  UrlLoginRequestSchema,
} from './session-requests.ts';
import { RespondentGroupSchema, RespondentSchema } from '../entities/respondents.ts';
import {
  AbsenceReasonSetSchema,
  ApiKeyResponseSchema,
  PermissionsSchema,
  SettingSchema,
  TranslationDictionarySchema,
  TranslationsVersionSchema,
} from '../entities/settings.ts';

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
  /**
   * The hosted dictionaries' version (the DICTIONARY_VERSION setting, '' before any edit): public like them, asked
   * once per page load so an edit reaches the console within its one-day cache.
   */
  translationsVersion: defineEndpoint({
    method: 'GET',
    path: '/media/dict/version',
    encoding: 'none',
    response: TranslationsVersionSchema,
    auth: 'none',
    write: false,
  }),
  /**
   * A media file of an alarm's attachments as a blob; the engine's http turns it into a data URL, the value this
   * schema checks (API-22). The alarm is required: a file is served only as part of an alarm the caller may see.
   */
  mediaFile: defineEndpoint({
    method: 'GET',
    path: '/api/media/file',
    query: z.object({ filename: z.string().min(1).max(500), alarmId: AlarmRefSchema }),
    encoding: 'none',
    response: z.string().startsWith('data:'),
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
