import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Limits that keep slow or numerous connections from starving alarm intake and logins. Behind a reverse proxy
 * every connection comes from the proxy's address: raise `maxConnectionsPerAddress` there and let the proxy limit
 * per client (server/README.md).
 */
export interface HttpLimits {
  /** The whole request, body included, must arrive within this (Node requestTimeout; then 408 and closed). */
  requestTimeoutMs: number;
  /** The request's headers must arrive within this (Node headersTimeout). */
  headersTimeoutMs: number;
  /** A connection with no traffic either way is closed after this (Fastify connectionTimeout). */
  idleTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open connections per remote (socket) address; more are destroyed on accept. */
  maxConnectionsPerAddress: number;
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  idleTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  maxConnectionsPerAddress: 64,
};

/** Fastify's server options for the limits. Node checks the timeouts on an interval (default 30 s), kept short here. */
export function httpServerOptions(limits: HttpLimits) {
  const headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return {
    connectionTimeout: limits.idleTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: { headersTimeout, requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: Math.min(1000, Math.max(100, headersTimeout / 4)) },
  };
}

/** Destroys each accepted connection that would exceed `max` open connections from its remote address. */
export function limitConnectionsPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
