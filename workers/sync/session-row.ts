import { alarmTemplatePath } from '../../src/contract/console-routes.ts';
import type { Me, TokenResponse, UrlLoginResponse } from '../../src/contract/index.ts';
import type { SessionRow, Telephony } from '../../src/db/rows.ts';
import type { LoginInput } from '../../src/sync-client/engine-types.ts';

/** Telephony integrations where the operator types a phone number (LOGIN-04): a given number is "selected". */
const PHONE_INTEGRATIONS: readonly Telephony[] = ['external', 'basicTel', 'basicCallto'];

export interface SessionStart {
  input: LoginInput;
  token: TokenResponse;
  /** Session values a special login sets (one-time link: read-only, simple login, admin id). */
  extra?: Partial<SessionRow>;
}

/** The session values of core §3 for a fresh token. The initial expiry is fixed here: the session ends then. */
export function newSessionRow(start: SessionStart, me: Me, now: number, deviceToken: string | null): SessionRow {
  const expiresIn = Number(start.token.expires_in);
  return {
    key: 'current',
    username: me.Username,
    respondentId: me.RespondentId ?? null,
    tokenType: start.token.token_type,
    accessToken: start.token.access_token,
    adminAccessToken: start.token.admin_access_token ?? null,
    expiresIn,
    expiresAt: now + expiresIn * 1000,
    initialExpiry: now + expiresIn * 1000,
    renewedAt: null,
    renewalToken: null,
    telephony: start.input.telephony,
    phone: start.input.phone ?? null,
    phoneSelected: Boolean(start.input.phone) && PHONE_INTEGRATIONS.includes(start.input.telephony),
    readOnly: false,
    simpleLogin: false,
    simpleLoginAuth: false,
    linkAlarmPath: null,
    adminId: null,
    deviceToken,
    registration: null,
    ...start.extra,
  };
}

/**
 * One-time link login (LOGIN-22..24): a simple-login session; read-only gives telephony none and no phone,
 * otherwise basic telephone with the phone selected.
 */
export function linkSessionStart(link: UrlLoginResponse): SessionStart {
  const readOnly = link.read_only === true;
  return {
    input: { username: '', password: '', telephony: readOnly ? 'none' : 'basicTel', ...(link.telephone ? { phone: link.telephone } : {}) },
    token: { access_token: link.access_token, expires_in: link.expires_in, token_type: link.token_type },
    extra: {
      readOnly,
      simpleLogin: true,
      simpleLoginAuth: link.authorized === true,
      linkAlarmPath: typeof link.alarmid === 'number' ? alarmTemplatePath(link.template || 'default', link.alarmid) : null,
      adminId: link.admin_id ?? null,
      phoneSelected: !readOnly,
    },
  };
}

const TELEPHONIES: readonly Telephony[] = ['none', 'external', 'basicTel', 'basicCallto', 'cloud', 'local'];

/** ROUTE-04: the autoregister route's query (expires_in, telephone, telephony, token, token_type, url, username). */
export function autoRegisterSessionStart(query: Record<string, string>): SessionStart | null {
  if (!query.token) return null;
  const telephony = TELEPHONIES.find((t) => t === query.telephony) ?? 'none';
  return {
    input: { username: query.username ?? '', password: '', telephony, ...(query.telephone ? { phone: query.telephone } : {}) },
    token: { access_token: query.token, token_type: query.token_type || 'bearer', expires_in: Number(query.expires_in ?? 0) },
  };
}
