import type { Generated } from 'kysely';

/* Logins and what hangs on them: tokens, families, two-factor, devices, links, stored answers, ingest keys. Conventions in schema.ts. */

export interface TokenTable {
  TokenHash: string;
  Kind: string; // 'access' | 'pending2fa' | 'renewal' | 'reset'
  RespondentId: number;
  ExpiresAt: string;
  ReadOnly: number;
  SimpleLogin: number;
  AlarmId: number | null;
  /** One-time link sessions: the monitored user the link was made for (every user endpoint is confined to it). */
  UserId: Generated<number | null>;
  CreatedAt: string;
  Revoked: number;
  FamilyId: string | null; // the login it belongs to; null only for pending two-factor tokens
}

export interface SocketTicketTable {
  TicketHash: string;
  /** The access token that asked for it: the ticket opens a socket as that session, while it lives. */
  AccessTokenHash: string;
  ExpiresAt: string;
}

/** One login: its tokens (access, renewal, admin, reset) live no longer than the family. */
export interface SessionFamilyTable {
  FamilyId: string;
  RespondentId: number;
  CreatedAt: string;
  AbsoluteExpiresAt: string;
  RevokedAt: string | null;
  LinkHash: string | null; // one-time link sessions: the link they came from
  /** Last use of any of its tokens (kept to the minute); a family idle past ARC_SESSION_IDLE_S has ended. */
  LastActiveAt: string;
}

/** At most one per user: a new login hands the live challenge to its pending token. */
export interface TwoFactorChallengeTable {
  RespondentId: number;
  ChallengeId: string;
  TokenHash: string; // the pending token that may answer it
  CodeHash: string | null; // sha256 of sms code + challenge id; null for TOTP
  ExpiresAt: string;
}

export interface DeviceTable {
  DeviceToken: string;
  RespondentId: number;
  Type: string;
  Telephone: string;
  UsingTwilio: number;
  CreatedAt: string;
  LastReportAt: string | null;
  Active: number;
}

export interface OutboxTable {
  Id: Generated<number>;
  RespondentId: number;
  Telephone: string;
  Message: string;
  Code: string;
  CreatedAt: string;
}

export interface UrlLoginTable {
  LinkHash: string; // hash of the p parameter
  PasswordHash: string;
  RespondentId: number;
  AlarmId: number;
  /** The alarm's user when the link was made: the only user its session may see. */
  UserId: Generated<number | null>;
  ReadOnly: number;
  ExpiresAt: string;
  UsedAt: string | null;
}

export interface IdempotencyTable {
  Id: Generated<number>;
  Principal: string;
  IdemKey: string;
  Route: string; // the route pattern, e.g. /api/alarms/:alarm_id/accept
  RequestHash: string; // sha256 of method, route, params, query and body
  Status: number;
  Body: string;
  CreatedAt: string;
}

export interface ApiKeyTable {
  KeyHash: string;
  Name: string;
}
