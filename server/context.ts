import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from './ops/metrics.ts';
import type { AlarmChange, ClusterBus } from './push/cluster-event.ts';
import type { PushHub } from './push/hub.ts';
import type { Clock } from './services/clock.ts';
import type { LoginLimiter } from './sessions/login-limiter.ts';
import type { HashGate } from './sessions/hash-gate.ts';
import type { SecretBox } from './services/secret-box.ts';
import type { SessionBuckets } from './sessions/session-buckets.ts';
import type { SmsLimiter } from './alarms/sms-limiter.ts';
import type { Db } from './storage/database.ts';

export interface ServiceOptions {
  demo: boolean;
  tokenTtlSeconds: number;
  renewalTtlSeconds: number;
  pendingTtlSeconds: number;
  /** Stored idempotent answers kept per operator session scope; the oldest go first. */
  idempotencyMaxPerPrincipal: number;
  /** Absolute lifetime of a login (session family): no token of it outlives this. */
  sessionMaxSeconds: number;
  /** A login unused this long has ended (security NM5). */
  sessionIdleSeconds: number;
  /** Argon2id's memory in MiB for new password hashes. */
  passwordHashCost: number;
  /** A support admin edits hosted dictionaries only from an account with a second factor (security #NM3). */
  adminTwoFactor: boolean;
  /** Days the audit trail keeps a line (security #NM7). */
  auditRetentionDays: number;
  /** Origins the console may frame (ARC_FRAME_ORIGINS), told to it as the ExternalFrameOrigins setting. */
  frameOrigins: string[];
  /** One-time link sessions may send SMS from their alarm (ARC_SMS_LINK_SESSIONS). */
  smsFromLinkSessions: boolean;
}

/** What every service needs; built once by buildApp. */
export interface ServerContext {
  db: Db;
  clock: Clock;
  hub: PushHub;
  /** Set when the instance starts shutting down: /readyz answers 503 and no new push socket opens here. */
  lifecycle: { draining: boolean };
  /** Tells the other server instances what this one published (PostgreSQL); nobody to tell on SQLite. */
  bus: ClusterBus;
  metrics: Metrics;
  log: FastifyBaseLogger;
  limiter: LoginLimiter;
  /** Password hashes at once per process, and their queue (security #NL8). */
  hashGate: HashGate;
  /** Writes and token-minting GETs per login (security #M2). */
  sessionBuckets: SessionBuckets;
  /** SMS per operator, alarm and day (security #NM2). */
  smsLimiter: SmsLimiter;
  /** Seals secrets stored in the database (TOTP seeds) with a key kept outside it. */
  secrets: SecretBox;
  options: ServiceOptions;
  /** Told which logins ended (logout, reset, revocation) on any instance: the voice gateway closes their softphones. */
  sessionEnds: Set<(familyIds: readonly string[]) => void>;
  /** Told every alarm change, this instance's or another's: the flood watch keeps its waiting counts from them. */
  alarmChanges: Set<(change: AlarmChange) => void>;
  /** Told each responder called out on an alarm: the demo centre's responders answer through this. */
  responderCalls: Set<(call: ResponderCall) => void>;
}

/** A responder called out on an alarm at a time (the call's CalledAt). */
export interface ResponderCall {
  alarmId: number;
  resource: string;
  calledAt: string;
}
