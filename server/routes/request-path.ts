import type { FastifyRequest } from 'fastify';
import { normalisePath } from '../../src/contract/index.ts';

/**
 * The path a request is judged by: the route the router matched (what will really run, however the URL was
 * spelled), or for an unmatched request its normalised URL.
 */
export function requestPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  return route ? route.toLowerCase() : normalisePath(request.url);
}

/** Alarm ingest: authenticated by its key and open to receivers outside ARC_TRUSTED_CIDRS. */
export function isIngestPath(path: string): boolean {
  return path.startsWith('/api/ingest/');
}
