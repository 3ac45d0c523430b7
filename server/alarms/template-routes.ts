import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/contract/index.ts';
import { serverTemplate } from './server-templates.ts';
import { defineRoute, type RouteDeps } from '../routes/define-route.ts';

/** Server-supplied alarm templates (API-23, DETAIL-16): the same JSON layout from both paths. */
export function registerTemplateRoutes(app: FastifyInstance, deps: RouteDeps): void {
  defineRoute(app, deps, endpoints.template, ({ query }) => serverTemplate(query.template));
  defineRoute(app, deps, endpoints.staticTemplate, ({ params }) => serverTemplate(params.template_type));
}
