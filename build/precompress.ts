import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches; maps stay on disk for the bench and are never served. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/** Brotli (quality 11) and gzip (level 9) copies of a file beside it, as `file.br` and `file.gz`. */
export async function precompressFile(path: string): Promise<void> {
  const bytes = await readFile(path);
  if (bytes.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/**
 * Compresses the built console once, at build time, at the highest levels (too slow per request), so the server
 * sends `.br`/`.gz` files as they stand (@fastify/static `preCompressed`). Runs last, after the service worker.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'arc-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const work: Promise<void>[] = [];
        for await (const path of filesUnder(outDir)) work.push(precompressFile(path));
        await Promise.all(work);
      },
    },
  };
}
