import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

interface Cmd {
  CommandId: number;
  TranslationKey: string;
  CommandType: string | number;
  InputType: number;
  GroupId: number;
  CommandArgs?: string;
  CommandGroup?: { TranslationKey: string; Order: number };
}

/* Alarm 14 is anna's (see server/routes/alarm-routes.test.ts); its user's transmitter carries the demo commands. */
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
    expect((await run('CMD_HAND_OVER')).body).toMatchObject({ ExitAlarmView: true });
    expect((await run('CMD_END_CALL')).body).toMatchObject({ HangUpVoiceCall: true });
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
    expect((await run('CMD_VISIT_REQUIRED', { CommandArgs: '2026-01-02 10:15:00' })).status).toBe(200);
    expect((await run('CMD_SELECT_SERVICES', { CommandArgs: 'Meal,Shower' })).status).toBe(200);
    expect((await run('CMD_FORWARD_WORK', { Message: '3 - Needs two carers' })).status).toBe(200);
    expect((await run('CMD_CRITICAL', { Message: 'acute - Smoke in the kitchen' })).status).toBe(200);
    expect(await logTexts()).toEqual(expect.arrayContaining([
      expect.stringMatching(/^Schedule visit \(required\) sent to TX\d+: 2026-01-02 10:15:00$/),
      expect.stringMatching(/^Forward work package sent to TX\d+: 3 - Needs two carers$/),
    ]));
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
