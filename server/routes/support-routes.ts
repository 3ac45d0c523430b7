import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/contract/index.ts';
import * as support from '../services/support-service.ts';
import { latestBrowserLog, storeBrowserLog } from '../support/browser-log-service.ts';
import { defineRoute, type RouteDeps } from './define-route.ts';

/** Support page (SkygdSystemAdmin), test alarms (CenterTestalarm) and the browser log upload. */
export function registerSupportRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  defineRoute(app, deps, endpoints.supportSubscription, ({ principal, query }) => support.lookupSubscription(ctx, principal, query.identifier));
  defineRoute(app, deps, endpoints.supportSendDocument, async ({ principal, body }) => {
    await support.sendDocument(ctx, principal, body.DocumentId, body.Destination);
  });
  defineRoute(app, deps, endpoints.systemTests, ({ principal }) => support.systemTests(ctx, principal));
  defineRoute(app, deps, endpoints.startSystemTests, async ({ principal }) => {
    await support.startSystemTests(ctx, principal);
  });
  defineRoute(app, deps, endpoints.testAlarms, ({ principal }) => support.testAlarms(ctx, principal));
  defineRoute(app, deps, endpoints.runTestAlarm, ({ principal, body }) => support.runTestAlarm(ctx, principal, body.TestRoutineId, body.UserId));
  defineRoute(app, deps, endpoints.debugLog, async ({ principal, body, request }) => {
    request.log.info({ browserLog: { username: principal.username, size: body.data.length } }, 'browser log received');
    await storeBrowserLog(ctx, principal, body.data);
  });
  defineRoute(app, deps, endpoints.latestDebugLog, ({ principal }) => latestBrowserLog(ctx, principal));
}
