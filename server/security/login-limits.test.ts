import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, from } from '../test-support/logins.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

/** Security #NL8: login limits count an IPv6 client by its /64; password hashing holds a few threads at most. */
describe('security #NL8: login limits per IPv6 network', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: '127.0.0.1', loginLimits: { perUser: 3, perAddress: 4, windowMs: 5 * 60_000 } });
  });
  afterAll(async () => {
    await server.close();
  });
  const login = (address: string, password = 'wrong') => server.request('POST', '/api/token', { ...form('anna', password), headers: from(address) });

  it('security #NL8 #M3: wrong passwords from new addresses of one /64 are locked out together', async () => {
    for (let i = 1; i <= 3; i++) expect((await login(`2001:db8:1:2::${i}`)).status).toBe(400);
    const sameNetwork = await login('2001:db8:1:2:ffff:ffff:ffff:ffff', 'irrelevant');
    expect(sameNetwork.status).toBe(429);
    expect(sameNetwork.body.error).toBe('RATE_LIMITED');
    // Another /64 is another client.
    expect((await login('2001:db8:1:3::1')).status).toBe(400);
  });
});

describe('security #NL8: password hashing is gated', () => {
  let server: TestServer;
  beforeAll(async () => {
    // One hash at a time, none waiting, each long enough (64 MiB of Argon2id) for parallel logins to meet.
    server = await startTestServer({ hashGate: { concurrency: 1, queue: 0 }, passwordHashCost: 64 });
  });
  afterAll(async () => {
    await server.close();
  });

  it('security #NL8: logins beyond the hashing slots and their queue answer 429 RATE_LIMITED at once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => server.request('POST', '/api/token', form('anna'))));
    const statuses = answers.map((a) => a.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(429);
    expect(answers.find((a) => a.status === 429)?.body.error).toBe('RATE_LIMITED');
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
  });
});
