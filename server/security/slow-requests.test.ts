import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INGEST_KEY } from '../demo/demo-accounts.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

/** Another loopback address: the attacker, so the test's own requests from 127.0.0.1 are a separate client. */
const ATTACKER = '127.0.0.2';
const LIMIT = 4;
const REQUEST_TIMEOUT_MS = 1500;

interface SlowClient {
  socket: Socket;
  /** Everything the server wrote back. */
  received(): string;
  /** Resolves with the milliseconds from connect to close. */
  closed: Promise<number>;
  stop(): void;
}

/**
 * A raw connection that sends a request's headers promising a body (under the body limit), then trickles one byte every 100 ms
 * (never idle, never finished): the slow-body attack.
 */
const opened: SlowClient[] = [];

function slowClient(base: string, path: string, localAddress: string, headers: Record<string, string> = {}): SlowClient {
  const { hostname, port } = new URL(base);
  const started = Date.now();
  const socket = connect({ host: hostname, port: Number(port), localAddress });
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - started)));
  const head = [`POST ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, 'Content-Type: application/json', 'Content-Length: 500000', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), '', ''].join('\r\n');
  socket.write(`${head}{"AlarmText":"`);
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write('x');
  }, 100);
  socket.once('close', () => clearInterval(timer));
  const client = { socket, received: () => text, closed, stop: () => socket.destroy() };
  opened.push(client);
  return client;
}

describe('slow requests do not stop alarm intake', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ httpLimits: { maxConnectionsPerAddress: LIMIT, requestTimeoutMs: REQUEST_TIMEOUT_MS, headersTimeoutMs: 1000 } });
  });
  afterEach(() => {
    for (const client of opened.splice(0)) client.stop();
  });
  afterAll(async () => {
    await server.close();
  });

  it('security #6: connections over the per-address limit are closed, slow bodies are cut off, and ingest and logins still work meanwhile', async () => {
    const slow = Array.from({ length: LIMIT }, () => slowClient(server.base, '/api/token', ATTACKER));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const over = slowClient(server.base, '/api/token', ATTACKER);
    // (a) the connection over the limit is closed at once, without an answer
    expect(await over.closed).toBeLessThan(1000);
    expect(over.received()).toBe('');

    // (c) meanwhile the centre's own clients are served
    const ingest = await server.request('POST', '/api/ingest/alarms', { json: { UserId: 5, AlarmText: 'Fall detected' }, headers: { 'X-Api-Key': DEMO_INGEST_KEY } });
    expect(ingest.status).toBe(201);
    await expect(server.login('anna')).resolves.toEqual(expect.any(String));

    // (b) the slow bodies are cut off by the request timeout (408 then closed), not kept open for ever
    const durations = await Promise.all(slow.map((client) => client.closed));
    for (const [i, ms] of durations.entries()) {
      expect(ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
      expect(ms).toBeLessThan(REQUEST_TIMEOUT_MS + 2500);
      expect(slow[i]?.received()).toMatch(/^HTTP\/1\.1 408/);
    }
    // and the address may connect again once its connections are gone
    const again = await server.request('GET', '/healthz');
    expect(again.status).toBe(200);
  });

  it('security #6: a wrong ingest key with a never-ending body is answered 401 at once', async () => {
    const client = slowClient(server.base, '/api/ingest/alarms', '127.0.0.1', { 'X-Api-Key': 'guess' });
    const started = Date.now();
    while (!client.received().includes('\r\n\r\n') && Date.now() - started < REQUEST_TIMEOUT_MS) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.received()).toMatch(/^HTTP\/1\.1 401/);
    expect(Date.now() - started).toBeLessThan(REQUEST_TIMEOUT_MS / 2);
  });
});
