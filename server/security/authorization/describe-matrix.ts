import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attachments } from '../../../src/contract/index.ts';
import { mediaFileNames } from '../../../src/domain/media.ts';
import { DEMO_INGEST_KEY, DEMO_PASSWORD } from '../../demo/demo-accounts.ts';
import { createDemoLink } from '../../routes/dev-routes.ts';
import { insertLiveCall } from '../../test-support/live-call.ts';
import { connectWs } from '../../test-support/ws-client.ts';
import { startTestServer, TestClock, type RequestOptions, type TestServer } from '../../test-support/test-server.ts';
import { DEAD, LIVE, methodOf, type Ids, type Row } from './matrix-row.ts';

/**
 * Asks every row of an area as every kind of caller, on a server of the area's own with the callers and the ids the
 * rows use found in the demo centre at start. The rows run in their order: a row may change what a later one finds.
 */
export function describeMatrix(area: string, rows: readonly Row[]): void {
  describe(`security: authorization matrix (${area})`, () => {
    let server: TestServer;
    const bearer: Record<string, string> = {};
    let ids: Ids;

    beforeAll(async () => {
      const clock = new TestClock();
      server = await startTestServer({ clock, loginLimits: { perUser: 100, perAddress: 10_000, windowMs: 60_000 } });
      bearer.expired = await server.login('eva');
      clock.advance((server.app.arc.options.tokenTtlSeconds + 60) * 1000);
      const [anna, bjorn, frida, david] = await Promise.all([server.login('anna'), server.login('bjorn'), server.login('frida'), server.login('david')]);
      bearer.owner = anna;
      bearer.otherOperator = bjorn;
      bearer.readOnly = frida;
      bearer.garbage = 'garbage-token';
      const pending = await server.request('POST', '/api/token', { form: { grant_type: 'password', UserName: 'cecilia', Password: DEMO_PASSWORD } });
      bearer.pendingTwoFactor = pending.body.access_token;
      expect((await server.request('POST', '/api/logout', { token: david })).status).toBe(200);
      bearer.loggedOut = david;

      const me = (await server.request('GET', '/api/me', { token: anna })).body as { RespondentId: number };
      const alarms = (await server.request('GET', '/api/alarms?onlyactive=true', { token: anna })).body as { AlarmId: number; GlobalAlarmId: string; UserId: number; RespondentId: number | null }[];
      const own = alarms.filter((a) => a.RespondentId === me.RespondentId);
      const linked = own[0];
      const target = own.find((a) => a.UserId !== linked?.UserId);
      if (!linked || !target) throw new Error("the demo centre needs two of anna's alarms of different users");
      const link = await createDemoLink(server.app.arc, { alarmId: linked.AlarmId, username: 'anna' });
      bearer.oneTimeLink = (await server.request('POST', `/api/urllogin?p=${link.p}`, { json: { password: DEMO_PASSWORD } })).body.access_token;
      const user = (await server.request('GET', `/api/users/${target.UserId}`, { token: anna })).body as { Contacts?: { ContactId: number; Telephone1: string }[] };
      const report = await server.request('POST', `/api/alarms/${target.AlarmId}/attachmentreport`, { token: anna, json: { text: 'Fall' } });
      await server.request('POST', `/api/users/${target.UserId}/absence`, { token: anna, json: { StartDate: '2030-01-01T10:00:00Z', Reason: 'Travel' } });
      const calendar = (await server.request('GET', `/api/users/${target.UserId}/absencecalendar`, { token: anna })).body as { Upcoming: { Id: number }[] };
      const planned = (await server.request('GET', '/api/planningalarm', { token: anna })).body as { AlarmId: number }[];
      const attachments = (await server.request('GET', `/api/alarms/${target.AlarmId}/attachments`, { token: anna })).body as Attachments;
      const call = (state: 'active' | 'held') => insertLiveCall(server.app.arc, { respondentId: me.RespondentId, alarmId: linked.AlarmId, state });
      const camera = await server.app.arc.db
        .selectFrom('cameras')
        .innerJoin('alarms', 'alarms.UserId', 'cameras.UserId')
        .select(['cameras.Id', 'alarms.AlarmId'])
        .where('cameras.ViewingPermitted', '=', 0)
        .where('alarms.Active', '=', 1)
        .where('alarms.AlarmId', '!=', linked.AlarmId)
        .executeTakeFirstOrThrow();
      ids = {
        alarm: target.AlarmId,
        globalAlarmId: target.GlobalAlarmId,
        user: target.UserId,
        contact: user.Contacts?.[0]?.ContactId ?? 0,
        contactTelephone: user.Contacts?.[0]?.Telephone1 ?? '',
        reportId: report.body.reportId,
        absenceId: calendar.Upcoming[0]?.Id ?? 0,
        plannedAlarm: planned[0]?.AlarmId ?? 0,
        linkedAlarm: linked.AlarmId,
        liveCall: await call('active'),
        heldCall: await call('held'),
        cameraAlarm: camera.AlarmId,
        closedCamera: camera.Id,
        mediaFile: mediaFileNames(attachments)[0] ?? '',
      };
      expect(ids).toEqual(expect.objectContaining({ contact: expect.any(Number), reportId: expect.any(Number), absenceId: expect.any(Number), plannedAlarm: expect.any(Number) }));
      expect(Object.values(ids)).not.toContain(0);
      expect(ids.mediaFile).not.toBe('');
      // The other operator and the read-only one work in group 1 only, as the session area's setRespondentGroups row
      // leaves them: the statuses of every area's rows assume it.
      for (const caller of [bjorn, frida]) expect((await server.request('POST', '/api/me/respondentgroups', { token: caller, json: { groups_ids: [1] } })).status).toBe(200);
    });

    afterAll(async () => {
      await server?.close();
    });

    const ask = async (row: Row, caller: string, apiKey = false): Promise<number> => {
      const request = row.ask(ids);
      if (row.route === 'GET /api/WsPander') return socketStatus(server.base, bearer[caller]);
      const options: RequestOptions = {};
      if (bearer[caller]) options.token = bearer[caller];
      if (request.json !== undefined) options.json = request.json;
      if (request.form) options.form = request.form;
      if (apiKey) options.headers = { 'X-Api-Key': DEMO_INGEST_KEY };
      return (await server.request(methodOf(row), request.path, options)).status;
    };

    for (const row of rows) {
      it(`${row.route}${row.about ? ` (${row.about})` : ''}: ${row.auth ?? 'bearer'}`, async () => {
        const seen: Record<string, number> = {};
        for (const caller of [...DEAD, ...LIVE]) seen[caller] = await ask(row, caller);
        const wanted: Record<string, number> = {};
        if (row.auth === 'notImplemented') {
          for (const caller of [...DEAD, ...LIVE]) wanted[caller] = 404;
        } else if (row.auth === 'public' || row.auth === 'demo') {
          // A bearer, valid or not, changes nothing: the answer is the anonymous one.
          for (const caller of [...DEAD, ...LIVE]) wanted[caller] = seen.none!;
          expect(seen.none).toBeLessThan(500);
        } else if (row.auth === 'apiKey') {
          for (const caller of [...DEAD, ...LIVE]) wanted[caller] = 401;
          expect(await ask(row, 'none', true)).toBeLessThan(300);
        } else {
          for (const caller of DEAD) wanted[caller] = 401;
          Object.assign(wanted, row.live);
          // Reads are also asked by the rightful owner: the row's request is right, so a refusal above is a rule.
          if (methodOf(row) === 'GET') {
            seen.owner = await ask(row, 'owner');
            wanted.owner = row.ownerStatus ?? 200;
          }
        }
        Object.assign(wanted, row.except);
        expect(seen).toEqual(wanted);
      });
    }
  });
}

/** The upgrade's answer for a bearer: 101 when the socket opens, else the refusal's status. */
async function socketStatus(base: string, token: string | undefined): Promise<number> {
  try {
    const client = await connectWs(base, token ?? '');
    await client.close();
    return 101;
  } catch (error) {
    return Number(/upgrade refused: (\d+)/.exec(String(error))?.[1] ?? 0);
  }
}
