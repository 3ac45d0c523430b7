import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/contract/index.ts';
import { defineRoute, type RouteDeps } from '../routes/define-route.ts';
import { updateNote, updatePlannedTime, updateProduct } from './planning-service.ts';

/** The planning edit page's updates of a planned alarm (product, note, planned time). */
export function registerPlanningRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  defineRoute(app, deps, endpoints.planningProduct, ({ principal, params, body }) => updateProduct(ctx, principal, params.alarm_id, body.Product));
  defineRoute(app, deps, endpoints.planningNote, ({ principal, params, body }) => updateNote(ctx, principal, params.alarm_id, body.Note));
  defineRoute(app, deps, endpoints.planningTime, ({ principal, params, body }) => updatePlannedTime(ctx, principal, params.alarm_id, body.PlannedTime));
}
