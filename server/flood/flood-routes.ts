import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/contract/index.ts';
import { defineRoute, type RouteDeps } from '../routes/define-route.ts';
import { bulkClear } from './bulk-clear.ts';

/** Flood mode: the supervisor's bulk clear (the flood state itself is pushed, see flood-watch.ts). */
export function registerFloodRoutes(app: FastifyInstance, deps: RouteDeps): void {
  defineRoute(app, deps, endpoints.floodBulkClear, ({ principal, body }) => bulkClear(deps.ctx, principal, body));
}
