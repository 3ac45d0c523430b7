import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { registerAlarmRoutes } from '../alarms/alarm-routes.ts';
import { registerIngestRoutes } from '../alarms/ingest-routes.ts';
import { registerTemplateRoutes } from '../alarms/template-routes.ts';
import { registerAuditRoutes } from '../audit/audit-routes.ts';
import { registerDc09Routes } from '../dc09/dc09-routes.ts';
import { registerProductImageRoutes } from '../devices/product-images.ts';
import { registerDictionaryRoutes } from '../dictionaries/dictionary-routes.ts';
import { registerFloodRoutes } from '../flood/flood-routes.ts';
import { registerMediaFileRoute } from '../media/media-file-route.ts';
import { normaliseOrigins } from '../ops/origins.ts';
import { registerOpsRoutes } from '../ops/ops-routes.ts';
import { registerPlanningRoutes } from '../planning/planning-routes.ts';
import { registerAnswerTargetRoutes } from '../targets/answer-targets-routes.ts';
import { registerWsRoute } from '../push/ws-route.ts';
import { registerTelephony } from '../calls/telephony.ts';
import { registerCameraRoutes } from '../routes/camera-routes.ts';
import { registerCentreSetupRoutes } from '../routes/centre-setup-routes.ts';
import { answerDemoCallOuts } from '../demo/demo-responders.ts';
import { registerDevRoutes } from '../routes/dev-routes.ts';
import { registerSupportRoutes } from '../routes/support-routes.ts';
import { registerSessionRoutes } from '../sessions/session-routes.ts';
import { registerExternalDemoRoutes } from '../users/external-demo-routes.ts';
import { registerUserRoutes } from '../users/user-routes.ts';
import { DEFAULT_SIGNALLING_LIMITS } from '../voice/signalling-limits.ts';
import type { AppOptions } from './app-options.ts';

/** Every feature's routes, the push socket and (demo only) the dev routes. */
export function registerFeatureRoutes(app: FastifyInstance, ctx: ServerContext, options: AppOptions): void {
  const demo = ctx.options.demo;
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
  registerDc09Routes(app, deps);
  registerTemplateRoutes(app, deps);
  registerIngestRoutes(app, deps);
  const publicHost = normaliseOrigins(options.publicOrigin ? [options.publicOrigin] : [], 'ARC_PUBLIC_ORIGIN').map((origin) => new URL(origin).host)[0];
  registerTelephony(app, deps, { demo, mediaHostAddresses: options.voiceMediaAddresses, publicHost, signallingLimits: { ...DEFAULT_SIGNALLING_LIMITS, ...options.signallingLimits } });
  registerCameraRoutes(app, deps, { demo, streamLimits: options.cameraStreams });
  registerPlanningRoutes(app, deps);
  registerAnswerTargetRoutes(app, deps);
  registerFloodRoutes(app, deps);
  registerProductImageRoutes(app);
  registerMediaFileRoute(app, deps);
  registerWsRoute(app, ctx, normaliseOrigins(options.wsOrigins ?? [], 'ARC_WS_ORIGINS'));
  if (demo) {
    registerDevRoutes(app, ctx);
    answerDemoCallOuts(ctx);
  }
}
