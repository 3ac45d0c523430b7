import { createSocket } from 'node:dgram';
import { connect, type Socket } from 'node:net';
import { once } from 'node:events';

/** A DC-09 unit's side of a TCP connection: sends frames and reads the answers (tests, simulator, bench). */
export class Dc09TcpClient {
  private buffered = '';
  private waiting: (() => void) | undefined;
  private closed = false;

  private constructor(private readonly socket: Socket) {
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      this.buffered += chunk;
      this.waiting?.();
    });
    // A receiver that dies or drops the connection ends the wait for its answer at once (a unit then sends elsewhere).
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      this.closed = true;
      this.waiting?.();
    });
  }

  static async open(port: number, host = '127.0.0.1'): Promise<Dc09TcpClient> {
    const socket = connect({ port, host });
    await once(socket, 'connect');
    return new Dc09TcpClient(socket);
  }

  write(frame: string): void {
    this.socket.write(frame, 'latin1');
  }

  /** The next answer (up to its CR), or undefined when none comes within `timeoutMs` or the connection closed. */
  async next(timeoutMs = 5000): Promise<string | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = this.buffered.indexOf('\r');
      if (end >= 0) {
        const answer = this.buffered.slice(0, end + 1);
        this.buffered = this.buffered.slice(end + 1);
        return answer;
      }
      const left = deadline - Date.now();
      if (left <= 0 || this.closed) return undefined;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiting = undefined;
    }
  }

  async send(frame: string, timeoutMs?: number): Promise<string | undefined> {
    this.write(frame);
    return this.next(timeoutMs);
  }

  close(): void {
    this.socket.destroy();
  }
}

/** Sends one frame as a UDP datagram and waits for the answer (or undefined after `timeoutMs`). */
export async function sendDc09Udp(port: number, frame: string, timeoutMs = 5000, host = '127.0.0.1'): Promise<string | undefined> {
  const socket = createSocket('udp4');
  try {
    const answer = new Promise<string | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), timeoutMs);
      socket.once('message', (message) => {
        clearTimeout(timer);
        resolve(message.toString('latin1'));
      });
    });
    socket.send(Buffer.from(frame, 'latin1'), port, host);
    return await answer;
  } finally {
    socket.close();
  }
}
