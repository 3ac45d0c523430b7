import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INGEST_KEY } from '../demo/demo-accounts.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

const NEXT_YEAR = new Date().getFullYear() + 1;

interface Cmd {
  CommandId: number;
  TranslationKey: string;
  CommandType: string | number;
  InputType: number;
  GroupId: number;
  CommandArgs?: string;
  CommandGroup?: { TranslationKey: string; Order: number };
}

/* Alarm 14 is anna's (see server/alarms/alarm-routes.test.ts); its user's transmitter carries the demo commands. */
describe('alarm commands on demo transmitters', () => {
  let server: TestServer;
  let anna: string;
  let commands: Cmd[];
  beforeAll(async () => {
    server = await startTestServer();
    anna = await server.login('anna');
    commands = (await server.request('GET', '/api/alarms/14', { token: anna })).body.DynamicDetails.Commands;
  });
  afterAll(async () => {
    await server.close();
  });

  const byKey = (key: string) => commands.find((c) => c.TranslationKey === key)!;
  const run = (key: string, body: Record<string, unknown> = {}) => server.request('POST', '/api/alarms/14/command', { token: anna, json: { CommandId: byKey(key).CommandId, ...body } });
  const logTexts = async () => ((await server.request('GET', '/api/alarms/14/basic', { token: anna })).body.Logs as { LogText: string }[]).map((l) => l.LogText);

  it('CMD-52 details carry BUTTON and INLINEBUTTON commands with group label and order, options and every input type', () => {
    expect(new Set(commands.map((c) => c.InputType))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 100]));
    expect(byKey('CMD_OPEN_MAP').CommandType).toBe('INLINEBUTTON');
    expect(byKey('CMD_RESET_DEVICE')).toMatchObject({ CommandType: 'BUTTON', GroupId: 11, CommandGroup: { TranslationKey: 'CMD_GROUP_DEVICE', Order: 2 } });
    expect(byKey('CMD_SELECT_SERVICES').CommandArgs).toBe('Meal,Medicine,Shower,Shopping');
  });

  it('a command is acknowledged after a device delay; command and outcome are logged', async () => {
    const started = Date.now();
    const answer = await run('CMD_RESET_DEVICE');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(answer.body).toMatchObject({ Success: true, Message: expect.stringContaining('restarted') });
    const texts = await logTexts();
    expect(texts).toEqual(expect.arrayContaining([expect.stringMatching(/^Reset device sent to TX/), expect.stringMatching(/^TX\d+ answered Reset device: TX\d+ restarted$/)]));
  });

  it('CMD-31 a failing device answers Success false with a Message, logged as failed', async () => {
    expect((await run('CMD_TEST_SIREN')).body).toMatchObject({ Success: false, Message: expect.stringContaining('did not answer') });
    expect(await logTexts()).toEqual(expect.arrayContaining([expect.stringMatching(/^Test siren failed on TX\d+: /)]));
  });

  it('CMD-30 demo devices answer with OpenUrl, ExitAlarmView and HangUpVoiceCall', async () => {
    expect((await run('CMD_OPEN_MAP')).body).toMatchObject({ Success: true, OpenUrl: '/healthz' });
    expect((await run('CMD_END_CALL')).body).toMatchObject({ HangUpVoiceCall: true });
  });

  it('qa-handling P3-15: Hand over to device ends the alarm as taken over by the device, and asks the console to end the call', async () => {
    const { UserId } = await server.app.arc.db.selectFrom('alarms').select('UserId').where('AlarmId', '=', 14).executeTakeFirstOrThrow();
    const raised = await server.request('POST', '/api/ingest/alarms', { headers: { 'X-Api-Key': DEMO_INGEST_KEY }, json: { UserId, AlarmText: 'Handed over' } });
    const alarmId = raised.body.AlarmId as number;
    expect((await server.request('POST', `/api/alarms/${alarmId}/accept`, { token: anna })).status).toBe(200);
    const answer = await server.request('POST', `/api/alarms/${alarmId}/command`, { token: anna, json: { CommandId: byKey('CMD_HAND_OVER').CommandId } });
    expect(answer.body).toMatchObject({ Success: true, ExitAlarmView: true, HangUpVoiceCall: true });
    const after = (await server.request('GET', `/api/alarms/${alarmId}/basic`, { token: anna })).body;
    expect(after).toMatchObject({ Active: false, State: 'Deactivated' });
    expect(after.Logs).toEqual(expect.arrayContaining([
      expect.objectContaining({ EventCode: 'handedToDevice', LogText: expect.stringMatching(/^TX\d+ took the alarm over from Anna Andersson and handles it now$/) }),
    ]));
  });

  it("qa-handling P2-6: Copy position copies the alarm's latest known position as the page shows it", async () => {
    const alarm = await server.app.arc.db.selectFrom('alarms').select('UserId').where('AlarmId', '=', 14).executeTakeFirstOrThrow();
    const latest = await server.app.arc.db.selectFrom('positions').select(['Latitude', 'Longitude']).where('UserId', '=', alarm.UserId).orderBy('ServerTime', 'desc').executeTakeFirstOrThrow();
    expect((await run('CMD_COPY_POSITION')).body).toEqual({ Success: true, Message: 'Position copied', Clipboard: `${latest.Latitude.toFixed(5)}, ${latest.Longitude.toFixed(5)}` });
  });

  it('CMD-13 CMD-15 CMD-16 CMD-25 the server checks each input type too', async () => {
    expect((await run('CMD_TEXT_REQUIRED', { Message: '  ' })).status).toBe(400);
    expect((await run('CMD_TEXT_REQUIRED', { Message: 'x'.repeat(1001) })).status).toBe(400);
    expect((await run('CMD_VISIT_REQUIRED', {})).status).toBe(400);
    expect((await run('CMD_VISIT_REQUIRED', { CommandArgs: '2026-01-02T10:00' })).status).toBe(400);
    expect((await run('CMD_PROGRAM_REQUIRED', { CommandArgs: 'Party' })).status).toBe(400);
    expect((await run('CMD_SELECT_SERVICES', { CommandArgs: '' })).status).toBe(400);
    expect((await run('CMD_FORWARD_WORK', { Message: 'no level' })).status).toBe(400);
    expect((await run('CMD_VISIT_REQUIRED', { CommandArgs: `${NEXT_YEAR}-01-02 10:15:00` })).status).toBe(200);
    expect((await run('CMD_SELECT_SERVICES', { CommandArgs: 'Meal,Shower' })).status).toBe(200);
    expect((await run('CMD_FORWARD_WORK', { Message: '3 - Needs two carers' })).status).toBe(200);
    expect((await run('CMD_CRITICAL', { Message: 'acute - Smoke in the kitchen' })).status).toBe(200);
    expect(await logTexts()).toEqual(expect.arrayContaining([
      expect.stringMatching(new RegExp(`^Schedule visit \\(required\\) sent to TX\\d+: ${NEXT_YEAR}-01-02 10:15$`)),
      expect.stringMatching(/^Forward work package sent to TX\d+: 3 - Needs two carers$/),
    ]));
  });

  it('qa-handling P3-12: the server refuses a service chosen twice', async () => {
    const refused = await run('CMD_SELECT_SERVICES', { CommandArgs: 'Meal,Meal' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Each option can be chosen only once');
  });

  it('qa-handling P3-13: the server refuses a visit in the past, with a clear message', async () => {
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const refused = await run('CMD_VISIT_REQUIRED', { CommandArgs: `${yesterday.toISOString().slice(0, 10)} 08:00:00` });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('The visit time has already passed');
  });

  it('qa-handling P2-5: command lines are stored coded with the TranslationKey as a parameter, and a Set code value is never written', async () => {
    const coded = async () => ((await server.request('GET', '/api/alarms/14/basic', { token: anna })).body.Logs as { LogText: string; EventCode?: string; EventParams?: Record<string, string> }[]);
    expect((await run('CMD_CODE_REQUIRED', { Message: '1942' })).status).toBe(200);
    expect((await run('CMD_TEST_SIREN')).status).toBe(200);
    const logs = await coded();
    expect(JSON.stringify(logs)).not.toContain('1942');
    expect(logs).toEqual(expect.arrayContaining([
      expect.objectContaining({ EventCode: 'commandSentSecret', EventParams: { command: 'CMD_CODE_REQUIRED', device: expect.stringMatching(/^TX/) }, LogText: expect.stringMatching(/^Set code \(required\) sent to TX\d+ \(the value is not logged\)$/) }),
      expect.objectContaining({ EventCode: 'commandSent', EventParams: { command: 'CMD_TEST_SIREN', device: expect.stringMatching(/^TX/) } }),
      expect.objectContaining({ EventCode: 'commandFailed', EventParams: expect.objectContaining({ command: 'CMD_TEST_SIREN' }) }),
    ]));
    expect(logs.map((l) => l.LogText).join('\n')).not.toMatch(/CMD_/);
  });
});
