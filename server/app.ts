import { existsSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { apiError } from '../src/contract/index.ts';
import type { ServerContext } from './context.ts';
import { seedDemoCentre } from './demo/seed.ts';
import { loggerOptions } from './ops/logging.ts';
import { Metrics } from './ops/metrics.ts';
import { registerOpsRoutes } from './ops/ops-routes.ts';
import { PushHub } from './push/hub.ts';
import { logoutOverSocket, registerWsRoute } from './push/ws-route.ts';
import { registerAlarmRoutes } from './routes/alarm-routes.ts';
import { registerDevRoutes } from './routes/dev-routes.ts';
import { registerIngestRoutes } from './routes/ingest-routes.ts';
import { registerSessionRoutes } from './routes/session-routes.ts';
import { registerSupportRoutes } from './routes/support-routes.ts';
import { trustedSourceCheck } from './routes/trusted-source.ts';
import { registerUserRoutes } from './routes/user-routes.ts';
import { systemClock, type Clock } from './services/clock.ts';
import { sha256 } from './services/crypto.ts';
import { tokenHashLive } from './services/tokens.ts';
import { DEFAULT_SETTINGS } from './services/default-settings.ts';
import { ServiceError } from './services/errors.ts';
import { startDueTimer } from './services/reminders.ts';
import { DEFAULT_LOGIN_LIMITS, LoginLimiter, type LoginLimits } from './services/login-limiter.ts';
import { openDatabase } from './storage/database.ts';

export interface AppOptions {
  /** Folder of the built console; served at / with an SPA fallback when it exists. */
  consoleDir?: string;
  logger?: boolean;
  /** Where the logs go (default stdout); tests capture them. */
  logStream?: Writable;
  /** SQLite file; default in memory. */
  dbFile?: string;
  resetDb?: boolean;
  /** Demo centre, dev outbox route and demo ingest key (default true). */
  demo?: boolean;
  trustedCidrs?: string[];
  /** Behind a reverse proxy: trust X-Forwarded-For from these addresses (Fastify trustProxy), so limits and the allowlist see the client. */
  trustProxy?: string;
  tokenTtlSeconds?: number;
  /** An ingest key to install besides (or, outside the demo, instead of) the demo key. */
  ingestKey?: string;
  clock?: Clock;
  loginLimits?: LoginLimits;
  /** Answer 500 when a handler's answer breaks the contract (tests); otherwise it is only logged. */
  strictResponses?: boolean;
  /** Interval of the websocket heartbeat that drops dead peers (default 30 s). */
  heartbeatMs?: number;
  /**
   * How often due planned alarms are raised and due reminders pushed; 0 turns the timer off (tests call
   * raiseDuePlannedAlarms and pushDueReminders). Default 5 s.
   */
  reminderIntervalMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    arc: ServerContext;
    /** Every route registered, as the router knows it (the authorization matrix checks each has a row). */
    arcRoutes: readonly { method: string; url: string }[];
  }
}

const defaultConsoleDir = fileURLToPath(new URL('../dist/', import.meta.url));

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const trusted = trustedSourceCheck(options.trustedCidrs ?? []);
  const app = Fastify({ logger: loggerOptions(options.logger ?? false, options.logStream), routerOptions: { caseSensitive: false }, trustProxy: options.trustProxy ?? false });
  const routes: { method: string; url: string }[] = [];
  app.decorate('arcRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  const demo = options.demo ?? true;
  const clock = options.clock ?? systemClock;
  const db = await openDatabase({ file: options.dbFile ?? ':memory:', reset: options.resetDb ?? false });
  // Gauges read the hub and the hub counts into the metrics: both closures run only after both exist.
  const metrics: Metrics = new Metrics({ openSockets: () => hub.openSockets(), connectedDevices: () => hub.connectedDevices() });
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
  });
  const ttl = options.tokenTtlSeconds ?? 3600;
  const ctx: ServerContext = {
    db,
    clock,
    hub,
    metrics,
    log: app.log,
    limiter: new LoginLimiter(options.loginLimits ?? DEFAULT_LOGIN_LIMITS),
    options: { demo, tokenTtlSeconds: ttl, renewalTtlSeconds: Math.max(ttl, 12 * 3600), pendingTtlSeconds: 300 },
  };
  app.decorate('arc', ctx);

  await installData(ctx, options);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // 'self' covers ws:/wss: to this same host (CSP 3); a bare ws:/wss: would let injected script reach any host.
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ['https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(fastifyFormbody);
  // Clients only send acks, pings and logout: a large frame is refused (1009) instead of being buffered.
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  // An empty JSON body (a POST without payload) is no body rather than a parse error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ServiceError('VALIDATION_FAILED', 'The body is not valid JSON', [{ name: 'body', description: 'not valid JSON' }]), undefined);
    }
  });

  app.addHook('onRequest', async (request) => {
    const path = request.url.toLowerCase();
    if (trusted && path.startsWith('/api/') && !path.startsWith('/api/ingest/') && !trusted(request.ip)) {
      throw new ServiceError('untrustedsource', 'Requests from this address are not allowed', undefined, 400);
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    ctx.metrics.countRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode);
  });
  app.setErrorHandler((error: FastifyError | ServiceError, request, reply) => {
    if (error instanceof ServiceError) return reply.code(error.status).send(error.toBody());
    const status = error.statusCode ?? 500;
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
  registerSupportRoutes(app, deps);
  registerIngestRoutes(app, deps);
  registerWsRoute(app, ctx);
  if (demo) registerDevRoutes(app, ctx);

  const consoleDir = options.consoleDir ?? defaultConsoleDir;
  const serveConsole = existsSync(consoleDir);
  if (serveConsole) await app.register(fastifyStatic, { root: consoleDir, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.toLowerCase();
    if (serveConsole && request.method === 'GET' && !path.startsWith('/api') && !path.startsWith('/media/')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ ...apiError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`), Message: 'Not found' });
  });

  const stopHeartbeat = hub.startHeartbeat(options.heartbeatMs ?? 30_000);
  const reminderInterval = options.reminderIntervalMs ?? 5000;
  const stopReminders = reminderInterval > 0 ? startDueTimer(ctx, reminderInterval) : undefined;
  app.addHook('onClose', async () => {
    stopReminders?.();
    stopHeartbeat();
    hub.closeAll();
    await db.destroy();
  });
  return app;
}

/** Settings defaults on an empty database; the demo centre and the ingest keys. */
async function installData(ctx: ServerContext, options: AppOptions): Promise<void> {
  const hasSettings = await ctx.db.selectFrom('settings').select('Key').limit(1).executeTakeFirst();
  if (!hasSettings) {
    await ctx.db.insertInto('settings').values(Object.entries(DEFAULT_SETTINGS).map(([Key, Value]) => ({ Key, Value }))).execute();
  }
  if (ctx.options.demo) await seedDemoCentre(ctx.db, ctx.clock);
  else await ctx.db.deleteFrom('api_keys').where('Name', '=', 'demo').execute();
  if (options.ingestKey) {
    const hash = sha256(options.ingestKey);
    const known = await ctx.db.selectFrom('api_keys').select('KeyHash').where('KeyHash', '=', hash).executeTakeFirst();
    if (!known) await ctx.db.insertInto('api_keys').values({ KeyHash: hash, Name: 'configured' }).execute();
  }
}
