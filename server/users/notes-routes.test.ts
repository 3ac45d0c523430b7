import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INGEST_KEY } from '../demo/demo-accounts.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

/** Demo data and rules the notes, comment and SMS widgets rely on (ALLOW_MEDICAL_NOTES is "1,2" in the demo). */
describe('notes, comment and SMS on the reference server', () => {
  let server: TestServer;
  let anna: string;
  beforeAll(async () => {
    server = await startTestServer();
    anna = await server.login('anna');
  });
  afterAll(async () => {
    await server.close();
  });

  const raise = async (groupId: number, userId = 3) =>
    (await server.request('POST', '/api/ingest/alarms', { headers: { 'X-Api-Key': DEMO_INGEST_KEY }, json: { UserId: userId, AlarmText: 'Notes test', RespondentGroupId: groupId } })).body.AlarmId as number;

  it('NOTE-01 NOTE-07 the demo user has notes of each type, fetched per type 5 a page', async () => {
    const alarmId = await raise(1, 1);
    for (const noteType of [0, 1, 2]) {
      const page = (await server.request('GET', `/api/users/1/notes?noteType=${noteType}&alarmId=${alarmId}&page=1&pageSize=5`, { token: anna })).body as { NoteType: number }[];
      expect(page.length).toBeGreaterThan(0);
      expect(page.every((note) => note.NoteType === noteType)).toBe(true);
    }
  });

  it('NOTE-02 medical notes are refused for an alarm of a group ALLOW_MEDICAL_NOTES does not list', async () => {
    const alarmId = await raise(3);
    expect((await server.request('GET', `/api/users/3/notes?noteType=1&alarmId=${alarmId}&page=1&pageSize=5`, { token: anna })).status).toBe(403);
    expect((await server.request('GET', `/api/users/3/notes?noteType=0&alarmId=${alarmId}&page=1&pageSize=5`, { token: anna })).status).toBe(200);
  });

  it('NOTE-17 the comment saved is in the user details read again', async () => {
    const alarmId = await raise(1);
    expect((await server.request('POST', `/api/users/3/responsecentercomment?alarmid=${alarmId}`, { token: anna, json: { comment: 'Dog in the hall' } })).status).toBe(200);
    expect((await server.request('GET', `/api/users/3?alarmid=${alarmId}`, { token: anna })).body.ResponseCenterComment).toBe('Dog in the hall');
  });

  it('API-44 an SMS from the alarm is delivered to the development outbox', async () => {
    const alarmId = await raise(1);
    await server.request('POST', `/api/alarms/${alarmId}/accept`, { token: anna, json: { alarm_id: alarmId, force: false } });
    // Only to the alarm's people (security #NM2): the first contact of the alarm's user.
    const telephone = (await server.request('GET', `/api/users/3?alarmid=${alarmId}`, { token: anna })).body.Contacts[0].Telephone1 as string;
    expect((await server.request('POST', `/api/alarms/${alarmId}/sendsms`, { token: anna, json: { TelephoneNumber: telephone, Message: 'Help is on the way' } })).status).toBe(200);
    const outbox = (await server.request('GET', '/api/dev/outbox')).body as { Username: string; Telephone: string; Message: string }[];
    expect(outbox).toContainEqual(expect.objectContaining({ Username: 'anna', Telephone: telephone, Message: 'Help is on the way' }));
  });
});
