import type { Socket } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * The floor under the reference server's fan-out: a bare `ws` server (no HTTP routes, no database, no contract)
 * that sends pushes the way the hub does (one buffer per push shared by every socket, each socket corked until the
 * end of the tick, an unacknowledged-push map per socket emptied from its front by the clients' cumulative acks). Run as its own process by
 * the bench; it takes `{ rate, seconds, bytes }` over IPC, pushes frames of that size to every socket at that rate
 * and answers with the send time of each push (this machine's clock: timeOrigin + performance.now()).
 */
interface Run {
  rate: number;
  seconds: number;
  bytes: number;
}

interface Client {
  socket: WebSocket;
  /** The TCP socket under it, corked while a tick's pushes are written (as the hub's transport). */
  transport: Socket;
  unacked: Map<number, Buffer>;
}

const clients = new Set<Client>();
const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });

server.on('connection', (socket, request) => {
  const client: Client = { socket, transport: request.socket as Socket, unacked: new Map() };
  clients.add(client);
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { type?: string; upTo?: number };
    if (message.type !== 'ack' || typeof message.upTo !== 'number') return;
    for (const pushId of client.unacked.keys()) {
      if (pushId > message.upTo) break;
      client.unacked.delete(pushId);
    }
  });
  socket.on('close', () => clients.delete(client));
});

let nextPushId = 1;
const corked: Client[] = [];

/** Writes one push to every socket; returns when it started (its latency counts from there, as the server's does). */
function push(alarmId: number, bytes: number): number {
  const pushId = nextPushId++;
  const head = `{"type":"update","alarmId":${alarmId},"pushId":${pushId},"text":"`;
  const tail = '"}';
  const data = Buffer.from(head + 'x'.repeat(Math.max(0, bytes - head.length - tail.length)) + tail);
  const sentAt = performance.timeOrigin + performance.now();
  for (const client of clients) {
    client.unacked.set(pushId, data);
    if (corked.length === 0) setImmediate(uncorkAll);
    client.transport.cork();
    corked.push(client);
    client.socket.send(data, { binary: false });
  }
  return sentAt;
}

function uncorkAll(): void {
  for (const client of corked.splice(0)) client.transport.uncork();
}

process.on('message', (run: Run) => {
  const sentAt: number[] = [];
  const started = performance.now();
  const total = Math.round(run.rate * run.seconds);
  const timer = setInterval(() => {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * run.rate) + 1);
    while (sentAt.length < due) sentAt.push(push(sentAt.length + 1, run.bytes));
    if (sentAt.length >= total) {
      clearInterval(timer);
      process.send?.({ sentAt });
    }
  }, 1);
});

server.on('listening', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
