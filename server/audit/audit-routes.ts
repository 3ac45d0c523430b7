import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/contract/index.ts';
import { defineRoute, type RouteDeps } from '../routes/define-route.ts';
import { readAuditTrail } from './audit-trail.ts';

/** The audit trail for a support admin. */
export function registerAuditRoutes(app: FastifyInstance, deps: RouteDeps): void {
  defineRoute(app, deps, endpoints.supportAudit, ({ principal, query }) => readAuditTrail(deps.ctx, principal, query));
}
