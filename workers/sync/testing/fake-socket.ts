import type { SocketLike } from '../effects.ts';

/** A scripted websocket: the test opens, feeds and closes it, and reads what the engine sent. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(
    readonly url: string,
    private readonly autoPong = false,
  ) {}

  send(data: string): void {
    const message = JSON.parse(data) as { type?: string; id?: unknown };
    this.sent.push(message);
    // A live server answers pings; asynchronously, as over a real connection.
    if (this.autoPong && message.type === 'ping') queueMicrotask(() => this.serverSend({ type: 'pong', id: message.id }));
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.readyState = 3;
    this.onclose?.({});
  }

  serverOpen(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  serverSend(message: object): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  sentOfType(type: string): unknown[] {
    return this.sent.filter((m) => (m as { type?: string }).type === type);
  }
}

export function socketFactory(options: { autoPong?: boolean } = {}) {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    open: (url: string) => {
      const socket = new FakeSocket(url, options.autoPong);
      sockets.push(socket);
      return socket;
    },
    last: () => {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket opened');
      return socket;
    },
  };
}
