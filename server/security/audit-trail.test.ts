import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneOnce } from '../services/pruning.ts';
import { form, respondentId } from '../test-support/logins.ts';
import { capturedLog, startTestServer, type TestServer } from '../test-support/test-server.ts';

interface Line {
  Id: number;
  Event: string;
  RespondentId: number | null;
  Username: string | null;
  UserId: number | null;
  RequestId: string | null;
  Details: string | null;
}
interface Page {
  Lines: Line[];
  NextBefore: number | null;
}

/** The audit trail (security #NM7): who logged in, was refused, read health data; a support admin reads it. */
describe('audit trail', () => {
  let server: TestServer;
  let david: string;
  let annaId: number;
  const log = capturedLog();
  beforeAll(async () => {
    server = await startTestServer({ logger: true, logStream: log.stream });
    david = await server.login('david');
    annaId = await respondentId(server, 'anna');
  });
  afterAll(async () => {
    await server.close();
  });

  const trail = async (query: string) => {
    const answer = await server.request<Page>('GET', `/api/support/audit?${query}`, { token: david });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const userOf = async (token: string, alarmId: number) => (await server.request('GET', `/api/alarms/${alarmId}/basic`, { token })).body.UserId as number;

  it('security #NM7: a login, a read of medical notes and a logout of an operator are audit lines a support admin reads, with the request ids', async () => {
    const login = await server.request('POST', '/api/token', form('anna'));
    expect(login.status).toBe(200);
    const anna = login.body.access_token as string;
    const userId = await userOf(anna, 13);
    const read = await server.request('GET', `/api/users/${userId}/notes?noteType=1`, { token: anna });
    expect(read.status).toBe(200);
    expect((await server.request('POST', '/api/logout', { token: anna })).status).toBe(200);

    const lines = (await trail(`respondentId=${annaId}`)).Lines;
    expect(lines.slice(0, 3).map((line) => line.Event)).toEqual(['logout', 'medical.read', 'login']);
    expect(lines.every((line) => line.RespondentId === annaId && line.Username === 'anna')).toBe(true);
    const medical = lines[1]!;
    expect(medical).toMatchObject({ UserId: userId, RequestId: read.headers.get('x-request-id') });
    expect(lines[2]!.RequestId).toBe(login.headers.get('x-request-id'));
    // The console asks by user name.
    expect((await trail('username=Anna')).Lines.map((line) => line.Id)).toEqual(lines.map((line) => line.Id));
  });

  it('security #NM7: the lines about one person list who read their positions and details', async () => {
    const eva = await server.login('eva');
    const userId = await userOf(eva, 13);
    expect((await server.request('GET', `/api/users/${userId}/positions`, { token: eva })).status).toBe(200);
    expect((await server.request('GET', `/api/users/${userId}`, { token: eva })).status).toBe(200);
    const lines = (await trail(`userId=${userId}`)).Lines;
    expect(lines.slice(0, 2).map((line) => [line.Event, line.Username])).toEqual([
      ['user.read', 'eva'],
      ['position.read', 'eva'],
    ]);
    expect(lines.every((line) => line.UserId === userId)).toBe(true);
  });

  it('security #NM7: a failed login, a failed two-factor code and a 403 refusal are audit lines of the operator', async () => {
    expect((await server.request('POST', '/api/token', form('anna', 'wrong-password'))).status).toBe(400);
    const pending = await server.request('POST', '/api/token', form('bjorn'));
    expect((await server.request('POST', '/api/2fa', { token: pending.body.access_token as string, json: { AuthCode: '000000x', RememberMe: false } })).status).toBe(406);
    const frida = await server.login('frida');
    const refused = await server.request('PUT', '/api/support/dictionary/en-GB/login', { token: frida, json: { title: 'x' } });
    expect(refused.status).toBe(403);

    expect((await trail(`respondentId=${annaId}&limit=1`)).Lines[0]).toMatchObject({ Event: 'login.failed', Username: 'anna' });
    expect((await trail(`respondentId=${await respondentId(server, 'bjorn')}&limit=1`)).Lines[0]).toMatchObject({ Event: 'twofactor.failed', Username: 'bjorn' });
    const refusal = (await trail(`respondentId=${await respondentId(server, 'frida')}&limit=1`)).Lines[0]!;
    expect(refusal).toMatchObject({ Event: 'refused', Username: 'frida', RequestId: refused.headers.get('x-request-id') });
    expect(JSON.parse(refusal.Details!)).toMatchObject({ status: 403, code: 'FORBIDDEN', route: '/api/support/dictionary/:language/:namespace' });
    // Repeated refusals are log lines; the table keeps one a minute, so a session that may not write cannot fill it.
    for (let i = 0; i < 5; i++) expect((await server.request('PUT', '/api/support/dictionary/en-GB/login', { token: frida, json: { title: 'x' } })).status).toBe(403);
    expect((await trail(`respondentId=${await respondentId(server, 'frida')}`)).Lines.filter((line) => line.Event === 'refused')).toHaveLength(1);
    expect(log.text().match(/"msg":"audit refused"/g)?.length).toBeGreaterThanOrEqual(6);
  });

  it('security #NM7: the log lines of a signed-in request name the operator and the login, never the token', async () => {
    const anna = await server.login('anna');
    const answer = await server.request('GET', '/api/me', { token: anna });
    expect(answer.status).toBe(200);
    const requestId = answer.headers.get('x-request-id');
    const lines = log
      .text()
      .split('\n')
      .filter((line) => line.includes(`"reqId":"${requestId}"`))
      .map((line) => JSON.parse(line) as { respondentId?: number; familyId?: string; msg: string });
    const completed = lines.find((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({ respondentId: annaId, familyId: expect.any(String) });
    expect(log.text()).not.toContain(anna);
    // An audit event is a log line too, with the operator and the request id.
    expect(log.text()).toMatch(/"msg":"audit login"/);
  });

  it('security #NM7: pages follow each other without gaps or repeats', async () => {
    const first = await trail('limit=2');
    expect(first.Lines).toHaveLength(2);
    const second = await trail(`limit=2&before=${first.NextBefore}`);
    expect(second.Lines[0]!.Id).toBeLessThan(first.Lines[1]!.Id);
    expect(new Set([...first.Lines, ...second.Lines].map((line) => line.Id)).size).toBe(4);
  });

  it('security #NM7: only a support admin reads the audit trail', async () => {
    const anna = await server.login('anna');
    expect((await server.request('GET', '/api/support/audit', { token: anna })).status).toBe(403);
    expect((await server.request('GET', '/api/support/audit')).status).toBe(401);
  });

  it('security #NM7: the prune job deletes audit lines past the retention period and keeps the others', async () => {
    const ctx = server.app.arc;
    const old = new Date(ctx.clock.now().getTime() - 401 * 24 * 3600_000).toISOString();
    await ctx.db.insertInto('audit_events').values({ At: old, Event: 'login', RespondentId: annaId, Username: 'anna', FamilyId: null, UserId: null, RequestId: 'old', Details: null }).execute();
    const before = await ctx.db.selectFrom('audit_events').select(ctx.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const deleted = await pruneOnce(ctx);
    expect(deleted.audit_events).toBe(1);
    const after = await ctx.db.selectFrom('audit_events').select(ctx.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) - 1);
  });
});
