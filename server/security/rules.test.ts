import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/demo-accounts.ts';
import { createDemoLink } from '../routes/dev-routes.ts';
import { capturedLog, startTestServer, type TestServer } from '../test-support/test-server.ts';

/** Authorization rules from the security review (findings 2, 10, 11, 14, 18): each test is the attack, answered as the README says. */
describe('authorization rules', () => {
  let server: TestServer;
  let anna: string;
  let bjorn: string;
  let eva: string;
  let frida: string;
  const log = capturedLog();
  beforeAll(async () => {
    server = await startTestServer({ logger: true, logStream: log.stream });
    [anna, bjorn, eva, frida] = await Promise.all([server.login('anna'), server.login('bjorn'), server.login('eva'), server.login('frida')]);
  });
  afterAll(async () => {
    await server.close();
  });

  const linkSession = async (alarmId: number, options: { username?: string; readOnly?: boolean } = {}): Promise<string> => {
    const link = await createDemoLink(server.app.arc, { alarmId, ...options });
    const answer = await server.request('POST', `/api/urllogin?p=${link.p}`, { json: { password: DEMO_PASSWORD } });
    expect(answer.status).toBe(200);
    return answer.body.access_token as string;
  };
  const userOf = async (alarmId: number): Promise<number> => (await server.request('GET', `/api/alarms/${alarmId}/basic`, { token: anna })).body.UserId as number;
  const post = (token: string, path: string, json: unknown = {}) => server.request('POST', path, { token, json });
  const get = (token: string, path: string) => server.request('GET', path, { token });

  it('security #2: a one-time link session cannot move its alarm to another user, and keeps seeing only the user it was made for', async () => {
    // Alarm 13 is anna's: a link of anna's owns it.
    const original = await userOf(13);
    const link = await linkSession(13);
    const other = original === 50 ? 51 : 50;
    const moved = await post(link, '/api/alarms/13/changeuser', { UserId: other });
    expect(moved.status).toBe(403);
    expect(moved.body.error).toBe('FORBIDDEN');
    expect((await post(link, '/api/alarms/13/swapsharedwith')).status).toBe(403);
    expect(await userOf(13)).toBe(original);

    // An operator moves the alarm: the link still reads only the user it was created for.
    expect((await post(anna, '/api/alarms/13/changeuser', { UserId: other })).status).toBe(200);
    expect((await get(link, `/api/users/${other}`)).status).toBe(404);
    expect((await get(link, `/api/users/${other}/notes?noteType=0`)).status).toBe(404);
    expect((await get(link, `/api/users/${other}/positions`)).status).toBe(404);
    expect((await post(link, `/api/users/${other}/notes`, { NoteType: 0, Note: 'not mine' })).status).toBe(404);
    expect((await get(link, `/api/users/${original}`)).status).toBe(200);
  });

  it('security #10: medical notes and fields are refused outside the groups ALLOW_MEDICAL_NOTES lists (1,2)', async () => {
    // Alarm 29 is a planned alarm of group 3, which the default setting does not list.
    const userId = await userOf(29);
    expect((await post(anna, `/api/users/${userId}/notes`, { NoteType: 1, AlarmId: 29, Note: 'Allergic to penicillin.' })).status).toBe(403);
    expect((await get(anna, `/api/users/${userId}/notes?noteType=1&alarmId=29`)).status).toBe(403);

    const link = await linkSession(29, { readOnly: true });
    const notes = await get(link, `/api/users/${userId}/notes?noteType=1`);
    expect(notes.status).toBe(403);
    expect(JSON.stringify(notes.body)).not.toContain('penicillin');
    expect((await get(link, `/api/users/${userId}/notes?noteType=0`)).status).toBe(200);
    const details = (await get(link, `/api/users/${userId}`)).body;
    expect(details.UserId).toBe(userId);
    for (const field of ['MedicalCondition', 'Medication', 'SupportingAids', 'CarePlan']) expect(details).not.toHaveProperty(field);

    // A link on a group-1 alarm reads its user's medical notes and fields.
    const groupOneUser = await userOf(3);
    const groupOneLink = await linkSession(3, { readOnly: true });
    expect((await get(groupOneLink, `/api/users/${groupOneUser}/notes?noteType=1`)).status).toBe(200);
    expect((await get(groupOneLink, `/api/users/${groupOneUser}`)).body).toHaveProperty('MedicalCondition');
  });

  it('security #M4: without an alarm, medical notes, fields and external medical info follow the groups of the user\'s alarms, not the operator\'s', async () => {
    // Alarm 29's user has his alarms in group 3 only; anna is in group 1 (forced, and listed in ALLOW_MEDICAL_NOTES).
    const userId = await userOf(29);
    const written = await post(anna, `/api/users/${userId}/notes`, { NoteType: 1, Note: 'Allergic to penicillin.' });
    expect(written.status).toBe(403);
    expect(written.body.error).toBe('FORBIDDEN');
    expect((await get(anna, `/api/users/${userId}/notes?noteType=1`)).status).toBe(403);
    const details = (await get(anna, `/api/users/${userId}`)).body;
    expect(details.UserId).toBe(userId);
    for (const field of ['MedicalCondition', 'Medication', 'SupportingAids', 'CarePlan']) expect(details).not.toHaveProperty(field);
    const external = await get(anna, `/api/demo/external/users/${details.ExternalId}`);
    expect(external.status).toBe(200);
    expect(external.body.sensitiveData).toEqual([]);

    // Naming a group-1 alarm of another user lends its group to nobody.
    expect((await get(anna, `/api/users/${userId}/notes?noteType=1&alarmId=3`)).status).toBe(403);
    expect((await get(anna, `/api/users/${userId}?alarmid=3`)).body).not.toHaveProperty('MedicalCondition');
    expect((await get(anna, `/api/demo/external/users/${details.ExternalId}?alarmid=3`)).body.sensitiveData).toEqual([]);

    // In the context of its own group-1 alarm a user's medical data is shown.
    const groupOneUser = await userOf(3);
    expect((await get(anna, `/api/users/${groupOneUser}/notes?noteType=1&alarmId=3`)).status).toBe(200);
    const groupOne = (await get(anna, `/api/users/${groupOneUser}?alarmid=3`)).body;
    expect(groupOne).toHaveProperty('MedicalCondition');
    expect((await get(anna, `/api/demo/external/users/${groupOne.ExternalId}?alarmid=3`)).body.sensitiveData.length).toBeGreaterThan(0);
  });

  it('security #11: an operator sees and joins only the respondent groups he may join', async () => {
    const groups = (await get(frida, '/api/respondentgroups')).body.map((g: { RespondentGroupId: number }) => g.RespondentGroupId);
    expect(groups).toEqual([1, 2]);
    const join = await post(frida, '/api/me/respondentgroups', { groups_ids: [1, 2, 3] });
    expect(join.status).toBe(403);
    expect(join.body.error).toBe('FORBIDDEN');
    expect((await get(frida, '/api/respondentgroups/3')).status).toBe(404);
    expect((await get(frida, '/api/respondentgroups/2')).status).toBe(200);
    expect((await get(anna, '/api/respondentgroups')).body).toHaveLength(3);
    // Members of a group frida may not join are not listed to her.
    const annaAlone = await post(anna, '/api/me/respondentgroups', { groups_ids: [1, 3] });
    expect(annaAlone.status).toBe(200);
    const inGroupThree = (await get(anna, '/api/respondentgroups/3')).body.map((r: { Name: string }) => r.Name);
    expect(inGroupThree).toContain('Anna Andersson');
    expect(inGroupThree).not.toContain('Frida Falk');
    expect((await post(anna, '/api/me/respondentgroups', { groups_ids: [1, 2, 3] })).status).toBe(200);
  });

  it('security #14: a one-time link session does not read the staff directory', async () => {
    const link = await linkSession(5);
    const respondents = await get(link, '/api/respondents');
    expect(respondents.status).toBe(403);
    expect((await get(link, '/api/respondentgroups/1')).status).toBe(403);
    const { RespondentGroupId: group } = await server.app.arc.db.selectFrom('alarms').select('RespondentGroupId').where('AlarmId', '=', 5).executeTakeFirstOrThrow();
    const groups = (await get(link, '/api/respondentgroups')).body;
    expect(groups.map((g: { RespondentGroupId: number }) => g.RespondentGroupId)).toEqual([group]);
  });

  it('security #18: test alarms are raised only for the centre\'s test users', async () => {
    const list = (await get(eva, '/api/test')).body;
    const testUsers = list.Users.map((u: { UserId: number }) => u.UserId);
    expect(testUsers.length).toBeGreaterThan(0);
    const outsider = 150;
    expect(testUsers).not.toContain(outsider);
    const refused = await post(eva, '/api/test', { TestRoutineId: 1, UserId: outsider });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('FORBIDDEN');
    expect((await post(eva, '/api/test', { TestRoutineId: 1, UserId: testUsers[0] })).status).toBe(200);
  });

  it('security #18: a planning task is set only on a planned alarm, by its owner', async () => {
    const due = new Date(Date.now() + 3600_000).toISOString();
    const task = { DueDate: due, TaskType: 'Visit' };
    const notOwner = await post(anna, '/api/alarms/30/task', task);
    expect(notOwner.status).toBe(403);
    expect(notOwner.body.error).toBe('NOT_OWNER_ALARM');
    const notPlanned = await post(anna, '/api/alarms/14/task', task);
    expect(notPlanned.status).toBe(409);
    expect(notPlanned.body.error).toBe('CONDITIONS_NOT_MET');
    expect((await post(anna, '/api/alarms/30/accept', { force: false })).status).toBe(200);
    expect((await post(anna, '/api/alarms/30/task', task)).status).toBe(200);
  });

  it('security #L8: planning edits of a planned alarm that is raised or taken are its owner\'s alone', async () => {
    const planned = server.app.arc.db.selectFrom('alarms').select('AlarmId').where('PlannedTime', 'is not', null).where('Active', '=', 1).where('RespondentId', 'is', null);
    // A planned alarm that waits untaken: anyone of its groups plans it.
    const waiting = await planned.where('RaisedAt', 'is', null).executeTakeFirstOrThrow();
    expect((await post(bjorn, `/api/planningalarm/${waiting.AlarmId}/product`, { Product: 'Safety alarm plus' })).status).toBe(200);

    // Alarm 30, once anna has taken it, is planned by her alone.
    expect((await post(anna, '/api/alarms/30/accept', { force: true })).status).toBe(200);
    for (const [path, json] of [['note', { Note: 'Not yours' }], ['plannedtime', { PlannedTime: new Date(Date.now() + 86_400_000).toISOString() }], ['product', { Product: 'Other' }]] as const) {
      const refused = await post(bjorn, `/api/planningalarm/30/${path}`, json);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('NOT_OWNER_ALARM');
    }
    expect((await post(anna, '/api/planningalarm/30/note', { Note: 'Ring twice' })).status).toBe(200);

    // A planned alarm already raised and taken by nobody: nobody overwrites its plan before taking it.
    const raised = await planned.where('RaisedAt', 'is not', null).executeTakeFirstOrThrow();
    const untaken = await post(bjorn, `/api/planningalarm/${raised.AlarmId}/note`, { Note: 'Not yours' });
    expect(untaken.status).toBe(403);
    expect(untaken.body.error).toBe('NOT_OWNER_ALARM');
  });

  it('security #18: incident reports are written only by the alarm\'s owner and each save is logged without its text', async () => {
    // Alarm 15 is anna's.
    expect((await post(bjorn, '/api/alarms/15/attachmentreport', { text: 'Not my alarm.' })).status).toBe(403);
    const created = await post(anna, '/api/alarms/15/attachmentreport', { text: 'Found on the floor, conscious.' });
    expect(created.status).toBe(200);
    const path = `/api/alarms/15/attachmentreport/${created.body.reportId}`;
    const stolen = await server.request('PUT', path, { token: bjorn, json: { text: 'Overwritten by someone else.' } });
    expect(stolen.status).toBe(403);
    expect(stolen.body.error).toBe('NOT_OWNER_ALARM');
    expect((await server.request('PUT', path, { token: anna, json: { text: 'Ambulance called, secret detail.' } })).status).toBe(200);
    const saves = log.text().split('\n').filter((line) => line.includes('incident report saved'));
    expect(saves.length).toBe(2);
    for (const line of saves) expect(JSON.parse(line)).toMatchObject({ alarmId: 15, reportId: created.body.reportId, respondentId: expect.any(Number) });
    expect(log.text()).not.toMatch(/secret detail|Found on the floor/);
  });

  it('security #18: without CenterUsers an operator neither searches the user register nor opens users outside his alarms', async () => {
    const search = await get(frida, '/api/users?q=an');
    expect(search.status).toBe(403);
    expect(search.body.error).toBe('FORBIDDEN');
    // User 100 has no alarm; user 1 has alarm 1 in group 1, which frida sees.
    expect((await get(frida, '/api/users/100')).status).toBe(404);
    expect((await get(frida, '/api/users/100/notes?noteType=0')).status).toBe(404);
    expect((await get(frida, `/api/users/${await userOf(1)}`)).status).toBe(200);
    expect((await get(anna, '/api/users?q=an')).status).toBe(200);
    expect((await get(anna, '/api/users/100')).status).toBe(200);
  });
});
