import { describe, expect, it } from 'vitest';
import { rawRequest } from '../test-support/raw-http.ts';
import { startTestServer } from '../test-support/test-server.ts';

/** Response headers of a deployment and what a client may put into the log (NL5). */
describe('security headers', () => {
  it('security #NL5: media-src allows only the console itself, data: (stored attachments), blob: (hls.js) and the configured origins', async () => {
    const server = await startTestServer({ cspOrigins: ['https://cameras.example.org'] });
    try {
      const policy = (await server.request('GET', '/healthz')).headers.get('content-security-policy') ?? '';
      expect(/media-src ([^;]*)/.exec(policy)?.[1]).toBe("'self' data: blob: https://cameras.example.org");
    } finally {
      await server.close();
    }
  });

  it('security #NL5: every answer carries a Permissions-Policy: microphone for the softphone only, no camera, no geolocation', async () => {
    const server = await startTestServer();
    try {
      for (const path of ['/healthz', '/api/me', '/no-such-page']) {
        expect((await server.request('GET', path)).headers.get('permissions-policy'), path).toBe('microphone=(self), camera=(), geolocation=()');
      }
    } finally {
      await server.close();
    }
  });

  it('security #NL5: X-Request-Id is taken only from a trusted proxy; a direct client cannot choose its log id', async () => {
    const direct = await startTestServer();
    const proxied = await startTestServer({ trustProxy: '127.0.0.1' });
    try {
      const answeredId = async (base: string) => (await rawRequest(base, 'GET', '/healthz', { headers: { 'x-request-id': 'chosen-by-client' } })).headers['x-request-id'];
      expect(await answeredId(direct.base)).not.toBe('chosen-by-client');
      expect(await answeredId(proxied.base)).toBe('chosen-by-client');
    } finally {
      await direct.close();
      await proxied.close();
    }
  });

  it('a voice token names the gateway of ARC_PUBLIC_ORIGIN, not the Host the request carried', async () => {
    const server = await startTestServer({ publicOrigin: 'https://arc.example.org' });
    try {
      const token = await server.login('anna');
      const answer = await rawRequest(server.base, 'GET', '/api/voice/token', { headers: { authorization: `Bearer ${token}`, host: 'attacker.example' } });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ gateway: 'arc.example.org/api/voice' });
    } finally {
      await server.close();
    }
  });
});
