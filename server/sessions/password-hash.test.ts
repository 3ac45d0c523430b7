import { scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/demo-accounts.ts';
import { hashPassword } from '../services/crypto.ts';
import { form } from '../test-support/logins.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

/** A hash in the format the server stored before Argon2id (`scrypt$N$r$p$salt$hash`; N=2^14 keeps the test quick). */
function scryptHash(password: string): string {
  const salt = Buffer.from('fedcba9876543210');
  const hash = scryptSync(password, salt, 64, { N: 2 ** 14, r: 8, p: 1 });
  return `scrypt$16384$8$1$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

describe('cold start: passwords hash with Argon2id at OWASP\'s parameters', () => {
  let server: TestServer;
  const storedHash = async (username: string) =>
    (await server.app.arc.db.selectFrom('respondents').select('PasswordHash').where('Username', '=', username).executeTakeFirstOrThrow()).PasswordHash;
  const setHash = (username: string, hash: string) => server.app.arc.db.updateTable('respondents').set({ PasswordHash: hash }).where('Username', '=', username).execute();

  beforeAll(async () => {
    // No passwordHashCost: the server's own default.
    server = await startTestServer({ passwordHashCost: undefined });
  });
  afterAll(async () => {
    await server.close();
  });

  it('cold start: a login with a scrypt hash succeeds and leaves an Argon2id hash (19 MiB, 2 iterations, 1 lane)', async () => {
    await setHash('anna', scryptHash(DEMO_PASSWORD));
    expect((await server.request('POST', '/api/token', form('anna'))).status).toBe(200);
    expect(await storedHash('anna')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await server.request('POST', '/api/token', form('anna'))).status).toBe(200);
  });

  it('cold start: a wrong password fails against an Argon2id and a scrypt hash, and leaves the scrypt hash as it was', async () => {
    expect((await server.request('POST', '/api/token', form('eva', 'Wrong-password-1'))).status).toBe(400);
    const scrypt = scryptHash(DEMO_PASSWORD);
    await setHash('eva', scrypt);
    expect((await server.request('POST', '/api/token', form('eva', 'Wrong-password-1'))).status).toBe(400);
    expect(await storedHash('eva')).toBe(scrypt);
  });

  it('cold start: the server answers other requests while a login hashes', async () => {
    // 128 MiB: a hash long enough (hundreds of ms) for a request sent during it to be answered first.
    await setHash('david', await hashPassword(DEMO_PASSWORD, 128));
    const answered: string[] = [];
    const login = server.request('POST', '/api/token', form('david')).then((answer) => answered.push(`login ${answer.status}`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await server.request('GET', '/healthz').then((answer) => answered.push(`health ${answer.status}`));
    await login;
    expect(answered).toEqual(['health 200', 'login 200']);
  });
});
