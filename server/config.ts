import { FLOOD_WINDOW_MS } from '../src/domain/flood.ts';
import { DEFAULT_PUSH_LIMITS } from './push/push-queues.ts';
import { DEFAULT_HASH_GATE, type HashGateLimits } from './sessions/hash-gate.ts';
import { DEFAULT_SESSION_RATE, type SessionRate } from './sessions/session-buckets.ts';
import { DEFAULT_SMS_LIMITS } from './alarms/sms-limiter.ts';
import { DEFAULT_HTTP_LIMITS, upgradedShare, type HttpLimits } from './ops/http-limits.ts';
import { OWASP_ARGON2_MEMORY_MIB } from './services/crypto.ts';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from './sessions/login-limiter.ts';
import { DEFAULT_SESSION_IDLE_SECONDS } from './sessions/tokens.ts';

/** Everything the server reads from its environment, parsed once (server/main.ts) and passed to buildApp. */
export interface ServerConfig {
  port: number;
  host: string;
  dbFile: string;
  /** On SIGTERM, how long new HTTP requests are still served after the sockets moved away (ARC_DRAIN_MS, default 1000). */
  drainMs: number;
  /** How often the flood watch counts each group's new alarms (ARC_FLOOD_CHECK_MS, default 3000; 0: off). */
  floodCheckMs: number;
  /** The flood watch's sliding window (ARC_FLOOD_WINDOW_MS, default a minute; shorter only in the demo). */
  floodWindowMs: number;
  /** The SIA DC-09 receiver (ARC_DC09_TCP_PORT, ARC_DC09_UDP_PORT, ARC_DC09_HOST): each port off unless set. */
  dc09: { tcpPort?: number; udpPort?: number; host: string };
  /** PostgreSQL instead of the SQLite file (DATABASE_URL, e.g. postgres://arc@db/arc): instances may share it. */
  databaseUrl: string | undefined;
  resetDb: boolean;
  demo: boolean;
  simulator: boolean;
  consoleDir: string | undefined;
  /** Client address ranges allowed to use the API; empty = everyone. */
  trustedCidrs: string[];
  /**
   * The reverse proxies' own addresses whose X-Forwarded-For and X-Request-Id are believed (ARC_TRUST_PROXY, e.g.
   * "127.0.0.1" or "10.0.4.7,10.0.4.8"): never a range holding clients, who could then claim any address.
   */
  trustProxy: string | undefined;
  tokenTtlSeconds: number;
  /** Absolute lifetime of a login (ARC_SESSION_MAX_S, default 12 h). */
  sessionMaxSeconds: number;
  /** A login unused this long ends (ARC_SESSION_IDLE_S, default 30 min). */
  sessionIdleSeconds: number;
  /** Key sealing TOTP secrets and signing cluster events (ARC_SECRET_KEY, base64 of 32 bytes); required outside the demo. */
  secretKey: string | undefined;
  /** Extra ingest key outside the demo (ARC_INGEST_KEY). */
  ingestKey: string | undefined;
  loginLimits: LoginLimits;
  httpLimits: HttpLimits;
  /** Push sockets one operator may hold; more close the oldest (ARC_MAX_SOCKETS_PER_OPERATOR, default 10). */
  maxSocketsPerOperator: number;
  /** Argon2id's memory in MiB for new password hashes (ARC_PASSWORD_HASH_COST, default OWASP's 19; lower only in the demo). */
  passwordHashCost: number;
  /** Dictionary edits need a support admin account with two-factor (ARC_ADMIN_TWO_FACTOR; default 1, 0 in the demo). */
  adminTwoFactor: boolean;
  /** Days the audit trail keeps a line (ARC_AUDIT_RETENTION_DAYS, default 400). */
  auditRetentionDays: number;
  /** Origins the external-information widget may frame (ARC_FRAME_ORIGINS). */
  frameOrigins: string[];
  /** Origins the console may reach besides its own: voice provider, remote camera hosts (ARC_CSP_ORIGINS). */
  cspOrigins: string[];
  /** Browser origins besides the console's own that may open the push socket (ARC_WS_ORIGINS). */
  wsOrigins: string[];
  /** The only addresses the voice gateway's media offers (ARC_VOICE_MEDIA_ADDRESSES); empty: its IPv4 interfaces. */
  voiceMediaAddresses: string[];
  /** The console's public origin (ARC_PUBLIC_ORIGIN, e.g. https://arc.example.org); unset: the request's Host. */
  publicOrigin: string | undefined;
  /** Password hashes at once and waiting (ARC_HASH_CONCURRENCY, ARC_HASH_QUEUE). */
  hashGate: HashGateLimits;
  /** Writes and token-minting GETs per login (ARC_SESSION_WRITE_BURST, ARC_SESSION_WRITES_PER_S). */
  sessionRate: SessionRate;
  /** One-time link sessions may send SMS from their alarm (ARC_SMS_LINK_SESSIONS=1; default refused). */
  smsFromLinkSessions: boolean;
  /** SMS the centre sends a day, per instance (ARC_SMS_MAX_PER_DAY, default 500). */
  smsMaxPerDay: number;
}

const list = (value: string | undefined) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const flag = (value: string | undefined, fallback: boolean) => (value === undefined || value === '' ? fallback : value === '1' || value.toLowerCase() === 'true');

/** Addresses only this machine reaches: the demo (public passwords, password-less links) is served on these alone. */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(name);
}

/**
 * A cost below OWASP's minimum makes stolen hashes cheap to crack; it is accepted only for the demo centre (whose
 * password is public anyway), where the end-to-end suite uses it to spend its minutes on behaviour, not on hashing.
 */
export function readPasswordHashCost(value: string | undefined, demo: boolean): number {
  if (value === undefined || value === '') return OWASP_ARGON2_MEMORY_MIB;
  const cost = Number(value);
  if (!Number.isInteger(cost) || cost < 1 || cost > 1024) throw new Error(`ARC_PASSWORD_HASH_COST must be an integer from 1 to 1024 (Argon2id's memory in MiB), not "${value}".`);
  if (cost < OWASP_ARGON2_MEMORY_MIB && !demo) throw new Error(`Refusing to start: ARC_PASSWORD_HASH_COST=${cost} is below OWASP's minimum (${OWASP_ARGON2_MEMORY_MIB}); it is allowed only with ARC_DEMO=1.`);
  return cost;
}

/**
 * The flood rate counts the alarms of this window against FLOOD_ALARMS_PER_MINUTE, so a real centre keeps the minute;
 * the demo may shorten it so that the end-to-end flood test sees a flood end without waiting a minute for it.
 */
export function readFloodWindow(value: string | undefined, demo: boolean): number {
  if (value === undefined || value === '') return FLOOD_WINDOW_MS;
  const windowMs = Number(value);
  if (!Number.isInteger(windowMs) || windowMs < 1000 || windowMs > FLOOD_WINDOW_MS) throw new Error(`ARC_FLOOD_WINDOW_MS must be an integer from 1000 to ${FLOOD_WINDOW_MS} (milliseconds), not "${value}".`);
  if (windowMs !== FLOOD_WINDOW_MS && !demo) throw new Error(`Refusing to start: ARC_FLOOD_WINDOW_MS=${windowMs} makes FLOOD_ALARMS_PER_MINUTE count a shorter window than a minute; it is allowed only with ARC_DEMO=1.`);
  return windowMs;
}

/** A PostgreSQL URL or none (SQLite). */
function readDatabaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^postgres(ql)?:\/\//.test(value)) throw new Error('DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:port/database).');
  return value;
}

/**
 * Outside the demo the key comes from ARC_SECRET_KEY, not from a file beside the database: one backup of the data
 * folder must not carry both the sealed secrets and their key, and instances sharing a database need one key.
 */
function readSecretKey(value: string | undefined, demo: boolean): string | undefined {
  if (!value && !demo) throw new Error('Refusing to start: set ARC_SECRET_KEY (base64 of 32 bytes, e.g. `openssl rand -base64 32`, the same on every instance), kept apart from the database and its backups.');
  return value || undefined;
}

/** Refusals that keep the demo (public passwords, password-less links) and destructive switches away from a real centre. */
function checkDemoReach(env: NodeJS.ProcessEnv, demo: boolean, host: string): void {
  if (!demo) {
    if (env.DATABASE_URL && flag(env.ARC_DB_RESET, false)) throw new Error('Refusing to start: ARC_DB_RESET=1 with DATABASE_URL drops every table of the database; it is allowed only with ARC_DEMO=1.');
    return;
  }
  if (!isLoopbackHost(host)) {
    throw new Error(`Refusing to start: ARC_DEMO=1 (demo operators with a public password, /api/dev/* links and codes) listens only on a loopback address, but HOST=${host}. Set ARC_DEMO=0 for a real centre, or HOST=127.0.0.1 for the demo.`);
  }
  // Behind a proxy every browser reaches the server through a local address: the demo would serve all of them.
  if (env.ARC_TRUST_PROXY) throw new Error('Refusing to start: ARC_DEMO=1 with ARC_TRUST_PROXY: the demo is for this machine alone, not for clients behind a reverse proxy. Set ARC_DEMO=0 for a real centre, or unset ARC_TRUST_PROXY for the demo.');
}

/**
 * The DC-09 receiver's ports: each off unless set, except in the demo, where both default to PORT + 1000 (9080 beside
 * 8080, so demos on other ports do not collide); `off` turns one off there.
 */
function readDc09Ports(env: NodeJS.ProcessEnv, demo: boolean): ServerConfig['dc09'] {
  const fallback = demo ? String(Number(env.PORT ?? 8080) + 1000) : undefined;
  const port = (value: string | undefined): number | undefined => {
    const chosen = value || fallback;
    return chosen === undefined || chosen === 'off' ? undefined : Number(chosen);
  };
  const tcpPort = port(env.ARC_DC09_TCP_PORT);
  const udpPort = port(env.ARC_DC09_UDP_PORT);
  return { ...(tcpPort === undefined ? {} : { tcpPort }), ...(udpPort === undefined ? {} : { udpPort }), host: env.ARC_DC09_HOST ?? '127.0.0.1' };
}

/** Reads the environment; throws (main.ts prints it and exits with 1) when the demo would be reachable from outside. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const demo = flag(env.ARC_DEMO, true);
  const host = env.HOST ?? '127.0.0.1';
  checkDemoReach(env, demo, host);
  const maxConnections = Number(env.ARC_MAX_CONNECTIONS ?? DEFAULT_HTTP_LIMITS.maxConnections);
  return {
    port: Number(env.PORT ?? 8080),
    host,
    dbFile: env.ARC_DB ?? 'data/arc.sqlite',
    drainMs: Number(env.ARC_DRAIN_MS ?? 1000),
    floodCheckMs: Number(env.ARC_FLOOD_CHECK_MS ?? 3000),
    floodWindowMs: readFloodWindow(env.ARC_FLOOD_WINDOW_MS, demo),
    dc09: readDc09Ports(env, demo),
    databaseUrl: readDatabaseUrl(env.DATABASE_URL),
    resetDb: flag(env.ARC_DB_RESET, false),
    demo,
    simulator: demo && flag(env.ARC_SIMULATOR, true),
    consoleDir: env.ARC_CONSOLE_DIR || undefined,
    trustedCidrs: list(env.ARC_TRUSTED_CIDRS),
    trustProxy: env.ARC_TRUST_PROXY || undefined,
    tokenTtlSeconds: Number(env.ARC_TOKEN_TTL_S ?? 3600),
    sessionMaxSeconds: Number(env.ARC_SESSION_MAX_S ?? 12 * 3600),
    sessionIdleSeconds: Number(env.ARC_SESSION_IDLE_S ?? DEFAULT_SESSION_IDLE_SECONDS),
    secretKey: readSecretKey(env.ARC_SECRET_KEY, demo),
    ingestKey: env.ARC_INGEST_KEY || undefined,
    loginLimits: {
      ...DEFAULT_LOGIN_LIMITS,
      perUser: Number(env.ARC_LOGIN_MAX_FAILURES ?? DEFAULT_LOGIN_LIMITS.perUser),
      perAddress: Number(env.ARC_LOGIN_MAX_PER_ADDRESS ?? DEFAULT_LOGIN_LIMITS.perAddress),
    },
    wsOrigins: list(env.ARC_WS_ORIGINS),
    voiceMediaAddresses: list(env.ARC_VOICE_MEDIA_ADDRESSES),
    publicOrigin: env.ARC_PUBLIC_ORIGIN || undefined,
    frameOrigins: list(env.ARC_FRAME_ORIGINS),
    cspOrigins: list(env.ARC_CSP_ORIGINS),
    httpLimits: {
      requestTimeoutMs: Number(env.ARC_REQUEST_TIMEOUT_MS ?? DEFAULT_HTTP_LIMITS.requestTimeoutMs),
      headersTimeoutMs: Number(env.ARC_HEADERS_TIMEOUT_MS ?? DEFAULT_HTTP_LIMITS.headersTimeoutMs),
      idleTimeoutMs: Number(env.ARC_IDLE_TIMEOUT_MS ?? DEFAULT_HTTP_LIMITS.idleTimeoutMs),
      keepAliveTimeoutMs: DEFAULT_HTTP_LIMITS.keepAliveTimeoutMs,
      maxConnectionsPerAddress: Number(env.ARC_MAX_CONNECTIONS_PER_ADDRESS ?? DEFAULT_HTTP_LIMITS.maxConnectionsPerAddress),
      maxConnections,
      maxUpgradedConnections: Number(env.ARC_MAX_UPGRADED_CONNECTIONS ?? upgradedShare(maxConnections)),
    },
    maxSocketsPerOperator: Number(env.ARC_MAX_SOCKETS_PER_OPERATOR ?? DEFAULT_PUSH_LIMITS.maxSocketsPerOperator),
    passwordHashCost: readPasswordHashCost(env.ARC_PASSWORD_HASH_COST, demo),
    auditRetentionDays: Number(env.ARC_AUDIT_RETENTION_DAYS ?? 400),
    adminTwoFactor: flag(env.ARC_ADMIN_TWO_FACTOR, !demo),
    hashGate: {
      concurrency: Number(env.ARC_HASH_CONCURRENCY ?? DEFAULT_HASH_GATE.concurrency),
      queue: Number(env.ARC_HASH_QUEUE ?? DEFAULT_HASH_GATE.queue),
    },
    sessionRate: {
      burst: Number(env.ARC_SESSION_WRITE_BURST ?? DEFAULT_SESSION_RATE.burst),
      perSecond: Number(env.ARC_SESSION_WRITES_PER_S ?? DEFAULT_SESSION_RATE.perSecond),
    },
    smsFromLinkSessions: env.ARC_SMS_LINK_SESSIONS === '1',
    smsMaxPerDay: Number(env.ARC_SMS_MAX_PER_DAY ?? DEFAULT_SMS_LIMITS.perDay),
  };
}
