import WebSocket from 'ws';
import type { Json } from './json.ts';

export interface WsClient {
  socket: WebSocket;
  messages: Json[];
  /** Resolves with the first message (already received or coming) that `match` accepts. */
  next(match: (message: Json) => boolean, timeoutMs?: number): Promise<Json>;
  send(message: unknown): void;
  close(): Promise<void>;
}

/**
 * A real websocket client on the push socket; every message received is kept in order. `credential` is an access
 * token (`?token=`) or a socket ticket (`?ticket=`); `options` may set e.g. the browser's `origin`.
 */
export async function connectWs(base: string, credential: string | { ticket: string }, deviceToken?: string, path = '/api/WsPander', options: WebSocket.ClientOptions = {}): Promise<WsClient> {
  const query = typeof credential === 'string' ? `token=${encodeURIComponent(credential)}` : `ticket=${encodeURIComponent(credential.ticket)}`;
  const url = `${base.replace('http', 'ws')}${path}?${query}${deviceToken ? `&devicetoken=${encodeURIComponent(deviceToken)}` : ''}`;
  const socket = new WebSocket(url, options);
  const messages: Json[] = [];
  const waiters: { match: (m: Json) => boolean; resolve: (m: Json) => void }[] = [];
  socket.on('message', (data, isBinary) => {
    // A browser hands a binary message to the console as a Blob, which it cannot read: such a frame matches nothing.
    const message = isBinary ? { type: 'binary frame (a browser gets a Blob)' } : JSON.parse(data.toString());
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
  return {
    socket,
    messages,
    next(match, timeoutMs = 5000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.push(waiter);
        setTimeout(() => reject(new Error(`no matching message; got ${JSON.stringify(messages)}`)), timeoutMs).unref();
      });
    },
    send(message) {
      socket.send(JSON.stringify(message));
    },
    close() {
      if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
      return new Promise((resolve) => {
        socket.once('close', () => resolve());
        socket.close();
      });
    },
  };
}
