import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

/* Seeded demo alarms 14-18 are anna's, without a reason or an action. */
describe('DETAIL-17 clearing an absent person\'s alarm', () => {
  let server: TestServer;
  let anna: string;
  beforeAll(async () => {
    server = await startTestServer();
    anna = await server.login('anna');
  });
  afterAll(async () => {
    await server.close();
  });

  it('DETAIL-17 needs no reason and action while the person has an ongoing absence', async () => {
    const { UserId } = (await server.request('GET', '/api/alarms/14/basic', { token: anna })).body as { UserId: number };
    const refused = await server.request('POST', '/api/alarms/14/clear', { token: anna, json: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('CONDITIONS_NOT_MET');

    const started = await server.request('POST', `/api/users/${UserId}/absence`, { token: anna, json: { StartDate: new Date(Date.now() - 60_000).toISOString(), Reason: 'Hospital' } });
    expect(started.status).toBeLessThan(300);
    const cleared = await server.request('POST', '/api/alarms/14/clear', { token: anna, json: {} });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ AlarmId: 14, Active: false });
  });
});
