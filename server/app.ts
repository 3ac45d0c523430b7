import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { apiError, isApiPath, normalisePath } from '../src/contract/index.ts';
import { consolePage, consoleStaticOptions } from './console-page.ts';
import type { ServerContext } from './context.ts';
import { seedDemoCentre } from './demo/seed.ts';
import { DEFAULT_HTTP_LIMITS, httpServerOptions, limitConnections, type HttpLimits } from './ops/http-limits.ts';
import { limitUpgrades } from './ops/upgrade-limit.ts';
import { DEFAULT_SIGNALLING_LIMITS, type SignallingLimits } from './voice/signalling-limits.ts';
import { loggerOptions, requestIdReader } from './ops/logging.ts';
import { normaliseOrigins } from './ops/origins.ts';
import { Metrics } from './ops/metrics.ts';
import { registerOpsRoutes } from './ops/ops-routes.ts';
import { PushHub } from './push/hub.ts';
import { DEFAULT_PUSH_LIMITS, type PushLimits } from './push/push-queues.ts';
import { logoutOverSocket, registerWsRoute } from './push/ws-route.ts';
import { registerAlarmRoutes } from './routes/alarm-routes.ts';
import { registerCallRoutes } from './routes/call-routes.ts';
import { registerCameraRoutes } from './routes/camera-routes.ts';
import type { StreamLimits } from './cameras/stream-budget.ts';
import { registerPlanningRoutes } from './planning/planning-routes.ts';
import { registerAnswerTargetRoutes } from './targets/answer-targets-routes.ts';
import { registerProductImageRoutes } from './devices/product-images.ts';
import { registerMediaFileRoute } from './media/media-file-route.ts';
import { registerDevRoutes } from './routes/dev-routes.ts';
import { registerIngestRoutes } from './routes/ingest-routes.ts';
import { registerSessionRoutes } from './routes/session-routes.ts';
import { isSourceMapPath } from './routes/source-maps.ts';
import { registerAuditRoutes } from './audit/audit-routes.ts';
import { registerDictionaryRoutes } from './dictionaries/dictionary-routes.ts';
import { registerSupportRoutes } from './routes/support-routes.ts';
import { registerCentreSetupRoutes } from './routes/centre-setup-routes.ts';
import { registerTemplateRoutes } from './routes/template-routes.ts';
import { parseJsonBody } from './routes/json-body.ts';
import { isIngestPath, requestPath } from './routes/request-path.ts';
import { trustedSourceCheck } from './routes/trusted-source.ts';
import { registerUserRoutes } from './routes/user-routes.ts';
import { registerExternalDemoRoutes } from './routes/external-demo-routes.ts';
import { systemClock, type Clock } from './services/clock.ts';
import { sha256 } from './services/crypto.ts';
import { DEFAULT_SESSION_IDLE_SECONDS, tokenHashLive } from './services/tokens.ts';
import { DEFAULT_SETTINGS } from './services/default-settings.ts';
import { ServiceError } from './services/errors.ts';
import { startPruneTimer } from './services/pruning.ts';
import { startDueTimer } from './services/reminders.ts';
import { DEFAULT_LOGIN_LIMITS, LoginLimiter, type LoginLimits } from './services/login-limiter.ts';
import { DEFAULT_HASH_GATE, HashGate, type HashGateLimits } from './services/hash-gate.ts';
import { DEFAULT_SESSION_RATE, SessionBuckets, type SessionRate } from './services/session-buckets.ts';
import { DEFAULT_SMS_LIMITS, SmsLimiter, type SmsLimits } from './services/sms-limiter.ts';
import { SINGLE_INSTANCE } from './push/cluster-event.ts';
import { deliver } from './push/notify.ts';
import { startPostgresBus } from './push/postgres-bus.ts';
import { isRefusedValue, openDatabase } from './storage/database.ts';
import { OWASP_SCRYPT_COST } from './services/crypto.ts';
import { loadSecretKey, SecretBox } from './services/secret-box.ts';

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
  /** log2 of scrypt's N for new password hashes (default 17, OWASP's minimum); tests lower it for speed. */
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
}

declare module 'fastify' {
  interface FastifyInstance {
    arc: ServerContext;
    /** Every route registered, as the router knows it (the authorization matrix checks each has a row). */
    arcRoutes: readonly { method: string; url: string }[];
  }
}

/** The softphone needs the microphone; cameras are watched, never captured; nothing asks where the operator is. */
const PERMISSIONS_POLICY = 'microphone=(self), camera=(), geolocation=()';

const defaultConsoleDir = fileURLToPath(new URL('../dist/', import.meta.url));

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const trusted = trustedSourceCheck(options.trustedCidrs ?? []);
  const httpLimits = { ...DEFAULT_HTTP_LIMITS, ...options.httpLimits };
  const app = Fastify({
    logger: loggerOptions(options.logger ?? false, options.logStream),
    routerOptions: { caseSensitive: false },
    trustProxy: options.trustProxy ?? false,
    genReqId: requestIdReader(trustedSourceCheck((options.trustProxy ?? '').split(',').map((s) => s.trim()).filter(Boolean), 'ARC_TRUST_PROXY')),
    ...httpServerOptions(httpLimits),
  });
  limitConnections(app.server, httpLimits);
  const routes: { method: string; url: string }[] = [];
  app.decorate('arcRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
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
    onAcked: () => {
      metrics.pushesAcked += 1;
    },
    onLogout: (info) => logoutOverSocket(ctx, info),
    sessionLive: (tokenHash) => tokenHashLive(ctx, tokenHash),
    clock: () => clock.now(),
  }, { ...DEFAULT_PUSH_LIMITS, ...options.push });
  const ttl = options.tokenTtlSeconds ?? 3600;
  const sessionMax = options.sessionMaxSeconds ?? 12 * 3600;
  const frameOrigins = normaliseOrigins(options.frameOrigins ?? [], 'ARC_FRAME_ORIGINS');
  const cspOrigins = normaliseOrigins(options.cspOrigins ?? [], 'ARC_CSP_ORIGINS', ['https:', 'http:', 'wss:', 'ws:']);
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
    options: {
      demo,
      tokenTtlSeconds: ttl,
      renewalTtlSeconds: Math.max(ttl, sessionMax),
      pendingTtlSeconds: 300,
      sessionMaxSeconds: sessionMax,
      sessionIdleSeconds: options.sessionIdleSeconds ?? DEFAULT_SESSION_IDLE_SECONDS,
      passwordHashCost: options.passwordHashCost ?? OWASP_SCRYPT_COST,
      idempotencyMaxPerPrincipal: options.idempotencyMaxPerPrincipal ?? 1000,
      auditRetentionDays: options.auditRetentionDays ?? 400,
      adminTwoFactor: options.adminTwoFactor ?? !demo,
      frameOrigins,
      smsFromLinkSessions: options.smsFromLinkSessions ?? false,
    },
  };
  app.decorate('arc', ctx);

  await installData(ctx, options);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...cspOrigins],
        // 'self' covers ws:/wss: to this same host (CSP 3); a bare ws:/wss: would let injected script reach any host.
        connectSrc: ["'self'", ...cspOrigins],
        workerSrc: ["'self'", 'blob:'],
        // Only the allowlisted partners' pages may be framed (the console shows the others as links).
        frameSrc: ["'self'", ...frameOrigins],
        // data: is an attachment's sound or video as the engine stored it (API-22); blob: is hls.js's MediaSource;
        // remote cameras and a voice provider's sounds come from ARC_CSP_ORIGINS. No other host.
        mediaSrc: ["'self'", 'data:', 'blob:', ...cspOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        // Added per request below, only over https: on a plain-http LAN it would send every request to https.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(fastifyFormbody);
  // Clients only send acks, pings and logout: a large frame is refused (1009) instead of being buffered.
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  limitUpgrades(app, httpLimits.maxUpgradedConnections);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(String(body)));
    } catch (error) {
      done(error as ServiceError, undefined);
    }
  });

  app.addHook('onRequest', async (request) => {
    const path = requestPath(request);
    if (trusted && isApiPath(path) && !isIngestPath(path) && !trusted(request.ip)) {
      throw new ServiceError('untrustedsource', 'Requests from this address are not allowed', undefined, 400);
    }
  });
  // API answers carry tokens, medical notes and positions: no browser or proxy cache may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(requestPath(request))) reply.header('cache-control', 'no-store');
    reply.header('x-request-id', request.id);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // request.protocol is https when TLS ends here or at a trusted proxy that says so (X-Forwarded-Proto).
    const policy = reply.getHeader('content-security-policy');
    if (request.protocol === 'https' && typeof policy === 'string') reply.header('content-security-policy', `${policy};upgrade-insecure-requests`);
  });
  app.addHook('onResponse', async (request, reply) => {
    ctx.metrics.countRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode);
  });
  app.setErrorHandler((error: FastifyError | ServiceError, request, reply) => {
    if (error instanceof ServiceError) return reply.code(error.status).send(error.toBody());
    const status = isRefusedValue(error) ? 400 : (error.statusCode ?? 500);
    if (status < 500) {
      const code = status === 401 ? 'UNAUTHORIZED' : status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED';
      return reply.code(status).send({ ...apiError(code, error.message, [{ name: 'request', description: error.message }]), Message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(apiError('INTERNAL_ERROR', 'Internal server error'));
  });

  registerOpsRoutes(app, ctx);
  const deps = { ctx, strictResponses: options.strictResponses ?? false };
  registerSessionRoutes(app, deps);
  registerAlarmRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerExternalDemoRoutes(app, deps);
  registerSupportRoutes(app, deps);
  registerCentreSetupRoutes(app, deps);
  registerDictionaryRoutes(app, deps);
  registerAuditRoutes(app, deps);
  registerTemplateRoutes(app, deps);
  registerIngestRoutes(app, deps);
  const publicHost = normaliseOrigins(options.publicOrigin ? [options.publicOrigin] : [], 'ARC_PUBLIC_ORIGIN').map((origin) => new URL(origin).host)[0];
  registerCallRoutes(app, deps, { demo, mediaHostAddresses: options.voiceMediaAddresses, publicHost, signallingLimits: { ...DEFAULT_SIGNALLING_LIMITS, ...options.signallingLimits } });
  registerCameraRoutes(app, deps, { demo, streamLimits: options.cameraStreams });
  registerPlanningRoutes(app, deps);
  registerAnswerTargetRoutes(app, deps);
  registerProductImageRoutes(app);
  registerMediaFileRoute(app, deps);
  registerWsRoute(app, ctx, normaliseOrigins(options.wsOrigins ?? [], 'ARC_WS_ORIGINS'));
  if (demo) registerDevRoutes(app, ctx);

  const consoleDir = options.consoleDir ?? defaultConsoleDir;
  const page = consolePage(consoleDir, demo);
  // index.html is served from memory (it may carry the demo marker), every other file from the folder; source maps never.
  if (page !== undefined) await app.register(fastifyStatic, consoleStaticOptions(consoleDir));
  app.setNotFoundHandler((request, reply) => {
    const path = normalisePath(request.url);
    if (page !== undefined && request.method === 'GET' && !isApiPath(path) && !path.startsWith('/media/') && !isSourceMapPath(path)) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(page);
    }
    return reply.code(404).send({ ...apiError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`), Message: 'Not found' });
  });

  const stopHeartbeat = hub.startHeartbeat(options.heartbeatMs ?? 30_000);
  const reminderInterval = options.reminderIntervalMs ?? 5000;
  const stopReminders = reminderInterval > 0 ? startDueTimer(ctx, reminderInterval) : undefined;
  const pruneInterval = options.pruneIntervalMs ?? 10 * 60_000;
  const stopPruning = pruneInterval > 0 ? startPruneTimer(ctx, pruneInterval) : undefined;
  app.addHook('onClose', async () => {
    stopPruning?.();
    stopReminders?.();
    stopHeartbeat();
    hub.closeAll();
    await bus.close();
    await db.destroy();
  });
  return app;
}

/** Settings defaults on an empty database; the demo centre and the ingest keys. */
async function installData(ctx: ServerContext, options: AppOptions): Promise<void> {
  // Several instances may start at once on one PostgreSQL database: what another one inserted first stays.
  await ctx.db.insertInto('settings').values(Object.entries(DEFAULT_SETTINGS).map(([Key, Value]) => ({ Key, Value }))).onConflict((oc) => oc.column('Key').doNothing()).execute();
  if (ctx.options.demo) await seedDemoCentre(ctx.db, ctx.clock, ctx.options.passwordHashCost);
  else await ctx.db.deleteFrom('api_keys').where('Name', '=', 'demo').execute();
  // The demo operators' password is public: they log in only while the demo runs (and again when it is back).
  await ctx.db.updateTable('respondents').set({ Revoked: ctx.options.demo ? 0 : 1 }).where('DemoAccount', '=', 1).execute();
  await sealTotpSecrets(ctx);
  if (options.ingestKey) {
    const hash = sha256(options.ingestKey);
    const known = await ctx.db.selectFrom('api_keys').select('KeyHash').where('KeyHash', '=', hash).executeTakeFirst();
    if (!known) await ctx.db.insertInto('api_keys').values({ KeyHash: hash, Name: 'configured' }).onConflict((oc) => oc.column('KeyHash').doNothing()).execute();
  }
}

/** TOTP secrets stored in plain text (seeded, or from before encryption at rest) are sealed with the secret key. */
async function sealTotpSecrets(ctx: ServerContext): Promise<void> {
  const rows = await ctx.db.selectFrom('respondents').select(['RespondentId', 'TotpSecret']).where('TotpSecret', 'is not', null).execute();
  for (const row of rows) {
    if (row.TotpSecret === null || SecretBox.isSealed(row.TotpSecret)) continue;
    await ctx.db.updateTable('respondents').set({ TotpSecret: ctx.secrets.seal(row.TotpSecret) }).where('RespondentId', '=', row.RespondentId).execute();
  }
}
