import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { fileURLToPath } from 'node:url';
import { apiError, isApiPath, normalisePath } from '../../src/contract/index.ts';
import { consolePage, consoleStaticOptions } from '../console-page.ts';
import { isSourceMapPath } from '../routes/source-maps.ts';

const defaultConsoleDir = fileURLToPath(new URL('../../dist/', import.meta.url));

/** The built console at / with its SPA fallback (when it exists), and the JSON 404 of every other unknown path. */
export async function registerConsoleRoutes(app: FastifyInstance, options: { consoleDir?: string; demo: boolean }): Promise<void> {
  const consoleDir = options.consoleDir ?? defaultConsoleDir;
  const page = consolePage(consoleDir, options.demo);
  // index.html is served from memory (it may carry the demo marker), every other file from the folder; source maps never.
  if (page !== undefined) await app.register(fastifyStatic, consoleStaticOptions(consoleDir));
  app.setNotFoundHandler((request, reply) => {
    const path = normalisePath(request.url);
    if (page !== undefined && request.method === 'GET' && !isApiPath(path) && !path.startsWith('/media/') && !isSourceMapPath(path)) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(page);
    }
    return reply.code(404).send({ ...apiError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`), Message: 'Not found' });
  });
}
