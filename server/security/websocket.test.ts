import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClock, type TestServer } from '../test-support/test-server.ts';
import { connectWs } from '../test-support/ws-client.ts';

describe('push socket origin and tickets', () => {
  let server: TestServer;
  let clock: TestClock;
  let anna: string;
  beforeAll(async () => {
    clock = new TestClock();
    server = await startTestServer({ clock, wsOrigins: ['https://console.example.org'] });
    anna = await server.login('anna');
  });
  afterAll(async () => {
    await server.close();
  });

  const ticket = async (token = anna) => server.request('POST', '/api/me/socketticket', { token });

  it('security #16: a browser socket from a foreign Origin is refused with 403 before the upgrade', async () => {
    await expect(connectWs(server.base, anna, undefined, undefined, { origin: 'https://evil.example' })).rejects.toThrow('upgrade refused: 403');
    await expect(connectWs(server.base, anna, undefined, undefined, { origin: 'null' })).rejects.toThrow('upgrade refused: 403');
    // The console's own origin, a configured extra origin and a client without Origin (no browser) are served.
    for (const options of [{ origin: server.base }, { origin: 'https://console.example.org' }, {}]) {
      const socket = await connectWs(server.base, anna, undefined, undefined, options);
      await socket.next((m) => m.type === 'hello');
      await socket.close();
    }
  });

  it('security #16: a socket ticket opens one socket once, and only within 30 s', async () => {
    const first = await ticket();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ticket: expect.any(String), expires_in: 30 });
    expect(first.headers.get('cache-control')).toBe('no-store');
    const socket = await connectWs(server.base, { ticket: first.body.ticket }, undefined, undefined, { origin: server.base });
    await socket.next((m) => m.type === 'hello');
    await socket.close();
    await expect(connectWs(server.base, { ticket: first.body.ticket })).rejects.toThrow('upgrade refused: 401');

    const late = await ticket();
    clock.advance(31_000);
    await expect(connectWs(server.base, { ticket: late.body.ticket })).rejects.toThrow('upgrade refused: 401');
    await expect(connectWs(server.base, { ticket: 'made-up' })).rejects.toThrow('upgrade refused: 401');
    expect((await server.request('POST', '/api/me/socketticket')).status).toBe(401);
  });

  it('security #16: a ticket dies with the access token that asked for it', async () => {
    const bjorn = await server.login('bjorn');
    const issued = await ticket(bjorn);
    expect(issued.status).toBe(200);
    // The socket logout revokes the token that opened it; its ticket must no longer open a socket.
    const socket = await connectWs(server.base, bjorn);
    await socket.next((m) => m.type === 'hello');
    socket.send({ type: 'logout' });
    await new Promise((resolve) => socket.socket.once('close', resolve));
    await expect(connectWs(server.base, { ticket: issued.body.ticket })).rejects.toThrow('upgrade refused: 401');
  });
});
