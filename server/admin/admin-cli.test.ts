import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCommand } from '../test-support/admin-command.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

const PASSWORD = 'Night-Shift-Lead-2027';

describe('the first support admin of a centre without the demo', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ demo: false });
  });
  afterAll(async () => {
    await server.close();
  });

  it('`npm run admin -- create-support-admin` creates a support admin on a fresh database who then logs in', async () => {
    const login = () => server.request('POST', '/api/token', { form: { grant_type: 'password', UserName: 'sara.lind', Password: PASSWORD } });
    expect((await login()).status).toBe(400);

    const created = await adminCommand(server, ['create-support-admin', '--username', 'Sara.Lind', '--name', 'Sara Lind'], PASSWORD);
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('sara.lind');
    expect(created.stdout + created.stderr).not.toContain(PASSWORD);

    const answer = await login();
    expect(answer.status).toBe(200);
    const me = await server.request('GET', '/api/me', { token: answer.body.access_token });
    expect(me.body).toMatchObject({ Name: 'Sara Lind', Initials: 'SL' });
    const permissions = await server.request('GET', '/api/actions', { token: answer.body.access_token });
    expect(JSON.stringify(permissions.body)).toContain('SkygdSystemAdmin');
  }, 240_000);

  it('the command refuses a weak password and a name already taken, and creates nothing', async () => {
    const weak = await adminCommand(server, ['create-support-admin', '--username', 'weak.admin'], 'password1');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toMatch(/The password needs/);
    expect(weak.stderr).not.toContain('password1');
    const again = await adminCommand(server, ['create-support-admin', '--username', 'sara.lind'], PASSWORD);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/exists already/);
    const usage = await adminCommand(server, ['create-support-admin'], PASSWORD);
    expect(usage.code).toBe(2);
  }, 240_000);
});
