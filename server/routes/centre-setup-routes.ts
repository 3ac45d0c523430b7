import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/contract/index.ts';
import { importCentre } from '../admin/centre-import.ts';
import { defineRoute, type RouteDeps } from './define-route.ts';

/** Setting a centre up without the demo (SkygdSystemAdmin): a whole file, or one group, operator, person or device. */
export function registerCentreSetupRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  defineRoute(app, deps, endpoints.importCentre, ({ principal, body }) => importCentre(ctx, principal, body));
  defineRoute(app, deps, endpoints.createGroup, ({ principal, body }) => importCentre(ctx, principal, { Groups: [body] }));
  defineRoute(app, deps, endpoints.createOperator, ({ principal, body }) => importCentre(ctx, principal, { Operators: [body] }));
  defineRoute(app, deps, endpoints.createPerson, ({ principal, body }) => importCentre(ctx, principal, { Persons: [body] }));
  defineRoute(app, deps, endpoints.createDevice, ({ principal, body }) => importCentre(ctx, principal, { Devices: [body] }));
}
