import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';
import { isSourceMapPath } from './routes/source-maps.ts';

/** The meta tag that tells the console it runs against a demo centre (read by src/app/demo-mode.ts). */
export const DEMO_META = '<meta name="arc-demo" content="true">';

/**
 * The console's index.html as served at / and as the SPA fallback, or undefined without a built console. In demo
 * mode it carries DEMO_META, so the login page knows before any request (no inline script: the CSP forbids it).
 */
export function consolePage(consoleDir: string, demo: boolean): string | undefined {
  const file = join(consoleDir, 'index.html');
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8');
  return demo ? html.replace(/<head>/i, (head) => `${head}\n    ${DEMO_META}`) : html;
}

/** Hashed build output: its name changes with its content, so a copy never goes stale. */
const HASHED_ASSET = /^\/assets\//;

/**
 * How the built console's files are served: the `.br`/`.gz` copies made at build time (build/precompress.ts) as the
 * request accepts them, hashed assets cached for a year as immutable, everything else (the service worker, the
 * manifest, translations, icons) revalidated so a new release is seen. index.html is served from memory, maps never.
 */
export function consoleStaticOptions(consoleDir: string): FastifyStaticOptions {
  return {
    root: consoleDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (path) => path !== '/index.html' && !isSourceMapPath(path),
    setHeaders: (reply, path) => {
      const served = `/${relative(consoleDir, path).split('\\').join('/')}`;
      reply.header('cache-control', HASHED_ASSET.test(served) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  };
}
