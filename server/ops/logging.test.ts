import { describe, expect, it } from 'vitest';
import { connectWs } from '../test-support/ws-client.ts';
import { capturedLog, startTestServer } from '../test-support/test-server.ts';
import { redactUrl } from './logging.ts';

describe('logging', () => {
  it('redacts secret query values from URLs', () => {
    expect(redactUrl('/api/WsPander?token=abc.def&devicetoken=d1')).toBe('/api/WsPander?token=[redacted]&devicetoken=[redacted]');
    expect(redactUrl('/api/urllogin?p=secret')).toBe('/api/urllogin?p=[redacted]');
    expect(redactUrl('/api/alarms?onlyactive=true')).toBe('/api/alarms?onlyactive=true');
  });

  it('redacts a secret whose name the client percent-encoded or capitalised (the server still reads it)', () => {
    expect(redactUrl('/api/WsPander?%74oken=abc&TOKEN=def&x=1')).toBe('/api/WsPander?%74oken=[redacted]&TOKEN=[redacted]&x=1');
    expect(redactUrl('/api/WsPander?%zz=1&token')).toBe('/api/WsPander?%zz=1&token');
  });

  it('never writes the access token, the Authorization header or the password to the log', async () => {
    const captured = capturedLog();
    const server = await startTestServer({ logger: true, logStream: captured.stream });
    let token: string;
    try {
      token = await server.login('anna');
      await server.request('GET', '/api/me', { token });
      const socket = await connectWs(server.base, token);
      await socket.next((m) => m.type === 'hello');
      await socket.close();
    } finally {
      await server.close();
    }
    const log = captured.text();
    expect(log).toContain('/api/WsPander?token=[redacted]');
    expect(log).not.toMatch(/Demo-Arc-2026/);
    expect(token.length).toBeGreaterThan(20);
    expect(log).not.toContain(token);
  });

  it('logs each request under the id a trusted load balancer gave it (X-Request-Id) and answers with it; an odd id is replaced', async () => {
    const captured = capturedLog();
    const server = await startTestServer({ logger: true, logStream: captured.stream, trustProxy: '127.0.0.1' });
    try {
      const given = await server.request('GET', '/healthz', { headers: { 'x-request-id': '5f2b9c0e6a1d4e7f' } });
      expect(given.headers.get('x-request-id')).toBe('5f2b9c0e6a1d4e7f');
      const odd = await server.request('GET', '/healthz', { headers: { 'x-request-id': 'a b"c' } });
      expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
    } finally {
      await server.close();
    }
    const lines = captured.text().split('\n').filter(Boolean).map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    expect(lines.filter((line) => line.reqId === '5f2b9c0e6a1d4e7f').map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });
});
