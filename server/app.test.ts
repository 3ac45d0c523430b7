import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { startTestServer, type TestServer } from './test-support/test-server.ts';

describe('reference server basics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('GET /healthz answers ok while the database is reachable', async () => {
    const answer = await server.request('GET', '/healthz');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
  });

  it('sends a strict Content-Security-Policy and the usual security headers', async () => {
    const answer = await server.request('GET', '/healthz');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const answer = await server.request('GET', '/api/does-not-exist');
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe('NOT_FOUND');
  });

  it('API-06 treats paths case-insensitively (compat: WsPander and wsPander)', async () => {
    const token = await server.login('anna');
    const answer = await server.request('GET', '/API/Me', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.Username).toBe('anna');
  });

  it('answers malformed JSON with a 400 and a field message, not a 5xx', async () => {
    const token = await server.login('anna');
    const response = await fetch(`${server.base}/api/alarms/1/reasonv2`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"message": ',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('VALIDATION_FAILED');
  });

  it('answers odd input with 4xx, never 5xx', async () => {
    const token = await server.login('anna');
    const probes: [string, string, unknown?][] = [
      ['GET', '/api/alarms/99999999999999999999/basic'],
      ['GET', `/api/alarms/${'x'.repeat(150)}`],
      ['GET', '/api/alarms/%E2%82%AC%00/basic'],
      ['GET', '/api/alarms?since=1&since=2'],
      ['GET', '/api/alarms?alarmids='],
      ['GET', '/api/users/abc'],
      ['GET', '/api/users/1/notes?noteType=0&page=0'],
      ['POST', '/api/alarms/1/accept', [1, 2, 3]],
      ['POST', '/api/alarms/1/notifyin', { seconds: '600' }],
      ['POST', '/api/alarms/1/reasonv2', { message: 'x'.repeat(5000) }],
      ['POST', '/api/me/respondentgroups', { groups_ids: 'all' }],
      ['POST', '/api/users/1/absence', { StartDate: 'yesterday', Reason: 'x' }],
      ['PUT', '/api/users/1/endabsences/notanumber'],
    ];
    for (const [method, path, json] of probes) {
      const answer = await server.request(method, path, { token, ...(json === undefined ? {} : { json }) });
      expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
    }
  });

  it('accepts a POST without a body where the endpoint has none', async () => {
    const token = await server.login('anna');
    const answer = await server.request('POST', '/api/me/report', { token, headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(200);
  });

  it('exposes Prometheus metrics with requests by route and status', async () => {
    await server.request('GET', '/healthz');
    const answer = await server.request('GET', '/metrics');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    expect(answer.body).toMatch(/arc_http_requests_total\{method="GET",route="\/healthz",status="200"\} \d+/);
    expect(answer.body).toContain('arc_websockets_open 0');
    expect(answer.body).toContain('arc_alarms_ingested_total');
  });
});

describe('Content-Security-Policy of a deployment', () => {
  it('asks to upgrade insecure requests only over https (a trusted proxy says so); ARC_CSP_ORIGINS widen connect-, img- and media-src', async () => {
    const server = await startTestServer({ trustProxy: '127.0.0.1', cspOrigins: ['wss://voice.example.com', 'https://cameras.example.org/'] });
    try {
      const policy = async (headers: Record<string, string> = {}) => (await server.request('GET', '/healthz', { headers })).headers.get('content-security-policy') ?? '';
      const plain = await policy();
      expect(plain).not.toContain('upgrade-insecure-requests');
      expect(await policy({ 'x-forwarded-proto': 'https' })).toContain('upgrade-insecure-requests');
      expect(plain).toContain("connect-src 'self' wss://voice.example.com https://cameras.example.org;");
      expect(plain).toMatch(/img-src [^;]*https:\/\/cameras\.example\.org/);
      expect(plain).toMatch(/media-src [^;]*https:\/\/cameras\.example\.org/);
    } finally {
      await server.close();
    }
  });

  it('refuses to start with an ARC_CSP_ORIGINS entry that is not an origin', async () => {
    await expect(buildApp({ cspOrigins: ['javascript:alert(1)'] })).rejects.toThrow(/ARC_CSP_ORIGINS/);
  });
});
