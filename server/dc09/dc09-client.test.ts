import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { once } from 'node:events';
import { afterEach, describe, expect, test } from 'vitest';
import { Dc09TcpClient } from './dc09-client.ts';

/** A receiver that takes the connection and then does to it what `end` says, once a frame arrived. */
async function receiver(end: (socket: Socket) => void): Promise<Server> {
  const server = createServer((socket) => socket.once('data', () => end(socket)));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

describe('the DC-09 unit’s TCP client', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  // Waits far longer than the test may run: only a client that notices the loss returns in time.
  const LONG_WAIT_MS = 60_000;

  test('DC-09 flood: a receiver that closes the connection ends the wait for its answer at once', async () => {
    server = await receiver((socket) => socket.end());
    const client = await Dc09TcpClient.open((server.address() as AddressInfo).port);
    expect(await client.send('\nframe\r', LONG_WAIT_MS)).toBeUndefined();
    client.close();
  });

  test('DC-09 flood: a receiver killed mid-answer (the connection reset) ends the wait and throws nothing', async () => {
    server = await receiver((socket) => socket.resetAndDestroy());
    const client = await Dc09TcpClient.open((server.address() as AddressInfo).port);
    expect(await client.send('\nframe\r', LONG_WAIT_MS)).toBeUndefined();
    client.close();
  });
});
