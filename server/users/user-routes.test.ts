import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AbsenceCalendarSchema, NoteSchema, ObjectSearchResultSchema, UserDetailsSchema } from '../../src/contract/index.ts';
import { SHARED_NATIONAL_ID } from '../demo/seed.ts';
import { connectWs } from '../test-support/ws-client.ts';
import { startTestServer, TestClock, type TestServer } from '../test-support/test-server.ts';

const DAY = 24 * 3600_000;

describe('user endpoints', () => {
  let server: TestServer;
  let anna: string;
  let frida: string;
  const clock = new TestClock();
  beforeAll(async () => {
    server = await startTestServer({ clock });
    [anna, frida] = await Promise.all([server.login('anna'), server.login('frida')]);
  });
  afterAll(async () => {
    await server.close();
  });

  const get = (path: string, token = anna) => server.request('GET', path, { token });
  const post = (path: string, json: unknown, token = anna) => server.request('POST', path, { token, json });

  it('API-51 searches by free text (q), national id number and numberId', async () => {
    const user = (await get('/api/users/7')).body;
    const byName = (await get(`/api/users?q=${encodeURIComponent(`${user.Name} ${user.LastName}`)}`)).body.map((r: unknown) => ObjectSearchResultSchema.parse(r));
    expect(byName.map((r: { UserId: number }) => r.UserId)).toContain(7);
    expect(byName[0].AdditionalInformation.map((kv: { Key: string }) => kv.Key)).toEqual(['CUSTOMER', 'STREET', 'POSTCODE', 'CITY']);
    const byNational = (await get(`/api/users?nationalidnumber=${SHARED_NATIONAL_ID}`)).body;
    expect(byNational.map((r: { UserId: number }) => r.UserId).sort()).toEqual([1, 2]);
    expect((await get(`/api/users?numberId=${SHARED_NATIONAL_ID.slice(0, 8)}`)).body.length).toBeGreaterThanOrEqual(2);
    const tooShort = await get('/api/users?q=a');
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.errors[0].name).toBe('query.q');
    expect((await get('/api/users')).status).toBe(400);
  });

  it('qa-supervisor P2-10: the search finds a customer number and a telephone number in the national format', async () => {
    const ids = async (q: string) => (await get(`/api/users?q=${encodeURIComponent(q)}`)).body.map((r: { UserId: number }) => r.UserId);
    const user = (await get(`/api/users?q=${encodeURIComponent((await get('/api/users/7')).body.LastName)}`)).body.find((r: { UserId: number }) => r.UserId === 7);
    const customer = user.AdditionalInformation.find((kv: { Key: string }) => kv.Key === 'CUSTOMER').Value as string;
    expect(await ids(customer)).toEqual([7]);
    expect(await ids(customer.toLowerCase())).toEqual([7]);
    expect(await ids(`0${(user.TelephoneNumber as string).slice(3)}`)).toEqual([7]);
  });

  it('qa-supervisor P3-8: the search ignores accents and case: "Goran" finds "Göran", "NYSTROM" finds "Nyström"', async () => {
    const ids = async (q: string) => (await get(`/api/users?q=${encodeURIComponent(q)}`)).body.map((r: { UserId: number }) => r.UserId);
    const accented = [...(await ids('Göran')), ...(await ids('Nyström'))];
    expect(accented.length).toBeGreaterThan(0);
    expect([...(await ids('Goran')), ...(await ids('NYSTROM'))]).toEqual(accented);
  });

  it('API-52 details carry the profile, contacts and addresses', async () => {
    const details = UserDetailsSchema.parse((await get('/api/users/3')).body);
    expect(details).toMatchObject({ UserId: 3, ExternalId: 'EXT-1002' });
    expect(details.Contacts?.length).toBe(10); // 4 contacts and 6 responders (seed.ts, seed-contacts.ts)
    expect(details.Addresses?.[0]?.City).toBeTruthy();
    // Medical fields only in the context of an alarm of the user (security #M4): user 3 has none.
    expect(details.MedicalCondition).toBeUndefined();
    const alarmUser = (await get('/api/alarms/1/basic')).body.UserId as number;
    expect(UserDetailsSchema.parse((await get(`/api/users/${alarmUser}?alarmid=1`)).body).MedicalCondition).toBeDefined();
    expect((await get('/api/users/99999')).status).toBe(404);
  });

  it('API-53 history lists the user\'s alarms newest first with their logs', async () => {
    const history = (await get('/api/users/1/history?alarmid=1')).body;
    expect(history.length).toBeGreaterThan(0);
    expect(history[0]).toMatchObject({ AlarmId: 1, Logs: expect.any(Array) });
  });

  it('API-57 positions (earliest) and locate, which needs PositioningEnabled', async () => {
    const positions = (await get('/api/users/1/positions')).body;
    expect(positions.length).toBe(2);
    const recent = (await get(`/api/users/1/positions?earliest=${new Date(clock.now().getTime() - DAY).toISOString()}`)).body;
    expect(recent.every((p: { Type: string }) => p.Type !== 'Home')).toBe(true);
    // Users 1, 4, 7 … have positioning enabled (every third), user 2 not.
    expect((await server.request('POST', '/api/users/1/positions', { token: anna })).status).toBe(200);
    expect((await get('/api/users/1/positions')).body.length).toBe(3);
    expect((await server.request('POST', '/api/users/2/positions', { token: anna })).body.error).toBe('CONDITIONS_NOT_MET');
  });

  it('DETAIL-41 a locate answers the object\'s newest active alarm the caller sees, so the console can open it', async () => {
    const raised = (await post('/api/users/4/informationrequest', { FlagId: '2', TextMessage: 'Where is she?' })).body;
    expect(raised.AlarmId).toEqual(expect.any(Number));
    const answer = await server.request('POST', '/api/users/4/positions', { token: anna });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ AlarmId: raised.AlarmId, Template: raised.Template });
  });

  it('API-58 linked contact of an alarm', async () => {
    const alarm = (await get('/api/alarms/3/basic')).body;
    const linked = (await get(`/api/users/linkedcontact?globalalarmid=${alarm.GlobalAlarmId}`)).body;
    expect(linked.userId).toBe(alarm.UserId);
    expect(linked.additionalInformation.find((kv: { Key: string }) => kv.Key === 'CUSTOMER').Value).toMatch(/^C5/);
  });

  it('API-55 response-centre comment is stored and pushed as userupdate', async () => {
    const socket = await connectWs(server.base, anna);
    await socket.next((m) => m.type === 'hello');
    const answer = await server.request('POST', '/api/users/4/responsecentercomment?alarmid=1', { token: anna, json: { comment: 'Dog in the hallway' } });
    expect(answer.status).toBe(200);
    expect(await socket.next((m) => m.type === 'userupdate')).toMatchObject({ userId: 4 });
    await socket.close();
    expect((await post('/api/users/4/responsecentercomment', { comment: 'x' }, frida)).status).toBe(403);
  });

  it('API-56 notes are typed (0 generic, 1 medical, 2 technical), paged newest first and added on top', async () => {
    const page1 = (await get('/api/users/1/notes?noteType=0&page=1&pageSize=2')).body.map((n: unknown) => NoteSchema.parse(n));
    const page2 = (await get('/api/users/1/notes?noteType=0&page=2&pageSize=2')).body;
    expect(page1).toHaveLength(2);
    expect(page1.every((n: { NoteType: number }) => n.NoteType === 0)).toBe(true);
    expect(page1[0].Created >= page1[1].Created).toBe(true);
    expect(page2[0].UID).not.toBe(page1[0].UID);
    const added = await post('/api/users/1/notes', { NoteType: 1, Note: 'Allergic to nuts', AlarmId: 1 });
    expect(added.body).toMatchObject({ NoteType: 1, Note: 'Allergic to nuts', AdminName: 'Anna Andersson' });
    expect((await get('/api/users/1/notes?noteType=1')).body[0].Note).toBe('Allergic to nuts');
    expect((await post('/api/users/1/notes', { NoteType: 0, Note: 'x'.repeat(801) })).status).toBe(400);
    expect((await get('/api/users/1/notes?noteType=5')).status).toBe(400);
  });

  it('API-59 API-60 API-61 absences: calendar phases, overlap needs confirmation, ending and deleting', async () => {
    const at = (days: number) => new Date(clock.now().getTime() + days * DAY).toISOString();
    const calendar = AbsenceCalendarSchema.parse((await get('/api/users/1/absencecalendar?alarmid=1')).body);
    expect(calendar.Previous).toHaveLength(1);
    expect(calendar.Ongoing).toHaveLength(1);
    expect(calendar.Upcoming).toHaveLength(1);
    const overlapping = await post('/api/users/1/absence?alarmid=1', { StartDate: at(2), EndDate: at(4), Reason: 'Travel' });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.error).toBe('ABSENCE_OVERLAP');
    expect((await post('/api/users/1/absence?alarmid=1&force=true', { StartDate: at(2), EndDate: at(4), Reason: 'Travel' })).status).toBe(200);
    const backwards = await post('/api/users/1/absence', { StartDate: at(9), EndDate: at(8), Reason: 'Travel' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors[0].name).toBe('body.EndDate');
    const after = AbsenceCalendarSchema.parse((await get('/api/users/1/absencecalendar')).body);
    expect(after.Upcoming).toHaveLength(2);
    const ongoing = after.Ongoing[0]!;
    expect((await server.request('PUT', `/api/users/1/endabsences/${ongoing.Id}?alarmid=1`, { token: anna })).status).toBe(200);
    const upcoming = after.Upcoming[0]!;
    expect((await server.request('PUT', `/api/users/1/endabsences/${upcoming.Id}`, { token: anna })).status).toBe(200);
    const final = AbsenceCalendarSchema.parse((await get('/api/users/1/absencecalendar')).body);
    expect(final.Ongoing).toHaveLength(0);
    expect(final.Previous).toHaveLength(2);
    expect(final.Upcoming).toHaveLength(1);
  });

  it('qa-supervisor P2-3: an absence that has started is not deleted (ABSENCE_STARTED) and its end check is not raised; it can be ended', async () => {
    const start = new Date(clock.now().getTime() + 60_000);
    const end = new Date(start.getTime() + DAY);
    expect((await post('/api/users/4/absence', { StartDate: start.toISOString(), EndDate: end.toISOString(), Reason: 'Travel', createAlarm: true, HasEndDate: true })).status).toBe(200);
    const planned = () => get('/api/planningalarm').then((answer) => answer.body.filter((p: { PlannedTime: string }) => p.PlannedTime === end.toISOString()).length);
    expect(await planned()).toBe(1);
    const { Id } = AbsenceCalendarSchema.parse((await get('/api/users/4/absencecalendar')).body).Upcoming.find((a) => a.StartDate === start.toISOString())!;
    clock.advance(120_000);
    const refused = await server.request('PUT', `/api/users/4/endabsences/${Id}?action=delete`, { token: anna });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('ABSENCE_STARTED');
    expect(await planned()).toBe(1);
    expect(AbsenceCalendarSchema.parse((await get('/api/users/4/absencecalendar')).body).Ongoing.map((a) => a.Id)).toContain(Id);
    expect((await server.request('PUT', `/api/users/4/endabsences/${Id}?action=terminate`, { token: anna })).status).toBe(200);
    expect(AbsenceCalendarSchema.parse((await get('/api/users/4/absencecalendar')).body).Previous.map((a) => a.Id)).toContain(Id);
  });

  it('API-60 an absence with createAlarm raises a planned alarm at its end', async () => {
    const end = new Date(clock.now().getTime() + 40 * DAY).toISOString();
    const start = new Date(clock.now().getTime() + 30 * DAY).toISOString();
    expect((await post('/api/users/5/absence', { StartDate: start, EndDate: end, Reason: 'Hospital', createAlarm: true, HasEndDate: true })).status).toBe(200);
    const planned = (await get('/api/planningalarm')).body;
    expect(planned.some((p: { PlannedTime: string; AlarmText: string }) => p.PlannedTime === end && p.AlarmText.startsWith('Absence ended'))).toBe(true);
  });

  it('qa-supervisor P2-15: the alarms the server raises itself carry a text code with parameters beside the English text', async () => {
    const request = await post('/api/users/6/informationrequest', { FlagId: '2' });
    const alarm = (await get(`/api/alarms/${request.body.AlarmId}/basic`)).body;
    expect(alarm).toMatchObject({ AlarmText: 'Information request: Key holder update', AlarmTextCode: 'informationRequest', AlarmTextParams: { flag: 'Key holder update' } });
    const history = (await get('/api/users/6/history')).body.find((item: { AlarmId: number }) => item.AlarmId === request.body.AlarmId);
    expect(history).toMatchObject({ AlarmTextCode: 'informationRequest', AlarmTextParams: { flag: 'Key holder update' } });
    const end = new Date(clock.now().getTime() + 50 * DAY).toISOString();
    const start = new Date(clock.now().getTime() + 45 * DAY).toISOString();
    expect((await post('/api/users/5/absence', { StartDate: start, EndDate: end, Reason: 'Travel', createAlarm: true, HasEndDate: true })).status).toBe(200);
    const planned = (await get('/api/planningalarm')).body;
    expect(planned.find((p: { PlannedTime: string }) => p.PlannedTime === end)).toMatchObject({ AlarmText: 'Absence ended: check on the user', AlarmTextCode: 'absenceEnded', AlarmTextParams: {} });
    expect(planned.find((p: { AlarmText: string }) => p.AlarmText === 'Planned check-in call')).toMatchObject({ AlarmTextCode: 'plannedCheckIn' });
  });

  it('qa-supervisor P2-15: an absence of the default reason set is stored with the reason\'s code, which the console translates', async () => {
    const start = new Date(clock.now().getTime() + 60 * DAY).toISOString();
    expect((await post('/api/users/5/absence', { StartDate: start, Reason: 'Visiting relatives' })).status).toBe(200);
    const calendar = AbsenceCalendarSchema.parse((await get('/api/users/5/absencecalendar')).body);
    expect(calendar.Upcoming.find((a) => a.StartDate === start)?.Reason).toBe('visitingRelatives');
  });

  it('API-54 an information request needs a known FlagId and opens an alarm owned by the requester', async () => {
    const missing = await post('/api/users/6/informationrequest', { TextMessage: 'Please update the key placement' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].description).toBe('Please, select flag before submit');
    expect((await post('/api/users/6/informationrequest', { FlagId: '99' })).status).toBe(400);
    const answer = await post('/api/users/6/informationrequest', { FlagId: '2', TextMessage: 'Please update the key placement' });
    expect(answer.status).toBe(200);
    const alarm = (await get(`/api/alarms/${answer.body.AlarmId}/basic`)).body;
    expect(alarm).toMatchObject({ UserId: 6, State: 'My', AlarmText: 'Information request: Key holder update' });
    expect(answer.body.Template).toBe(alarm.Template);
  });

  it('ux polish: an information request is raised with normal criticality (1), not as acute', async () => {
    const answer = await post('/api/users/8/informationrequest', { FlagId: '2' });
    expect(answer.status).toBe(200);
    expect((await get(`/api/alarms/${answer.body.AlarmId}/basic`)).body.Priority).toBe(1);
  });
});
