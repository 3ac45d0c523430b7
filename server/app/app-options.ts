import type { Writable } from 'node:stream';
import type { StreamLimits } from '../cameras/stream-budget.ts';
import type { HttpLimits } from '../ops/http-limits.ts';
import type { PushLimits } from '../push/push-queues.ts';
import type { Clock } from '../services/clock.ts';
import type { HashGateLimits } from '../sessions/hash-gate.ts';
import type { LoginLimits } from '../sessions/login-limiter.ts';
import type { SessionRate } from '../sessions/session-buckets.ts';
import type { SmsLimits } from '../alarms/sms-limiter.ts';
import type { SignallingLimits } from '../voice/signalling-limits.ts';
import type { Dc09ReceiverOptions } from '../dc09/dc09-receiver.ts';

/** What buildApp takes; main.ts reads them from the environment (config.ts), tests set them directly. */
export interface AppOptions {
  /** Folder of the built console; served at / with an SPA fallback when it exists. */
  consoleDir?: string;
  logger?: boolean;
  /** Where the logs go (default stdout); tests capture them. */
  logStream?: Writable;
  /** SQLite file; default in memory. With `databaseUrl`, only the default place of the secret key file. */
  dbFile?: string;
  /** A PostgreSQL connection string: the data lives there instead of in SQLite. */
  databaseUrl?: string;
  resetDb?: boolean;
  /** Demo centre, dev outbox route and demo ingest key (default true). */
  demo?: boolean;
  trustedCidrs?: string[];
  /**
   * Behind a reverse proxy: its addresses, comma-separated (ARC_TRUST_PROXY). Their X-Forwarded-For is believed
   * (Fastify trustProxy), so limits and the allowlist see the client, and their X-Request-Id names the request.
   */
  trustProxy?: string;
  tokenTtlSeconds?: number;
  /** Absolute lifetime of a login in seconds (default 12 h): refreshes never take a session past it. */
  sessionMaxSeconds?: number;
  /** A login unused this long ends, its tokens answer 401 (default 30 min; ARC_SESSION_IDLE_S). */
  sessionIdleSeconds?: number;
  /** Argon2id's memory in MiB for new password hashes (default 19, OWASP's); tests lower it for speed. */
  passwordHashCost?: number;
  /** Base64 of the 32-byte key sealing TOTP secrets (ARC_SECRET_KEY); default `<dbFile>.key`, random in memory. */
  secretKey?: string;
  /** An ingest key to install besides (or, outside the demo, instead of) the demo key. */
  ingestKey?: string;
  clock?: Clock;
  loginLimits?: LoginLimits;
  /** Answer 500 when a handler's answer breaks the contract (tests); otherwise it is only logged. */
  strictResponses?: boolean;
  /** Sockets and queued push bytes per operator, and how long a device's queue outlives its socket. */
  push?: Partial<PushLimits>;
  /** Stored idempotent answers kept per caller (default 1,000). */
  idempotencyMaxPerPrincipal?: number;
  /** Camera encoders and streams (default ARC_CAMERA_ENCODERS, ARC_CAMERA_STREAMS_PER_OPERATOR; see stream-budget.ts). */
  cameraStreams?: Partial<StreamLimits>;
  /** Dictionary edits need a support admin account with two-factor (ARC_ADMIN_TWO_FACTOR; default: outside the demo). */
  adminTwoFactor?: boolean;
  /** Days audit lines are kept (ARC_AUDIT_RETENTION_DAYS, default 400); the prune job deletes older ones. */
  auditRetentionDays?: number;
  /** How often the prune job runs (server/services/pruning.ts); 0 turns the timer off (tests call pruneOnce). Default 10 min. */
  pruneIntervalMs?: number;
  /** Interval of the websocket heartbeat that drops dead peers (default 30 s). */
  heartbeatMs?: number;
  /**
   * How often due planned alarms are raised and due reminders pushed; 0 turns the timer off (tests call
   * raiseDuePlannedAlarms and pushDueReminders). Default 5 s.
   */
  reminderIntervalMs?: number;
  /** How often the flood state of the connected operators is checked and pushed (server/flood/); 0 turns it off. Default 3 s. */
  floodCheckMs?: number;
  /** The flood rate's sliding window (default FLOOD_WINDOW_MS, a minute; shorter for the end-to-end servers). */
  floodWindowMs?: number;
  /** Origins whose pages the external-information widget may frame (ARC_FRAME_ORIGINS); all others are links. */
  frameOrigins?: string[];
  /** One-time link sessions may send SMS (ARC_SMS_LINK_SESSIONS; default false). */
  smsFromLinkSessions?: boolean;
  /** Password hashes at once and waiting (default one per core, 4 per core waiting); more answer 429. */
  hashGate?: Partial<HashGateLimits>;
  /** Writes and token-minting GETs per login: a burst, then a rate a second (default 120, then 10/s). */
  sessionRate?: Partial<SessionRate>;
  /** SMS per operator and alarm a minute and per day (default DEFAULT_SMS_LIMITS). */
  smsLimits?: Partial<SmsLimits>;
  /**
   * Origins the console's pages may reach besides their own (ARC_CSP_ORIGINS): a cloud voice provider's signalling
   * (wss:) and event hosts, remote camera hosts (hls.js fetches, snapshots, video). Added to connect-, img- and media-src.
   */
  cspOrigins?: string[];
  /** Origins besides the console's own (the request's Host) whose browsers may open the push socket (ARC_WS_ORIGINS). */
  wsOrigins?: string[];
  /** The only host addresses the voice gateway's media offers (ARC_VOICE_MEDIA_ADDRESSES); default its IPv4 interfaces. */
  voiceMediaAddresses?: string[];
  /** The console's public origin (ARC_PUBLIC_ORIGIN): voice tokens name its gateway instead of the request's Host. */
  publicOrigin?: string;
  /** Timeouts and the connection limits (defaults: DEFAULT_HTTP_LIMITS). */
  httpLimits?: Partial<HttpLimits>;
  /** Caps and timeouts of the voice gateway's signalling sockets (defaults: DEFAULT_SIGNALLING_LIMITS). */
  signallingLimits?: Partial<SignallingLimits>;
  /** The SIA DC-09 receiver's ports (off unless given) and how often its supervision runs (default 10 s; 0: off). */
  dc09?: Dc09ReceiverOptions & { supervisionCheckMs?: number };
}
