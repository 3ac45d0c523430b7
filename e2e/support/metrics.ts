import type { APIRequestContext } from '@playwright/test';

/** The server's gauges (GET /metrics), read by the sync-engine specs. */

/** Open websockets on the server. */
export async function openSockets(request: APIRequestContext): Promise<number> {
  const text = await (await request.get('/metrics')).text();
  return Number(/^arc_websockets_open (\d+)$/m.exec(text)?.[1] ?? Number.NaN);
}

/**
 * Open websockets once the count has held still for two seconds: a browser an earlier spec closed takes a moment to
 * let go of its socket, and a spec that counts its own on top of the others must not count that one.
 */
export async function settledOpenSockets(request: APIRequestContext): Promise<number> {
  let last = await openSockets(request);
  for (let steady = 0; steady < 4; ) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await openSockets(request);
    steady = now === last ? steady + 1 : 0;
    last = now;
  }
  return last;
}

/** HTTP requests the server answered so far by route (GET /metrics itself left out). */
export async function requestsServed(request: APIRequestContext): Promise<Map<string, number>> {
  const text = await (await request.get('/metrics')).text();
  const counts = new Map<string, number>();
  for (const match of text.matchAll(/^arc_http_requests_total\{method="(\w+)",route="([^"]*)"[^}]*\} (\d+)$/gm)) {
    const key = `${match[1]} ${match[2]}`;
    if (match[2] === '/metrics') continue;
    counts.set(key, (counts.get(key) ?? 0) + Number(match[3]));
  }
  return counts;
}

/** What was requested between two readings of requestsServed, by route. */
export function requestsBetween(before: Map<string, number>, after: Map<string, number>): Record<string, number> {
  const delta: Record<string, number> = {};
  for (const [key, n] of after) if (n - (before.get(key) ?? 0) > 0) delta[key] = n - (before.get(key) ?? 0);
  return delta;
}
