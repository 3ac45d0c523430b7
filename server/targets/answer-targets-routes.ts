import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { endpoints, IntParamSchema } from '../../src/contract/index.ts';
import { defineRoute, parseInput, type RouteDeps } from '../routes/define-route.ts';
import { loopbackOnlyHook } from '../routes/dev-routes.ts';
import { ageAlarm } from './age-alarm.ts';
import { answerReport, shiftShare } from './answer-targets-service.ts';

const AgeSchema = z.object({ seconds: z.number().int().min(1).max(24 * 3600) });

/** Answer-time targets: the header's shift share and the supervisor report. */
export function registerAnswerTargetRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  defineRoute(app, deps, endpoints.shiftShare, ({ principal }) => shiftShare(ctx, principal));
  defineRoute(app, deps, endpoints.answerReport, ({ principal }) => answerReport(ctx, principal));

  if (!ctx.options.demo) return;
  app.post('/api/dev/alarms/:id/age', { onRequest: loopbackOnlyHook(app) }, async (request) => {
    const { id } = parseInput(z.object({ id: IntParamSchema }), request.params, 'params');
    const { seconds } = parseInput(AgeSchema, request.body ?? {}, 'body');
    return ageAlarm(ctx, id, seconds);
  });
}
