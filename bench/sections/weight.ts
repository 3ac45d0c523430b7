import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { figure } from '../lib/figure.ts';
import { ownerFolder } from '../lib/owner.ts';
import { SourceMap } from '../lib/source-map.ts';

/** Strings that only the named library's code contains (survive minification: URLs and config keys). */
const FORBIDDEN_ON_LIST = {
  twilio: 'sdk.twilio.com/js/client/sounds',
  'hls.js': 'manifestLoadingTimeOut',
} as const;

const gzipKb = (file: string): number => gzipSync(readFileSync(file)).length / 1024;
/** What the server sends a browser that accepts brotli: the build's `.br` copy (build/precompress.ts), else the file. */
const wireKb = (file: string): number => statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size / 1024;

/** Assets index.html loads before any code runs: the entry script, its module preloads and its stylesheets. */
export function initialAssets(distDir: string): { js: string[]; css: string[] } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] as string);
  return {
    js: [...attr(/<script[^>]+type="module"[^>]+src="([^"]+)"/g), ...attr(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)],
    css: attr(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g),
  };
}

/** Which forbidden libraries a set of built chunks contains. */
export function forbiddenIn(distDir: string, chunks: readonly string[]): string[] {
  const found = new Set<string>();
  for (const chunk of chunks.filter((path) => path.endsWith('.js'))) {
    const code = readFileSync(join(distDir, chunk), 'utf8');
    for (const [library, marker] of Object.entries(FORBIDDEN_ON_LIST)) if (code.includes(marker)) found.add(library);
  }
  return [...found];
}

/**
 * Where the bytes of some chunks come from, by package or project folder: each chunk's gzip size shared out in
 * proportion to the minified characters its source map attributes to each source.
 */
export function composition(distDir: string, chunks: readonly string[], count = 12) {
  const totals = new Map<string, number>();
  for (const chunk of chunks.filter((path) => path.endsWith('.js'))) {
    const file = join(distDir, chunk);
    if (!existsSync(`${file}.map`)) continue;
    const code = readFileSync(file, 'utf8');
    const gzip = gzipKb(file);
    for (const [source, chars] of new SourceMap(`${file}.map`).charsPerSource(code)) {
      const where = ownerFolder(source);
      totals.set(where, (totals.get(where) ?? 0) + (gzip * chars) / code.length);
    }
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, kb]) => ({ name, gzipKb: Math.round(kb * 10) / 10 }));
}

/** Initial JS and CSS (gzip, default level as a server would send), from the built index.html. */
export function weight(distDir: string) {
  const initial = initialAssets(distDir);
  const sum = (files: string[], size = gzipKb) => files.reduce((total, file) => total + size(join(distDir, file)), 0);
  return {
    initialJsGzip: figure(sum(initial.js), 'KB', {
      budget: { text: '<= 150 KB gzip', max: 150 },
      note: `${initial.js.join(', ')} (entry + modulepreload); the sync engine's worker script is counted under chunksOnListPage`,
    }),
    initialJsOnTheWire: figure(sum(initial.js, wireKb), 'KB', {
      note: 'the same files as the server sends them to a browser accepting brotli (precompressed at build time, quality 11); uncompressed before this issue',
    }),
    initialCssGzip: figure(sum(initial.css), 'KB', { note: initial.css.join(', ') || 'no stylesheet link' }),
    initialForbidden: forbiddenIn(distDir, initial.js),
    initialJsByPackage: composition(distDir, initial.js.map((path) => path.replace(/^\//, ''))),
  };
}

export function chunkSizes(distDir: string, chunks: readonly string[]) {
  return chunks.map((chunk) => ({ chunk, gzipKb: Math.round(gzipKb(join(distDir, chunk)) * 10) / 10 }));
}
