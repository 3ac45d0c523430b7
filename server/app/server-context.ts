import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { Metrics } from '../ops/metrics.ts';
import { normaliseOrigins } from '../ops/origins.ts';
import { SINGLE_INSTANCE } from '../push/cluster-event.ts';
import { PushHub } from '../push/hub.ts';
import { deliver } from '../push/notify.ts';
import { startPostgresBus } from '../push/postgres-bus.ts';
import { DEFAULT_PUSH_LIMITS } from '../push/push-queues.ts';
import { DEFAULT_SMS_LIMITS, SmsLimiter } from '../alarms/sms-limiter.ts';
import { systemClock } from '../services/clock.ts';
import { OWASP_ARGON2_MEMORY_MIB } from '../services/crypto.ts';
import { loadSecretKey, SecretBox } from '../services/secret-box.ts';
import { DEFAULT_HASH_GATE, HashGate } from '../sessions/hash-gate.ts';
import { DEFAULT_LOGIN_LIMITS, LoginLimiter } from '../sessions/login-limiter.ts';
import { DEFAULT_SESSION_RATE, SessionBuckets } from '../sessions/session-buckets.ts';
import { DEFAULT_SESSION_IDLE_SECONDS, tokenHashLive } from '../sessions/tokens.ts';
import { openDatabase } from '../storage/database.ts';
import { logoutOverSocket } from '../push/ws-route.ts';
import type { AppOptions } from './app-options.ts';

/**
 * What every service needs, built from the options: the database, the push hub with its metrics, the cluster bus
 * (PostgreSQL only), the limiters and the secret box.
 */
export async function createServerContext(app: FastifyInstance, options: AppOptions): Promise<ServerContext> {
  const demo = options.demo ?? true;
  const clock = options.clock ?? systemClock;
  const dbFile = options.dbFile ?? ':memory:';
  const db = await openDatabase({ file: dbFile, url: options.databaseUrl, reset: options.resetDb ?? false });
  // Gauges read the hub and the hub counts into the metrics: both closures run only after both exist.
  const metrics: Metrics = new Metrics({
    openSockets: () => hub.openSockets(),
    connectedDevices: () => hub.connectedDevices(),
    deviceQueues: () => hub.deviceQueues(),
    queuedBytes: () => hub.queuedBytes(),
  });
  const hub: PushHub = new PushHub({
    onSent: (n) => {
      metrics.pushesSent += n;
    },
    onAcked: (count) => {
      metrics.pushesAcked += count;
    },
    onLogout: (info) => logoutOverSocket(ctx, info),
    sessionLive: (tokenHash) => tokenHashLive(ctx, tokenHash),
    clock: () => clock.now(),
  }, { ...DEFAULT_PUSH_LIMITS, ...options.push });
  const ttl = options.tokenTtlSeconds ?? 3600;
  const sessionMax = options.sessionMaxSeconds ?? 12 * 3600;
  const frameOrigins = normaliseOrigins(options.frameOrigins ?? [], 'ARC_FRAME_ORIGINS');
  const secretKey = loadSecretKey(dbFile, options.secretKey);
  const bus = options.databaseUrl
    ? await startPostgresBus({
        url: options.databaseUrl,
        secretKey,
        deliver: (event) => deliver(ctx, event),
        resync: () => hub.send(hub.connectedRespondents(), { type: 'fullrefresh' }),
        onLag: (ms) => {
          metrics.clusterEventsReceived += 1;
          metrics.clusterNotifyLagMs = ms;
        },
        warn: (message, error) => app.log.warn({ err: error }, message),
      })
    : SINGLE_INSTANCE;
  const ctx: ServerContext = {
    db,
    clock,
    hub,
    lifecycle: { draining: false },
    bus,
    metrics,
    log: app.log,
    limiter: new LoginLimiter(options.loginLimits ?? DEFAULT_LOGIN_LIMITS),
    hashGate: new HashGate({ ...DEFAULT_HASH_GATE, ...options.hashGate }),
    sessionBuckets: new SessionBuckets({ ...DEFAULT_SESSION_RATE, ...options.sessionRate }),
    smsLimiter: new SmsLimiter({ ...DEFAULT_SMS_LIMITS, ...options.smsLimits }),
    secrets: new SecretBox(secretKey),
    sessionEnds: new Set(),
    alarmChanges: new Set(),
    responderCalls: new Set(),
    options: {
      demo,
      tokenTtlSeconds: ttl,
      renewalTtlSeconds: Math.max(ttl, sessionMax),
      pendingTtlSeconds: 300,
      sessionMaxSeconds: sessionMax,
      sessionIdleSeconds: options.sessionIdleSeconds ?? DEFAULT_SESSION_IDLE_SECONDS,
      passwordHashCost: options.passwordHashCost ?? OWASP_ARGON2_MEMORY_MIB,
      idempotencyMaxPerPrincipal: options.idempotencyMaxPerPrincipal ?? 1000,
      auditRetentionDays: options.auditRetentionDays ?? 400,
      adminTwoFactor: options.adminTwoFactor ?? !demo,
      frameOrigins,
      smsFromLinkSessions: options.smsFromLinkSessions ?? false,
    },
  };
  return ctx;
}
