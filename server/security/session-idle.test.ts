import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_LOGIN_LIMITS } from '../test-support/logins.ts';
import { connectWs } from '../test-support/ws-client.ts';
import { startTestServer, TestClock, type TestServer } from '../test-support/test-server.ts';

const MINUTE = 60_000;

describe('security #NM5: a login left idle ends on the server', () => {
  let server: TestServer;
  const clock = new TestClock();
  beforeAll(async () => {
    // A fast heartbeat: the hub's check of open sockets (what keeps a connected console's login alive) runs often.
    server = await startTestServer({ clock, loginLimits: TEST_LOGIN_LIMITS, heartbeatMs: 50 });
  });
  afterAll(async () => {
    await server.close();
  });
  const me = async (token: string) => (await server.request('GET', '/api/me', { token })).status;
  const renewal = async (token: string) => (await server.request('GET', '/api/me/renewaltoken', { token })).body.token as string;
  const refresh = async (token: string) => (await server.request('POST', '/api/accesstoken/refreshtoken', { json: { token } })).status;
  /** Real time for the hub's heartbeat to check the open sockets at the current (test) clock. */
  const heartbeats = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('security #NM5: a login unused for 30 minutes answers 401 to its access and renewal tokens', async () => {
    const token = await server.login('anna');
    const kept = await renewal(token);
    clock.advance(29 * MINUTE);
    expect(await me(token)).toBe(200);
    clock.advance(30 * MINUTE);
    expect(await me(token)).toBe(401);
    expect(await refresh(kept)).toBe(401);
  });

  it('security #NM5: a console that keeps using its login is not logged out, its requests count as use', async () => {
    const token = await server.login('bjorn');
    // 57 minutes in all, within the access token's hour, with a request every 19.
    for (let step = 0; step < 3; step += 1) {
      clock.advance(19 * MINUTE);
      expect(await me(token)).toBe(200);
    }
  });

  it('security #NM5: an open push socket keeps an otherwise idle console logged in; once it closes, the login ends when idle', async () => {
    const token = await server.login('cecilia');
    const kept = await renewal(token);
    const socket = await connectWs(server.base, token);
    await socket.next((m) => m.type === 'hello');
    // 45 minutes without a request, within the access token's hour.
    for (let step = 0; step < 3; step += 1) {
      clock.advance(15 * MINUTE);
      await heartbeats();
    }
    expect(await me(token)).toBe(200);
    await socket.close();
    clock.advance(31 * MINUTE);
    expect(await refresh(kept)).toBe(401);
  });
});
