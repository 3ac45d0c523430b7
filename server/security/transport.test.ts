import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INGEST_KEY, DEMO_PASSWORD } from '../demo/demo-accounts.ts';
import { rawRequest } from '../test-support/raw-http.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { connectWs } from '../test-support/ws-client.ts';

const loginForm = new URLSearchParams({ grant_type: 'password', UserName: 'anna', Password: DEMO_PASSWORD }).toString();
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

describe('trusted client addresses (ARC_TRUSTED_CIDRS) on encoded paths', () => {
  let server: TestServer;
  let anna: string;
  beforeAll(async () => {
    // 127.0.0.1 is outside the trusted range: every /api/* request but ingest must be refused. The test also acts as
    // a trusted proxy, so a client in 10/8 (X-Forwarded-For) can log in and hold a valid token.
    server = await startTestServer({ trustedCidrs: ['10.0.0.0/8'], trustProxy: '127.0.0.1' });
    const login = await rawRequest(server.base, 'POST', '/api/token', { headers: { ...formHeaders, 'x-forwarded-for': '10.1.2.3' }, body: loginForm });
    anna = login.body.access_token;
  });
  afterAll(async () => {
    await server.close();
  });

  it('security #1: a login through a percent-encoded or upper-case /api path is refused like /api/token', async () => {
    for (const path of ['/api/token', '/%61pi/token', '/%41PI/token', '/API/token', '/%61%70%69/%74oken', '//api/token', '/api/ingest/%2e%2e/token', '/api/ingest/../token']) {
      const answer = await rawRequest(server.base, 'POST', path, { headers: formHeaders, body: loginForm });
      expect({ path, status: answer.status, error: answer.body?.error }).toEqual({ path, status: 400, error: 'untrustedsource' });
    }
  });

  it('security #1: the push socket on an encoded path is refused before the upgrade', async () => {
    expect(anna).toEqual(expect.any(String));
    await expect(connectWs(server.base, anna, undefined, '/%61pi/WsPander')).rejects.toThrow('upgrade refused: 400');
    await expect(connectWs(server.base, anna, undefined, '/%41PI/wspander')).rejects.toThrow('upgrade refused: 400');
  });

  it('security #1: alarm ingest stays open to untrusted receivers, also on an encoded path', async () => {
    const body = JSON.stringify({ UserId: 5, AlarmText: 'Fall detected' });
    const headers = { 'content-type': 'application/json', 'x-api-key': DEMO_INGEST_KEY };
    expect((await rawRequest(server.base, 'POST', '/api/ingest/alarms', { headers, body })).status).toBe(201);
    expect((await rawRequest(server.base, 'POST', '/api/%69ngest/alarms', { headers, body })).status).toBe(201);
  });
});

describe('API answers: never cached, and bad input is a 400', () => {
  let server: TestServer;
  let anna: string;
  beforeAll(async () => {
    server = await startTestServer();
    anna = await server.login('anna');
  });
  afterAll(async () => {
    await server.close();
  });

  it('security #15: token, data, error and 404 answers under /api carry Cache-Control: no-store', async () => {
    const answers = [
      await rawRequest(server.base, 'POST', '/api/token', { headers: formHeaders, body: loginForm }),
      await rawRequest(server.base, 'GET', '/api/me/renewaltoken', { headers: { authorization: `Bearer ${anna}` } }),
      await rawRequest(server.base, 'GET', '/api/me', { headers: { authorization: `Bearer ${anna}` } }),
      await rawRequest(server.base, 'GET', '/api/me'),
      await rawRequest(server.base, 'GET', '/api/no-such-route'),
      await rawRequest(server.base, 'GET', '/%61pi/no-such-route'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 401, 404, 404]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  // Inputs that used to answer 500.

  const fieldNames = (body: { errors?: { name: string }[] }) => (body.errors ?? []).map((e) => e.name);

  it('security #12: an invalid earliest date on positions answers 400 VALIDATION_FAILED', async () => {
    const answer = await server.request('GET', '/api/users/3/positions?earliest=not-a-date', { token: anna });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('VALIDATION_FAILED');
    expect(fieldNames(answer.body)).toContain('query.earliest');
    expect((await server.request('GET', '/api/users/3/positions?earliest=2026-01-01T00:00:00Z', { token: anna })).status).toBe(200);
  });

  it('security #12: a huge notes page answers 400 VALIDATION_FAILED', async () => {
    for (const page of ['1e12', '9999999999999', '99999999999999999999999']) {
      const answer = await server.request('GET', `/api/users/3/notes?noteType=0&page=${page}`, { token: anna });
      expect({ page, status: answer.status, error: answer.body.error }).toEqual({ page, status: 400, error: 'VALIDATION_FAILED' });
    }
    expect((await server.request('GET', '/api/users/3/notes?noteType=0&page=2', { token: anna })).status).toBe(200);
  });

  it('security #12: 5,000-deep JSON answers 400 VALIDATION_FAILED', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const answer = await rawRequest(server.base, 'POST', '/api/alarms/13/operatorinformation', { headers: { 'content-type': 'application/json', authorization: `Bearer ${anna}` }, body: `{"OperatorInformation":${deep}}` });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('VALIDATION_FAILED');
    const array = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expect((await rawRequest(server.base, 'POST', '/api/alarms/13/operatorinformation', { headers: { 'content-type': 'application/json', authorization: `Bearer ${anna}` }, body: array })).status).toBe(400);
  });

  it('security #12: a body with __proto__ or constructor.prototype is refused with 400 VALIDATION_FAILED', async () => {
    for (const body of ['{"__proto__":{"isAdmin":true},"OperatorInformation":"x"}', '{"constructor":{"prototype":{"isAdmin":true}},"OperatorInformation":"x"}']) {
      const answer = await rawRequest(server.base, 'POST', '/api/alarms/13/operatorinformation', { headers: { 'content-type': 'application/json', authorization: `Bearer ${anna}` }, body });
      expect({ body, status: answer.status, error: answer.body.error }).toEqual({ body, status: 400, error: 'VALIDATION_FAILED' });
    }
  });
});

describe('external-information frames', () => {
  it('security #17: the CSP frames only the console and ARC_FRAME_ORIGINS, and the console learns them as ExternalFrameOrigins', async () => {
    const server = await startTestServer({ frameOrigins: ['https://care.example.org/', 'https://partner.example.com'] });
    try {
      const anna = await server.login('anna');
      const page = await server.request('GET', '/healthz');
      const frameSrc = /frame-src ([^;]*)/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
      expect(frameSrc).toBe("'self' https://care.example.org https://partner.example.com");
      const settings = await server.request<{ key: string; defaultvalue: string }[]>('GET', '/api/settings', { token: anna });
      expect(settings.body.find((s) => s.key === 'ExternalFrameOrigins')?.defaultvalue).toBe('https://care.example.org,https://partner.example.com');
    } finally {
      await server.close();
    }
    const plain = await startTestServer();
    try {
      const frameSrc = /frame-src ([^;]*)/.exec((await plain.request('GET', '/healthz')).headers.get('content-security-policy') ?? '')?.[1];
      expect(frameSrc).toBe("'self'");
    } finally {
      await plain.close();
    }
  });
});
