import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../services/errors.ts';

/**
 * Refuses a websocket upgrade (push or voice signalling) with 429 while `max` upgraded connections are open, so
 * websockets, which no HTTP timeout reaches, cannot take the connections ingest and logins need. Registered after
 * @fastify/websocket (its onRequest hook marks `request.ws`); a refused upgrade's socket is destroyed by it.
 */
export function limitUpgrades(app: FastifyInstance, max: number): void {
  // Counted from the raw 'upgrade' event, before routing, so every upgrade request holding a socket is seen.
  const open = new Set<Duplex>();
  app.server.prependListener('upgrade', (_request: unknown, socket: Duplex) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  app.addHook('onRequest', async (request) => {
    if (request.ws && open.size > max) throw new ServiceError('RATE_LIMITED', 'Too many open sockets on this server: connect again later');
  });
  // An upgraded socket is no HTTP connection the server ends on close, and one a client left half-open kept the server
  // from closing (seen in tests: an engine gone, its push socket still open here). A second after closing starts,
  // whatever the websocket servers have not closed by then (their close frames go first) is destroyed.
  app.addHook('preClose', async () => {
    setTimeout(() => {
      for (const socket of open) socket.destroy();
    }, 1000).unref();
  });
}
