import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { startForwardingProxy, type ForwardingProxy } from '../test-support/forwarding-proxy.ts';
import { rawRequest } from '../test-support/raw-http.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

/** The demo's credential-free routes answer a browser on this machine only, never one a proxy forwards (H5). */
describe('demo routes behind a reverse proxy', () => {
  let server: TestServer;
  let proxy: ForwardingProxy;
  beforeAll(async () => {
    server = await startTestServer();
    proxy = await startForwardingProxy(server.base);
  });
  afterAll(async () => {
    await proxy?.close();
    await server?.close();
  });

  const devRequests = [
    { method: 'GET', path: '/api/dev/outbox' },
    { method: 'POST', path: '/api/dev/urllogin', body: '{"username":"david"}' },
    { method: 'POST', path: '/api/dev/voice/ring', body: '{"Username":"anna","From":"+46701234567"}' },
  ];
  const send = (base: string, { method, path, body }: (typeof devRequests)[number], headers: Record<string, string> = {}) =>
    rawRequest(base, method, path, { headers: { 'content-type': 'application/json', ...headers }, ...(body ? { body } : {}) });

  it('security #H5: /api/dev/* answers 404 through a same-host proxy that adds X-Forwarded-For', async () => {
    expect((await send(server.base, devRequests[1]!)).status).toBe(200);
    for (const dev of devRequests) expect((await send(proxy.base, dev)).status, dev.path).toBe(404);
  });

  it('security #H5: /api/dev/* answers 404 to a loopback client that carries a forwarding header or a non-local Host', async () => {
    const foreign: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }, { host: 'attacker.example:8080' }];
    for (const headers of foreign) {
      for (const dev of devRequests) expect((await send(server.base, dev, headers)).status, `${dev.path} ${JSON.stringify(headers)}`).toBe(404);
    }
    expect((await send(server.base, devRequests[0]!, { host: `localhost:${new URL(server.base).port}` })).status).toBe(200);
  });

  it('security #H5: the demo refuses to start when it is told to trust a reverse proxy', () => {
    expect(() => readConfig({ ARC_TRUST_PROXY: '127.0.0.1' })).toThrow(/ARC_DEMO=1 with ARC_TRUST_PROXY/);
    expect(readConfig({ ARC_DEMO: '0', ARC_TRUST_PROXY: '127.0.0.1', ARC_SECRET_KEY: Buffer.alloc(32, 1).toString('base64') }).trustProxy).toBe('127.0.0.1');
  });
});
