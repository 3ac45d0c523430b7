import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { scryptSync } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../demo/demo-accounts.ts';
import { form } from '../test-support/logins.ts';
import { latestSmsCode, startTestServer, TestClock } from '../test-support/test-server.ts';

describe('security #13: password hashes and secrets at rest', () => {
  it('security #13: new hashes carry OWASP Argon2id parameters; an old-format hash still logs in and is upgraded', async () => {
    // No passwordHashCost: the server's own default.
    const server = await startTestServer({ passwordHashCost: undefined });
    try {
      const salt = Buffer.from('0123456789abcdef');
      const legacy = `scrypt$${salt.toString('base64url')}$${scryptSync(DEMO_PASSWORD, salt, 64).toString('base64url')}`;
      await server.app.arc.db.updateTable('respondents').set({ PasswordHash: legacy }).where('Username', '=', 'anna').execute();
      expect((await server.request('POST', '/api/token', form('anna'))).status).toBe(200);
      const row = await server.app.arc.db.selectFrom('respondents').select('PasswordHash').where('Username', '=', 'anna').executeTakeFirstOrThrow();
      expect(row.PasswordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]{22}\$[\w+/]{43}$/);
      expect((await server.request('POST', '/api/token', form('anna'))).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('security #13: the password policy allows <>"\' and refuses a breached password', async () => {
    const server = await startTestServer();
    try {
      await server.app.arc.db.updateTable('respondents').set({ ForceReset: 1 }).where('Username', '=', 'eva').execute();
      const login = (await server.request('POST', '/api/token', form('eva'))).body;
      const token = login.access_token as string;
      expect((await server.request('GET', '/api/me/forceresetpassword', { token })).body.ForbiddenChars).toBe('');
      const breached = await server.request('POST', '/api/me/resetpassword', { token, json: { PasswordResetToken: login.PasswordResetToken, Password: 'Password123' } });
      expect(breached.status).toBe(400);
      expect(breached.body.errors[0].description).toMatch(/breached/);
      const quotes = await server.request('POST', '/api/me/resetpassword', { token, json: { PasswordResetToken: login.PasswordResetToken, Password: `Quote<>"'Mark-2026` } });
      expect(quotes.status).toBe(200);
      expect((await server.request('POST', '/api/token', form('eva', `Quote<>"'Mark-2026`))).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('security #13: TOTP secrets are encrypted with a key kept beside the database (mode 0600), not in it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arc-secret-'));
    const dbFile = join(dir, 'arc.sqlite');
    try {
      const server = await startTestServer({ dbFile });
      try {
        const row = await server.app.arc.db.selectFrom('respondents').select('TotpSecret').where('Username', '=', 'cecilia').executeTakeFirstOrThrow();
        expect(row.TotpSecret).not.toContain(DEMO_TOTP_SECRET);
        expect(row.TotpSecret).toMatch(/^v1\$/);
        expect(statSync(`${dbFile}.key`).mode & 0o777).toBe(0o600);
        expect(await server.login('cecilia')).toBeTruthy();
      } finally {
        await server.close();
      }
      // Another key cannot open them: the TOTP login fails instead of using a readable secret.
      const other = await startTestServer({ dbFile, secretKey: Buffer.alloc(32, 7).toString('base64') });
      try {
        await expect(other.login('cecilia')).rejects.toThrow(/2fa cecilia: 406/);
      } finally {
        await other.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('security #13: SMS codes are stored only as hashes that expire with their challenge', async () => {
    const clock = new TestClock();
    const server = await startTestServer({ clock });
    try {
      const token = (await server.request('POST', '/api/token', form('bjorn'))).body.access_token as string;
      const code = await latestSmsCode(server.app, 'bjorn');
      const challenges = await server.app.arc.db.selectFrom('two_factor_challenges').selectAll().execute();
      expect(challenges).toHaveLength(1);
      expect(JSON.stringify(challenges)).not.toContain(code);
      clock.advance(301_000);
      expect((await server.request('POST', '/api/2fa', { token, json: { AuthCode: code, RememberMe: false } })).status).toBe(401);
      const sent = async () => (await server.app.arc.db.selectFrom('outbox').select('Id').execute()).length;
      const before = await sent();
      const fresh = (await server.request('POST', '/api/token', form('bjorn'))).body.access_token as string;
      expect(await sent()).toBe(before + 1);
      expect((await server.request('POST', '/api/2fa', { token: fresh, json: { AuthCode: await latestSmsCode(server.app, 'bjorn'), RememberMe: false } })).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
