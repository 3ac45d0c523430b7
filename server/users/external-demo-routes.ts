import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/contract/index.ts';
import * as external from './external-person-service.ts';
import { defineRoute, type RouteDeps } from '../routes/define-route.ts';

/** The external customer and dynamics services of calls §7, as the reference server's demo stand-ins. */
export function registerExternalDemoRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  defineRoute(app, deps, endpoints.externalCustomerInfo, ({ principal, params }) => external.externalCustomerInfo(ctx, principal, params.externalId));
  defineRoute(app, deps, endpoints.externalUserInfo, ({ principal, params, query }) => external.externalUserInfo(ctx, principal, params.externalId, query.alarmid));
}
