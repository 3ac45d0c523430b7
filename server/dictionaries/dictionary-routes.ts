import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/contract/index.ts';
import { defineRoute, type RouteDeps } from '../routes/define-route.ts';
import { dictionaryVersions, editDictionary, revertDictionary } from './dictionary-editing.ts';
import { readDictionary, readDictionaryVersion } from './dictionary-store.ts';

/** GET media/dict and its version (public: the login page needs them); their editing, versions and revert by a support admin. */
export function registerDictionaryRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  defineRoute(app, deps, endpoints.translations, ({ query }) => readDictionary(ctx, query.language, query.type));
  defineRoute(app, deps, endpoints.translationsVersion, async () => ({ version: await readDictionaryVersion(ctx) }));
  defineRoute(app, deps, endpoints.supportDictionary, ({ principal, params, body }) => editDictionary(ctx, principal, params, body));
  defineRoute(app, deps, endpoints.supportDictionaryVersions, ({ principal, params }) => dictionaryVersions(ctx, principal, params));
  defineRoute(app, deps, endpoints.supportDictionaryRevert, ({ principal, params, body }) => revertDictionary(ctx, principal, params, body.VersionId));
}
