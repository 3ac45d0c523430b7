import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { DEMO_PASSWORD } from '../demo/demo-accounts.ts';
import { capturedLog, latestSmsCode, startTestServer } from '../test-support/test-server.ts';

/** Demo mode must not be reachable by accident (security review, finding 5). */
describe('demo mode', () => {
  const ARC_SECRET_KEY = Buffer.alloc(32, 1).toString('base64');
  const dir = mkdtempSync(join(tmpdir(), 'arc-demo-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('security #5: the server refuses to start with the demo on a non-loopback HOST', () => {
    expect(() => readConfig({ HOST: '0.0.0.0' })).toThrow(/ARC_DEMO=1 .*loopback.*HOST=0\.0\.0\.0/);
    expect(() => readConfig({ HOST: '192.168.1.20', ARC_DEMO: '1' })).toThrow(/ARC_DEMO=0/);
    expect(readConfig({ HOST: '0.0.0.0', ARC_DEMO: '0', ARC_SECRET_KEY }).demo).toBe(false);
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2']) expect(readConfig({ HOST: host }).demo).toBe(true);
  });

  it('a password hash cost below OWASP\'s minimum is refused outside the demo, and nonsense everywhere', () => {
    expect(readConfig({}).passwordHashCost).toBe(19);
    expect(readConfig({ ARC_PASSWORD_HASH_COST: '1' }).passwordHashCost).toBe(1);
    expect(() => readConfig({ HOST: '0.0.0.0', ARC_DEMO: '0', ARC_SECRET_KEY, ARC_PASSWORD_HASH_COST: '17' })).toThrow(/below OWASP's minimum \(19\).*ARC_DEMO=1/);
    expect(readConfig({ HOST: '0.0.0.0', ARC_DEMO: '0', ARC_SECRET_KEY, ARC_PASSWORD_HASH_COST: '46' }).passwordHashCost).toBe(46);
    for (const value of ['0', '1025', '14.5', 'fast']) expect(() => readConfig({ ARC_PASSWORD_HASH_COST: value })).toThrow(/integer from 1 to 1024/);
  });

  it('security #5: demo routes answer 404 when the server listens on a non-loopback address', async () => {
    const app = await buildApp({ dbFile: join(dir, 'wide.sqlite'), consoleDir: join(dir, 'none') });
    try {
      await app.listen({ port: 0, host: '0.0.0.0' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const outbox = await fetch(`http://127.0.0.1:${port}/api/dev/outbox`);
      expect(outbox.status).toBe(404);
      const link = await fetch(`http://127.0.0.1:${port}/api/dev/urllogin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(link.status).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('security #5: starting without the demo disables the demo operators; starting with it again enables them', async () => {
    const dbFile = join(dir, 'switch.sqlite');
    const login = (server: Awaited<ReturnType<typeof startTestServer>>) =>
      server.request('POST', '/api/token', { form: { grant_type: 'password', UserName: 'anna', Password: DEMO_PASSWORD } });
    const first = await startTestServer({ dbFile });
    const token = await first.login('anna');
    await first.close();

    const production = await startTestServer({ dbFile, demo: false });
    try {
      const refused = await login(production);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe('invalid_grant');
      expect((await production.request('GET', '/api/me', { token })).status).toBe(401);
    } finally {
      await production.close();
    }

    const again = await startTestServer({ dbFile });
    try {
      expect((await login(again)).status).toBe(200);
    } finally {
      await again.close();
    }
  });

  it('security #5: an sms login code is never written to the log', async () => {
    const log = capturedLog();
    const server = await startTestServer({ logger: true, logStream: log.stream });
    try {
      const first = await server.request('POST', '/api/token', { form: { grant_type: 'password', UserName: 'bjorn', Password: DEMO_PASSWORD } });
      expect(first.body.twoFactorAuthType).toBe('sms');
      const code = await latestSmsCode(server.app, 'bjorn');
      expect(code).toMatch(/^\d{6}$/);
      expect(log.text()).not.toContain(code);
    } finally {
      await server.close();
    }
  });
});
