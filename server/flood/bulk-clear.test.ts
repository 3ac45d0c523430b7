import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlarmBasic, BulkClearResult } from '../../src/contract/index.ts';
import { DEMO_INGEST_KEY } from '../demo/demo-accounts.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

describe('flood mode: the supervisor clears technical and test alarms in bulk', () => {
  let server: TestServer;
  const token: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    for (const name of ['anna', 'david']) token[name] = await server.login(name);
  });
  afterAll(() => server.close());

  const ingest = async (AlarmText: string, Flags: string[] = []) => {
    const answer = await server.request<{ AlarmId: number }>('POST', '/api/ingest/alarms', { headers: { 'x-api-key': DEMO_INGEST_KEY }, json: { UserId: 5, AlarmText, Flags } });
    expect(answer.status).toBe(201);
    return answer.body.AlarmId;
  };
  const bulkClear = (who: string, AlarmIds: number[]) =>
    server.request<BulkClearResult>('POST', '/api/flood/bulkclear', { token: token[who], json: { AlarmIds, Reason: 'Technical fault', Action: 'Device checked remotely' } });
  const basic = async (alarmId: number) => (await server.request<AlarmBasic>('GET', `/api/alarms/${alarmId}/basic`, { token: token.david })).body;

  it('flood mode: david (FloodBulkClear) clears the technical and test alarms, each logged with the reason, the action and as cleared in bulk by him; others stay', async () => {
    const technical = [await ingest('Low battery', ['technical']), await ingest('Low battery', ['technical'])];
    const test = await ingest('Test alarm', ['test']);
    const fall = await ingest('Fall detected');
    const taken = await ingest('Line lost', ['technical']);
    expect((await server.request('POST', `/api/alarms/${taken}/accept`, { token: token.anna, json: {} })).status).toBe(200);

    const answer = await bulkClear('david', [...technical, test, fall, taken]);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ Cleared: [...technical, test], Skipped: [fall, taken] });
    for (const alarmId of [...technical, test]) {
      const alarm = await basic(alarmId);
      expect(alarm.Active).toBe(false);
      expect(alarm.Logs?.map((log) => log.LogText)).toEqual(expect.arrayContaining(['Technical fault', 'Device checked remotely', 'Alarm cleared in bulk by David Dahl']));
    }
    expect((await basic(fall)).Active).toBe(true);
    expect((await basic(taken)).Active).toBe(true);
  });

  it('flood mode: an operator without FloodBulkClear is refused and nothing is cleared', async () => {
    const technical = await ingest('Low battery', ['technical']);
    expect((await bulkClear('anna', [technical])).status).toBe(403);
    expect((await basic(technical)).Active).toBe(true);
  });
});
