import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/contract/index.ts';
import { defineRoute, type RouteDeps } from '../routes/define-route.ts';
import { answerReport, shiftShare } from './answer-targets-service.ts';

/** Answer-time targets: the header's shift share and the supervisor report. */
export function registerAnswerTargetRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  defineRoute(app, deps, endpoints.shiftShare, ({ principal }) => shiftShare(ctx, principal));
  defineRoute(app, deps, endpoints.answerReport, ({ principal }) => answerReport(ctx, principal));
}
