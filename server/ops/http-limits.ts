import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { addressGroup } from './address-group.ts';

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
  /** Open connections per remote (socket) address, an IPv6 address by its /64; more are destroyed on accept. */
  maxConnectionsPerAddress: number;
  /** Open connections in all, kept below the descriptor limit (database, files and media need the rest). */
  maxConnections: number;
  /** Open websockets (push and voice signalling) in all, kept below `maxConnections` so HTTP (ingest) still gets in. */
  maxUpgradedConnections: number;
}

/** What a single process may open: the soft "Max open files" (Node raises it to the hard limit at start). */
function descriptorLimit(): number {
  try {
    const line = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    if (line) return line[1] === 'unlimited' ? 1_000_000 : Number(line[1]);
  } catch {
    // not Linux: assume a common small limit
  }
  return 4096;
}

/** The default websocket cap: three quarters of the connections, the rest kept for HTTP. */
export const upgradedShare = (connections: number): number => Math.floor((connections * 3) / 4);

const maxConnections = Math.min(100_000, Math.floor((descriptorLimit() * 3) / 4));

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  idleTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  maxConnectionsPerAddress: 64,
  maxConnections,
  maxUpgradedConnections: upgradedShare(maxConnections),
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

/**
 * Destroys each accepted connection over `maxConnections` in all (Node drops it before anything reads it) or over
 * `maxConnectionsPerAddress` from its remote address group.
 */
export function limitConnections(server: Server, limits: Pick<HttpLimits, 'maxConnections' | 'maxConnectionsPerAddress'>): void {
  server.maxConnections = limits.maxConnections;
  const max = limits.maxConnectionsPerAddress;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = addressGroup(socket.remoteAddress ?? '');
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
