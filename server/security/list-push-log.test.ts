import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_INGEST_KEY } from '../demo/demo-accounts.ts';
import { connectWs } from '../test-support/ws-client.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

describe('security #NM4: list pushes carry no unbounded log', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  /** Log lines as 5,000 viewcamera calls used to leave behind (written directly: the calls are now limited). */
  const fillLog = async (s: TestServer, alarmId: number, lines: number) => {
    const created = new Date().toISOString();
    const row = { AlarmId: alarmId, Created: created, LastUpdated: created, PredefinedId: 3, LogEventCode: 19, LogText: 'Camera Front door viewed', RespondentId: null, RespondentName: 'System', ContactId: null, Name: '', Username: '', EventCode: 'cameraViewed', EventParams: '{"camera":"Front door"}' };
    for (let start = 0; start < lines; start += 500) await s.app.arc.db.insertInto('alarm_logs').values(Array.from({ length: Math.min(500, lines - start) }, () => row)).execute();
  };

  it('security #NM4: an alarm update pushed after 5,000 log lines stays small and carries no log; the alarm page still loads the whole log', async () => {
    server = await startTestServer();
    const s = server;
    const [anna, david] = [await s.login('anna'), await s.login('david')];
    const raised = await s.request('POST', '/api/ingest/alarms', { json: { UserId: 17, AlarmText: 'Fall detected' }, headers: { 'X-Api-Key': DEMO_INGEST_KEY } });
    const alarmId = raised.body.AlarmId as number;
    await fillLog(s, alarmId, 5000);
    const watcher = await connectWs(s.base, david);
    await watcher.next((m) => m.type === 'hello');
    const sizes: number[] = [];
    watcher.socket.on('message', (data: Buffer) => sizes.push(data.length));

    expect((await s.request('POST', `/api/alarms/${alarmId}/accept`, { token: anna, json: {} })).status).toBe(200);
    const push = await watcher.next((m) => m.type === 'update' && m.alarmId === alarmId);

    expect(push.alarm).toMatchObject({ AlarmId: alarmId, RespondentOwn: false });
    expect(push.alarm).not.toHaveProperty('Logs');
    // Before the fix this push carried every line: about 1.5 MB.
    expect(Math.max(...sizes)).toBeLessThan(8 * 1024);
    const details = await s.request('GET', `/api/alarms/${alarmId}`, { token: david });
    expect(details.body.Logs.length).toBeGreaterThan(5000);
    await watcher.close();
  });
});
