import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../services/errors.ts';

/**
 * Refuses a websocket upgrade (push or voice signalling) with 429 while `max` upgraded connections are open, so
 * websockets, which no HTTP timeout reaches, cannot take the connections ingest and logins need. Registered after
 * @fastify/websocket (its onRequest hook marks `request.ws`); a refused upgrade's socket is destroyed by it.
 */
export function limitUpgrades(app: FastifyInstance, max: number): void {
  let open = 0;
  // Counted from the raw 'upgrade' event, before routing, so every upgrade request holding a socket is seen.
  app.server.prependListener('upgrade', (_request: unknown, socket: Duplex) => {
    open += 1;
    socket.once('close', () => (open -= 1));
  });
  app.addHook('onRequest', async (request) => {
    if (request.ws && open > max) throw new ServiceError('RATE_LIMITED', 'Too many open sockets on this server: connect again later');
  });
}
