import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/contract/index.ts';
import { defineRoute, type RouteDeps } from '../routes/define-route.ts';
import { assertPermission } from '../services/principal.ts';
import { readDictionary, readDictionaryVersion, replaceDictionary } from './dictionary-store.ts';

/** GET media/dict and its version (public: the login page needs them) and its editing by a support admin (SkygdSystemAdmin). */
export function registerDictionaryRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  defineRoute(app, deps, endpoints.translations, ({ query }) => readDictionary(ctx, query.language, query.type));
  defineRoute(app, deps, endpoints.translationsVersion, async () => ({ version: await readDictionaryVersion(ctx) }));
  defineRoute(app, deps, endpoints.supportDictionary, async ({ principal, params, body }) => {
    assertPermission(principal, 'SkygdSystemAdmin');
    await replaceDictionary(ctx, params.language, params.namespace, body);
  });
}
