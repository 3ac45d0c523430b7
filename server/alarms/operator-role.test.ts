import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

/*
 * Every demo account is an operator, and no endpoint of the contract creates or changes an account yet: this
 * server's own copy of the demo takes eva's operator permission away, as a centre's user administration would.
 * Seeded demo alarms: 1-12 not responded, 13-18 anna's (13 has reason and action).
 */
describe('ROLE-01 the operator role', () => {
  let server: TestServer;
  let anna: string;
  let eva: string;
  beforeAll(async () => {
    server = await startTestServer();
    await server.app.arc.db.updateTable('respondents').set({ Permissions: 'ShowAlarms,ShowRecent,CenterTestalarm' }).where('Username', '=', 'eva').execute();
    [anna, eva] = await Promise.all([server.login('anna'), server.login('eva')]);
  });
  afterAll(async () => {
    await server.close();
  });

  const post = (token: string, path: string, json: unknown = {}) => server.request('POST', path, { token, json });

  it('ROLE-01 an account without AlarmOperator or SimplifiedOperator gets 403 NOT_OPERATOR on accept, reason, action and clear', async () => {
    expect((await server.request('GET', '/api/actions', { token: eva })).body.Actions).not.toContain('AlarmOperator');
    for (const [path, body] of [
      ['/api/alarms/2/accept', { force: false }],
      ['/api/alarms/13/accept', { force: true }],
      ['/api/alarms/13/reasonv2', { message: 'Fall' }],
      ['/api/alarms/13/actionv2', { message: 'Sent home care' }],
      ['/api/alarms/13/clear', undefined],
    ] as const) {
      const answer = await post(eva, path, body);
      expect(answer.status, path).toBe(403);
      expect(answer.body.error, path).toBe('NOT_OPERATOR');
    }
    // Nothing changed: anna still owns 13 and clears it.
    expect((await post(anna, '/api/alarms/13/clear')).status).toBe(200);
  });

  it('ROLE-01 AlarmOperator or SimplifiedOperator alone makes an operator', async () => {
    await server.app.arc.db.updateTable('respondents').set({ Permissions: 'SimplifiedOperator' }).where('Username', '=', 'eva').execute();
    const simplified = await server.login('eva');
    expect((await post(simplified, '/api/alarms/3/accept', { force: false })).status).toBe(200);
    expect((await post(anna, '/api/alarms/4/accept', { force: false })).status).toBe(200);
  });
});
