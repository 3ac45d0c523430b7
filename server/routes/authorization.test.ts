import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/demo-accounts.ts';
import { connectWs } from '../test-support/ws-client.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { createDemoLink } from './dev-routes.ts';

/** Holes found by the security audit: each test is the attack, answered the way the README promises. */
describe('authorization', () => {
  let server: TestServer;
  let anna: string;
  let bjorn: string;
  beforeAll(async () => {
    server = await startTestServer({ loginLimits: { perUser: 3, perAddress: 1000, windowMs: 60_000 } });
    [anna, bjorn] = await Promise.all([server.login('anna'), server.login('bjorn')]);
  });
  afterAll(async () => {
    await server.close();
  });

  /** A one-time link session of `username` limited to `alarmId`. */
  const linkSession = async (alarmId: number, username = 'anna'): Promise<string> => {
    const link = await createDemoLink(server.app.arc, { alarmId, username });
    const answer = await server.request('POST', `/api/urllogin?p=${link.p}`, { json: { password: DEMO_PASSWORD } });
    expect(answer.status).toBe(200);
    return answer.body.access_token as string;
  };

  it('an Idempotency-Key of the full session does not replay its answer to a one-time link session of the same operator', async () => {
    const headers = { 'Idempotency-Key': 'audit-accept-3' };
    expect((await server.request('POST', '/api/alarms/3/accept', { token: anna, json: {}, headers })).status).toBe(200);
    const link = await linkSession(4);
    const replay = await server.request('POST', '/api/alarms/3/accept', { token: link, json: {}, headers });
    expect(replay.headers.get('Idempotent-Replayed')).toBeNull();
    expect(replay.status).toBe(404);
    expect(replay.body.error).toBe('AlarmNotFound');
  });

  it('a one-time link session cannot change the operator\'s respondent groups', async () => {
    const link = await linkSession(5);
    const answer = await server.request('POST', '/api/me/respondentgroups', { token: link, json: { groups_ids: [1] } });
    expect(answer.status).toBe(403);
    const groups = (await server.request('GET', '/api/respondentgroups', { token: anna })).body;
    expect(groups.filter((g: { Selected: boolean }) => g.Selected).length).toBe(3);
  });

  it('a user note cannot be tied to an alarm of another user', async () => {
    const alarm = (await server.request('GET', '/api/alarms/6/basic', { token: anna })).body;
    const otherUser = alarm.UserId === 5 ? 6 : 5;
    const answer = await server.request('POST', `/api/users/${otherUser}/notes`, { token: anna, json: { NoteType: 0, AlarmId: 6, Note: 'wrong alarm' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].name).toBe('body.AlarmId');
    const unknown = await server.request('POST', `/api/users/${alarm.UserId}/notes`, { token: anna, json: { NoteType: 0, AlarmId: 99999, Note: 'no alarm' } });
    expect(unknown.status).toBe(400);
    const right = await server.request('POST', `/api/users/${alarm.UserId}/notes`, { token: anna, json: { NoteType: 0, AlarmId: 6, Note: 'right alarm' } });
    expect(right.status).toBe(200);
  });

  it('wrong two-factor codes count as failed logins of the user: new pending tokens do not buy endless guesses', async () => {
    const attempt = async () => {
      const first = await server.request('POST', '/api/token', { form: { grant_type: 'password', UserName: 'bjorn', Password: DEMO_PASSWORD } });
      if (first.status !== 200) return first;
      return server.request('POST', '/api/2fa', { token: first.body.access_token, json: { AuthCode: '000000x', RememberMe: false } });
    };
    for (let i = 0; i < 3; i++) expect((await attempt()).body.error).toBe('TwoFactorInvalidOnetimeCode');
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('RATE_LIMITED');
  });

  it('a session that must reset its password cannot open the push socket', async () => {
    await server.app.arc.db.updateTable('respondents').set({ ForceReset: 1 }).where('Username', '=', 'eva').execute();
    const first = await server.request('POST', '/api/token', { form: { grant_type: 'password', UserName: 'eva', Password: DEMO_PASSWORD } });
    expect(first.body.forcePasswordReset).toBe(true);
    await expect(connectWs(server.base, first.body.access_token)).rejects.toThrow(/upgrade refused: 403/);
  });

  it('a device token of another operator neither replays their pushes nor closes their socket', async () => {
    const annaSocket = await connectWs(server.base, anna, 'audit-device');
    expect((await server.request('POST', '/api/alarms/7/accept', { token: bjorn, json: {} })).status).toBe(200);
    await annaSocket.next((m) => m.type === 'update' && m.alarmId === 7);
    const intruder = await connectWs(server.base, bjorn, 'audit-device');
    const hello = await intruder.next((m) => m.type === 'hello');
    expect(hello.resumed).toBe(0);
    annaSocket.send({ type: 'ping', id: 'still-open' });
    expect((await annaSocket.next((m) => m.type === 'pong')).id).toBe('still-open');
    await Promise.all([annaSocket.close(), intruder.close()]);
  });

  it('a one-time link session of an administrator keeps the alarm permissions but not the centre-wide ones', async () => {
    const link = await linkSession(9, 'david');
    const actions = (await server.request('GET', '/api/actions', { token: link })).body.Actions;
    expect(actions).toContain('AlarmOperator');
    expect(actions).not.toContain('SkygdSystemAdmin');
    expect((await server.request('GET', '/api/support/subscription?identifier=%2B46700000000', { token: link })).status).toBe(403);
    expect((await server.request('POST', '/api/support/senddocument', { token: link, json: { DocumentId: 7, Destination: '+46701234567' } })).status).toBe(403);
  });

  it('a read-only administrator cannot send support documents or start the system tests', async () => {
    await server.app.arc.db.updateTable('respondents').set({ ReadOnly: 1 }).where('Username', '=', 'david').execute();
    try {
      const david = await server.login('david');
      expect((await server.request('POST', '/api/support/senddocument', { token: david, json: { DocumentId: 7, Destination: '+46701234567' } })).status).toBe(403);
      expect((await server.request('POST', '/api/test/system', { token: david })).status).toBe(403);
    } finally {
      await server.app.arc.db.updateTable('respondents').set({ ReadOnly: 0 }).where('Username', '=', 'david').execute();
    }
  });

  it('a one-time link session cannot raise an information request (no stray alarm either)', async () => {
    const link = await linkSession(10);
    const alarm = (await server.request('GET', '/api/alarms/10/basic', { token: link })).body;
    const before = await server.app.arc.db.selectFrom('alarms').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const answer = await server.request('POST', `/api/users/${alarm.UserId}/informationrequest`, { token: link, json: { FlagId: '1' } });
    expect(answer.status).toBe(403);
    const after = await server.app.arc.db.selectFrom('alarms').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('a one-time link stops taking passwords after repeated wrong ones', async () => {
    const link = await createDemoLink(server.app.arc, { alarmId: 11 });
    for (let i = 0; i < 3; i++) expect((await server.request('POST', `/api/urllogin?p=${link.p}`, { json: { password: 'guess' } })).status).toBe(400);
    const right = await server.request('POST', `/api/urllogin?p=${link.p}`, { json: { password: DEMO_PASSWORD } });
    expect(right.status).toBe(429);
    expect(right.body.error).toBe('RATE_LIMITED');
  });

  it('the Content-Security-Policy lets websockets reach this origin only', async () => {
    const csp = (await server.request('GET', '/healthz')).headers.get('content-security-policy') ?? '';
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(connect).toContain("'self'");
    expect(connect).not.toContain('ws:');
    expect(connect).not.toContain('wss:');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('a read-only one-time link session is refused every write about its alarm\'s user', async () => {
    const link = await createDemoLink(server.app.arc, { alarmId: 12, readOnly: true });
    const token = (await server.request('POST', `/api/urllogin?p=${link.p}`, { json: { password: DEMO_PASSWORD } })).body.access_token as string;
    const userId = (await server.request('GET', '/api/alarms/12/basic', { token })).body.UserId as number;
    const writes: [string, unknown][] = [
      [`/api/users/${userId}/notes`, { NoteType: 0, Note: 'read-only' }],
      [`/api/users/${userId}/absence`, { StartDate: new Date().toISOString(), Reason: 'Hospital' }],
      [`/api/users/${userId}/positions`, undefined],
      [`/api/users/${userId}/responsecentercomment`, { comment: 'read-only' }],
      [`/api/users/${userId}/informationrequest`, { FlagId: '1' }],
      ['/api/alarms/12/reasonv2', { message: 'x' }],
    ];
    for (const [path, json] of writes) {
      const answer = await server.request('POST', path, { token, ...(json === undefined ? {} : { json }) });
      expect([path, answer.status, answer.body.error]).toEqual([path, 403, 'FORBIDDEN']);
    }
  });

  it('an absence reason set named like an object prototype member answers the default set, not a 500', async () => {
    for (const set of ['__proto__', 'constructor', 'toString']) {
      const answer = await server.request('GET', `/api/dataset/absencereason/${set}`, { token: anna });
      expect([set, answer.status]).toEqual([set, 200]);
      expect(answer.body.Attributes[0].Name).toBe('Hospital');
    }
  });

  it('the push socket refuses an oversized client frame instead of buffering it', async () => {
    const socket = await connectWs(server.base, anna);
    await socket.next((m) => m.type === 'hello');
    const closed = new Promise<number>((resolve) => socket.socket.once('close', (code) => resolve(code)));
    socket.socket.send('x'.repeat(200 * 1024));
    expect(await closed).toBe(1009);
  });

  it('a one-time link session registering its device does not log the operator\'s console out', async () => {
    const device = (await server.request('POST', '/api/me/register', { token: anna, json: { type: 'SkygdWebApp', telephone: null, devicetoken: null, UsingTwilio: false } })).body.devicetoken as string;
    const main = await connectWs(server.base, anna, device);
    await main.next((m) => m.type === 'hello');
    const link = await linkSession(13);
    expect((await server.request('POST', '/api/me/register', { token: link, json: { type: 'SkygdWebApp', telephone: null, devicetoken: null, UsingTwilio: false } })).status).toBe(200);
    main.send({ type: 'ping', id: 'after-link-register' });
    await main.next((m) => m.type === 'pong');
    expect(main.messages.filter((m) => m.type === 'LOGGED_IN_ON_OTHER_DEVICE')).toEqual([]);
    const active = await server.app.arc.db.selectFrom('devices').select('Active').where('DeviceToken', '=', device).executeTakeFirstOrThrow();
    expect(active.Active).toBe(1);
    await main.close();
  });

  it('a one-time link socket hears user updates of its alarm\'s user only', async () => {
    const link = await linkSession(14);
    const own = (await server.request('GET', '/api/alarms/14/basic', { token: link })).body.UserId as number;
    const other = own === 150 ? 151 : 150;
    const socket = await connectWs(server.base, link);
    await socket.next((m) => m.type === 'hello');
    expect((await server.request('POST', `/api/users/${other}/notes`, { token: anna, json: { NoteType: 0, Note: 'other user' } })).status).toBe(200);
    expect((await server.request('POST', `/api/users/${own}/notes`, { token: anna, json: { NoteType: 0, Note: 'own user' } })).status).toBe(200);
    await socket.next((m) => m.type === 'userupdate' && m.userId === own);
    expect(socket.messages.filter((m) => m.type === 'userupdate').map((m) => m.userId)).toEqual([own]);
    await socket.close();
  });
});
