import { createSocket } from 'node:dgram';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { once } from 'node:events';
import type { ServerContext } from '../context.ts';
import { answerDc09 } from './dc09-service.ts';

export interface Dc09ReceiverOptions {
  /** TCP port (ARC_DC09_TCP_PORT); unset: no TCP receiver; 0: any free port (tests). */
  tcpPort?: number;
  /** UDP port (ARC_DC09_UDP_PORT); unset: no UDP receiver. */
  udpPort?: number;
  /** Address both listen on (ARC_DC09_HOST, default 127.0.0.1). */
  host?: string;
}

export interface Dc09Receiver {
  /** The ports bound (a requested 0 resolved); undefined where that receiver is off. */
  tcpPort: number | undefined;
  udpPort: number | undefined;
}

// A frame is at most a few hundred bytes; a peer sending this much without a CR is not a DC-09 unit.
const MAX_PENDING_BYTES = 4096;

/** Answers a frame; a failure (the database away) answers nothing, so the unit sends again. */
async function answerSafely(ctx: ServerContext, frame: string): Promise<string | undefined> {
  try {
    return await answerDc09(ctx, frame);
  } catch (error) {
    ctx.log.error({ err: error }, 'dc09: message not stored, left unanswered');
    return undefined;
  }
}

/** One TCP connection: frames end with CR and are answered in the order they came, each after its commit. */
function serveConnection(ctx: ServerContext, socket: Socket): void {
  let pending = '';
  let queue = Promise.resolve();
  socket.setEncoding('latin1');
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: string) => {
    pending += chunk;
    let end = pending.indexOf('\r');
    while (end >= 0) {
      const raw = pending.slice(0, end + 1);
      pending = pending.slice(end + 1);
      // Anything before the frame's LF (line noise, a keep-alive) is not part of it.
      const frame = raw.slice(Math.max(0, raw.lastIndexOf('\n')));
      queue = queue.then(async () => {
        const answer = await answerSafely(ctx, frame);
        if (answer && !socket.destroyed) socket.write(answer, 'latin1');
      });
      end = pending.indexOf('\r');
    }
    if (pending.length > MAX_PENDING_BYTES) socket.destroy();
  });
}

/**
 * The SIA DC-09 receiver on TCP and UDP (each only when its port is given); `signal` stops both with the server.
 * Resolves once both listen.
 */
export async function startDc09Receiver(ctx: ServerContext, options: Dc09ReceiverOptions, signal: AbortSignal): Promise<Dc09Receiver> {
  const host = options.host ?? '127.0.0.1';
  let tcpPort: number | undefined;
  let udpPort: number | undefined;
  if (options.tcpPort !== undefined) {
    const connections = new Set<Socket>();
    const server = createServer((socket) => {
      connections.add(socket);
      socket.on('close', () => connections.delete(socket));
      serveConnection(ctx, socket);
    });
    server.listen({ port: options.tcpPort, host, signal });
    await once(server, 'listening');
    signal.addEventListener('abort', () => {
      for (const socket of connections) socket.destroy();
    });
    tcpPort = (server.address() as AddressInfo).port;
  }
  if (options.udpPort !== undefined) {
    const socket = createSocket({ type: host.includes(':') ? 'udp6' : 'udp4', signal });
    socket.on('message', (message, peer) => {
      void answerSafely(ctx, message.toString('latin1')).then((answer) => {
        if (answer && !signal.aborted) socket.send(Buffer.from(answer, 'latin1'), peer.port, peer.address);
      });
    });
    socket.bind(options.udpPort, host);
    await once(socket, 'listening');
    udpPort = socket.address().port;
  }
  if (tcpPort !== undefined || udpPort !== undefined) ctx.log.info({ tcpPort, udpPort, host }, 'dc09: receiver listening');
  return { tcpPort, udpPort };
}
