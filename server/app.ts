import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerContext } from './context.ts';
import { DEFAULT_HTTP_LIMITS, httpServerOptions, limitConnections } from './ops/http-limits.ts';
import { loggerOptions, requestIdReader } from './ops/logging.ts';
import { normaliseOrigins } from './ops/origins.ts';
import { trustedSourceCheck } from './routes/trusted-source.ts';
import type { AppOptions } from './app/app-options.ts';
import { startBackgroundWork } from './app/background-work.ts';
import { registerConsoleRoutes } from './app/console-routes.ts';
import { registerFeatureRoutes } from './app/feature-routes.ts';
import { installData } from './app/install-data.ts';
import { registerRequestHandling } from './app/request-handling.ts';
import { registerSecurityHeaders } from './app/security-headers.ts';
import { createServerContext } from './app/server-context.ts';
import { startDc09Receiver, type Dc09Receiver } from './dc09/dc09-receiver.ts';

declare module 'fastify' {
  interface FastifyInstance {
    arc: ServerContext;
    /** Every route registered, as the router knows it (the authorization matrix checks each has a row). */
    arcRoutes: readonly { method: string; url: string }[];
    /** The DC-09 receiver's bound ports (tests send to them). */
    dc09: Dc09Receiver;
  }
}

/** The server: its context and data, the request handling every route shares, the features' routes and its timers. */
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
  const cspOrigins = normaliseOrigins(options.cspOrigins ?? [], 'ARC_CSP_ORIGINS', ['https:', 'http:', 'wss:', 'ws:']);
  const ctx = await createServerContext(app, options);
  app.decorate('arc', ctx);

  await installData(ctx, options.ingestKey);

  await registerSecurityHeaders(app, { cspOrigins, frameOrigins: ctx.options.frameOrigins });
  await registerRequestHandling(app, ctx, { trusted, maxUpgradedConnections: httpLimits.maxUpgradedConnections });
  registerFeatureRoutes(app, ctx, options);
  await registerConsoleRoutes(app, { consoleDir: options.consoleDir, demo: ctx.options.demo });
  // One signal stops the receiver with the server, before the database closes.
  const receiverStop = new AbortController();
  app.decorate('dc09', await startDc09Receiver(ctx, options.dc09 ?? {}, receiverStop.signal));
  startBackgroundWork(app, ctx, options, receiverStop);
  return app;
}
