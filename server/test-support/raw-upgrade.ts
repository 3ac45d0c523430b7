import { connect } from 'node:net';

export interface RawUpgrade {
  /** The status line's code once the server answered (101 upgraded, 429 refused), 0 when it closed without one. */
  answered: Promise<number>;
  /** Milliseconds from the connect to the close. */
  closed: Promise<number>;
  destroy(): void;
}

/**
 * A websocket upgrade from `localAddress` that then never sends a byte: an idle, unauthenticated socket as an
 * attacker holds it (it does not even answer a close frame).
 */
export function rawUpgrade(base: string, path: string, localAddress: string): RawUpgrade {
  const { hostname, port } = new URL(base);
  const started = Date.now();
  const socket = connect({ host: hostname, port: Number(port), localAddress });
  socket.on('error', () => undefined);
  let head = '';
  const answered = new Promise<number>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head);
      if (status) resolve(Number(status[1]));
    });
    socket.once('close', () => resolve(0));
  });
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - started)));
  socket.write(
    [`GET ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, 'Upgrade: websocket', 'Connection: Upgrade', 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==', 'Sec-WebSocket-Version: 13', '', ''].join('\r\n'),
  );
  return { answered, closed, destroy: () => socket.destroy() };
}
