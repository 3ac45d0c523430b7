import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

/*
 * Seeded demo alarms (AlarmId): 1-12 not responded, 13-18 anna's (13 has reason and action), 19-23 other
 * respondents' (19 bjorn, 20 cecilia, 21 david), 24-28 deactivated, 29-30 planned. Alarm 1 belongs to user 1, who
 * shares a national id with user 2. Even AlarmIds allow a free-text reason.
 */
describe('alarm commands', () => {
  let server: TestServer;
  let anna: string;
  let david: string;
  let frida: string;
  beforeAll(async () => {
    server = await startTestServer();
    [anna, david, frida] = await Promise.all([server.login('anna'), server.login('david'), server.login('frida')]);
  });
  afterAll(async () => {
    await server.close();
  });

  const post = (token: string, path: string, json: unknown = {}, headers: Record<string, string> = {}) => server.request('POST', path, { token, json, headers });
  const get = (token: string, path: string) => server.request('GET', path, { token });

  it('API-31 accept takes a free alarm and logs it with the respondent name', async () => {
    const answer = await post(anna, '/api/alarms/3/accept', { alarm_id: 3 });
    expect(answer.status).toBe(200);
    const basic = (await get(anna, '/api/alarms/3/basic')).body;
    expect(basic).toMatchObject({ State: 'My', RespondentOwn: true });
    expect(basic.Logs.at(-1)).toMatchObject({ PredefinedId: 3, LogEventCode: 3, RespondentName: 'Anna Andersson' });
  });

  it('API-31 accepting another respondent\'s alarm answers 406 unless force is set (take-over)', async () => {
    const refused = await post(anna, '/api/alarms/19/accept', {});
    expect(refused.status).toBe(406);
    expect(refused.body.error).toBe('ALARM_TAKEN');
    const taken = await post(anna, '/api/alarms/19/accept', { force: true });
    expect(taken.status).toBe(200);
    const basic = (await get(anna, '/api/alarms/19/basic')).body;
    expect(basic.RespondentOwn).toBe(true);
    expect(basic.Logs.at(-1).LogText).toContain('taken over');
  });

  it('aesthetics 6.2: a change answers the alarm as its page loads it (GET api/alarms/{id}), the new log line included', async () => {
    expect((await post(anna, '/api/alarms/10/accept', {})).status).toBe(200);
    const answer = await post(anna, '/api/alarms/10/reasonv2', { message: 'Fall' });
    expect(answer.status).toBe(200);
    expect(answer.body.Logs.at(-1)).toMatchObject({ LogText: 'Fall', RespondentName: 'Anna Andersson' });
    expect(answer.body).toEqual((await get(anna, '/api/alarms/10')).body);
  });

  it('ROLE-09 a change by a non-owner answers 403 NOT_OWNER_ALARM', async () => {
    for (const [path, body] of [
      ['/api/alarms/20/reasonv2', { message: 'Fall' }],
      ['/api/alarms/20/actionv2', { message: 'Sent home care' }],
      ['/api/alarms/20/clear', undefined],
      ['/api/alarms/20/notifyin', { seconds: 600 }],
      ['/api/alarms/20/changeuser', { UserId: 5 }],
    ] as const) {
      const answer = await post(anna, path, body);
      expect(answer.status, path).toBe(403);
      expect(answer.body.error, path).toBe('NOT_OWNER_ALARM');
    }
  });

  it('ROLE-03 the read-only operator gets 403 on every write', async () => {
    for (const path of ['/api/alarms/4/accept', '/api/alarms/4/acknowledgement', '/api/alarms/13/reasonv2', '/api/alarms/13/clear']) {
      const answer = await post(frida, path, { message: 'Fall' });
      expect(answer.status, path).toBe(403);
      expect(answer.body.error, path).toBe('FORBIDDEN');
    }
  });

  it('API-34 reasonv2/actionv2 accept listed items (any case) and free text only where allowed', async () => {
    await post(anna, '/api/alarms/5/accept');
    const unlisted = await post(anna, '/api/alarms/5/reasonv2', { message: 'My own words' });
    expect(unlisted.status).toBe(400);
    expect(unlisted.body.errors[0].name).toBe('message');
    expect((await post(anna, '/api/alarms/5/reasonv2', { message: 'fall' })).status).toBe(200);
    await post(anna, '/api/alarms/6/accept');
    expect((await post(anna, '/api/alarms/6/reasonv2', { message: 'My own words' })).status).toBe(200);
    const logs = (await get(anna, '/api/alarms/5/basic')).body.Logs;
    expect(logs.at(-1)).toMatchObject({ PredefinedId: 2, LogEventCode: 1, LogText: 'Fall' });
    const empty = await post(anna, '/api/alarms/5/actionv2', { message: '' });
    expect(empty.status).toBe(400);
  });

  it('API-33 clear answers CONDITIONS_NOT_MET until a reason and an action are registered', async () => {
    await post(anna, '/api/alarms/7/accept');
    const early = await post(anna, '/api/alarms/7/clear');
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('CONDITIONS_NOT_MET');
    await post(anna, '/api/alarms/7/reasonv2', { message: 'Illness' });
    expect((await get(anna, '/api/alarms/7/basic')).body.ClearAllowed).toBe(false);
    await post(anna, '/api/alarms/7/actionv2', { message: 'Called ambulance' });
    expect((await get(anna, '/api/alarms/7/basic')).body.ClearAllowed).toBe(true);
    expect((await post(anna, '/api/alarms/7/clear')).status).toBe(200);
    const cleared = (await get(anna, '/api/alarms/7/basic')).body;
    expect(cleared).toMatchObject({ Active: false, State: 'Deactivated', ClearAllowed: false });
    const again = await post(anna, '/api/alarms/7/reasonv2', { message: 'Fall' });
    expect(again.body.error).toBe('ALARM_NOT_ACTIVE');
  });

  it('API-32 acknowledgement clears RequiresAcknowledgement for everyone', async () => {
    expect((await get(anna, '/api/alarms/4/basic')).body.RequiresAcknowledgement).toBe(true);
    expect((await post(david, '/api/alarms/4/acknowledgement')).status).toBe(200);
    const after = (await get(anna, '/api/alarms/4/basic')).body;
    expect(after.RequiresAcknowledgement).toBe(false);
    expect(after.Acknowledgement).toContain('pacemaker');
    expect(after.Logs.at(-1).LogText).toBe('Acknowledged by David Dahl');
  });

  it('API-37 API-38 notifyin and reminder set NotifyAfter; the reminder writes the 2/8 log line', async () => {
    await post(anna, '/api/alarms/8/accept');
    const invalid = await post(anna, '/api/alarms/8/notifyin', { seconds: -5 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0].name).toBe('body.seconds');
    expect((await post(anna, '/api/alarms/8/notifyin', { seconds: 1800 })).status).toBe(200);
    expect((await get(anna, '/api/alarms/8/basic')).body.NotifyAfter).toBeTruthy();
    expect((await post(anna, '/api/alarms/8/reminder', { RemindIn: 900, Message: 'Call back about the key' })).status).toBe(200);
    const logs = (await get(anna, '/api/alarms/8/basic')).body.Logs;
    expect(logs.at(-1)).toMatchObject({ PredefinedId: 2, LogEventCode: 8, LogText: 'Call back about the key' });
    expect((await post(anna, '/api/alarms/8/reminder', { RemindIn: 900, Message: 'say "hi"' })).status).toBe(400);
  });

  it('API-36 API-42 operator information and the delivery report are stored and logged', async () => {
    expect((await post(anna, '/api/alarms/8/operatorinformation', { note: 'ambulance ETA 10 min' })).status).toBe(200);
    const delivered = await post(anna, '/api/alarms/5/deliveryreport', { AlarmId: 5 });
    expect(delivered.status).toBe(200);
    expect((await post(anna, '/api/alarms/5/deliveryreport', { AlarmId: 6 })).status).toBe(400);
    const logs = (await get(anna, '/api/alarms/5/basic')).body.Logs;
    expect(logs.at(-1).LogText).toContain('Delivered');
  });

  it('API-36: the operator information posted is stored and read back with the alarm', async () => {
    expect((await post(anna, '/api/alarms/14/operatorinformation', { Text: 'Key in the blue box' })).status).toBe(200);
    const basic = (await get(anna, '/api/alarms/14/basic')).body;
    expect(JSON.parse(basic.OperatorInformation)).toEqual({ Text: 'Key in the blue box' });
    expect(basic.Logs.at(-1).LogText).toBe('Operator information updated');
    expect((await get(anna, '/api/alarms/15/basic')).body.OperatorInformation).toBe('{}');
  });

  it('API-40 API-41 changeuser moves the alarm to another object; swapsharedwith needs the same national id and an active subscription', async () => {
    await post(anna, '/api/alarms/1/accept');
    const swapped = await post(anna, '/api/alarms/1/swapsharedwith');
    expect(swapped.status).toBe(200);
    expect((await get(anna, '/api/alarms/1/basic')).body.UserId).toBe(2);
    // User 1 (the only other holder of that national id) has no active subscription.
    const back = await post(anna, '/api/alarms/1/swapsharedwith');
    expect(back.status).toBe(409);
    expect(back.body.error).toBe('CONDITIONS_NOT_MET');
    expect((await post(anna, '/api/alarms/1/changeuser', { UserId: 42 })).status).toBe(200);
    expect((await get(anna, '/api/alarms/1/basic')).body.UserId).toBe(42);
    expect((await post(anna, '/api/alarms/1/changeuser', { UserId: 99999 })).status).toBe(400);
  });

  it('API-39 task sets a due date with a task type or a note (the planned alarm\'s owner)', async () => {
    const due = new Date(Date.now() + 3600_000).toISOString();
    expect((await post(anna, '/api/alarms/30/accept', { force: false })).status).toBe(200);
    expect((await post(anna, '/api/alarms/30/task', { DueDate: due, TaskType: 'Medication,Visit', Note: 'Bring the pill box' })).status).toBe(200);
    expect((await get(anna, '/api/planningalarm/30')).body).toMatchObject({ DueDate: due, Note: 'Bring the pill box' });
    expect((await post(anna, '/api/alarms/30/task', { DueDate: due })).status).toBe(400);
  });

  it('API-35 API-43 API-44 call notes, registered calls and SMS are logged on the owned alarm', async () => {
    await post(anna, '/api/alarms/14/callnote/CA123', { item: 'Talked to the user, all fine' });
    const contact = (await get(anna, '/api/alarms/14')).body.Contacts[0];
    expect((await post(anna, `/api/alarms/14/registercall/${contact.ContactId}`, { TelephoneNumber: contact.Telephone1 })).status).toBe(200);
    expect((await post(anna, '/api/alarms/14/registercall/999999', { TelephoneNumber: '+46700000000' })).status).toBe(400);
    expect((await post(anna, '/api/alarms/14/sendsms', { TelephoneNumber: contact.Telephone1, Message: 'We are on our way' })).status).toBe(200);
    expect((await post(anna, '/api/alarms/14/sendsms', { TelephoneNumber: contact.Telephone1, Message: 'x'.repeat(501) })).status).toBe(400);
    const texts = (await get(anna, '/api/alarms/14/basic')).body.Logs.map((l: { LogText: string }) => l.LogText);
    expect(texts).toEqual(expect.arrayContaining(['Call note: Talked to the user, all fine', `Called ${contact.Name} on ${contact.Telephone1}`, `SMS to ${contact.Telephone1}: We are on our way`]));
    expect((await post(david, '/api/alarms/14/sendsms', { TelephoneNumber: contact.Telephone1, Message: 'hi' })).body.error).toBe('NOT_OWNER_ALARM');
  });

  it('API-45 API-46 commands of the user\'s transmitters run and are logged; mandatory text is enforced', async () => {
    const details = (await get(anna, '/api/alarms/14')).body;
    const callback = details.DynamicDetails.Commands.find((c: { TranslationKey: string }) => c.TranslationKey === 'CMD_CALL_BACK');
    const result = await post(anna, '/api/alarms/14/command', { CommandId: callback.CommandId });
    expect(result.body).toMatchObject({ Success: true });
    const transmitter = details.ObjectTransmitters[0];
    const message = transmitter.ProductCommands.find((c: { InputType: number }) => c.InputType === 3);
    const custom = `/api/alarms/14/transmitter/${transmitter.TransmitterId}/command/${message.CommandId}`;
    expect((await post(anna, custom, { CommandText: ' ' })).status).toBe(400);
    expect((await post(anna, custom, { CommandText: 'Please call the centre' })).body.Success).toBe(true);
    expect((await post(anna, '/api/alarms/14/command', { CommandId: 999999 })).status).toBe(400);
  });

  it('API-48 a resource contact is called (form body), read back and recalled', async () => {
    const resource = (await get(anna, '/api/alarms/14/resources')).body[0].Resource;
    const path = `/api/alarms/14/callresource/${resource}`;
    expect((await get(anna, path)).body).toBeNull();
    const called = await server.request('POST', path, { token: anna, form: { Message: 'Please go to the user', NotifyOnUpdate: 'true', DeactivateAlarmWhenAllDone: 'false' } });
    expect(called.body).toEqual({ Successful: 1 });
    expect((await get(anna, path)).body).toMatchObject({ Message: 'Please go to the user', NotifyOnUpdate: true, DeactivateAlarmWhenAllDone: false, CalledAt: expect.any(String) });
    expect((await server.request('POST', '/api/alarms/14/callresource/1', { token: anna, form: { Message: 'x' } })).status).toBe(400);
    expect((await server.request('POST', path, { token: david, form: { Message: 'x' } })).body.error).toBe('NOT_OWNER_ALARM');
    expect((await server.request('DELETE', path, { token: anna })).status).toBe(200);
    expect((await get(anna, path)).body).toBeNull();
    expect((await server.request('DELETE', path, { token: anna })).status).toBe(404);
  });

  it('API-49 an incident report is created, read and autosaved', async () => {
    const created = await post(anna, '/api/alarms/24/attachmentreport', { text: 'Fall in the kitchen.' });
    expect(created.status).toBe(200);
    const path = `/api/alarms/24/attachmentreport/${created.body.reportId}`;
    expect((await server.request('PUT', path, { token: anna, json: { text: 'Fall in the kitchen. Ambulance sent.' } })).body.text).toBe('Fall in the kitchen. Ambulance sent.');
    expect((await get(david, path)).body.text).toBe('Fall in the kitchen. Ambulance sent.');
    expect((await get(anna, '/api/alarms/24/attachmentreport/999')).status).toBe(404);
    expect((await post(frida, '/api/alarms/24/attachmentreport', { text: 'x' })).status).toBe(403);
  });

  it('replays a write with the same Idempotency-Key without applying it twice', async () => {
    const headers = { 'Idempotency-Key': 'reason-9-once' };
    await post(anna, '/api/alarms/9/accept');
    const first = await post(anna, '/api/alarms/9/reasonv2', { message: 'Anxiety' }, headers);
    const second = await post(anna, '/api/alarms/9/reasonv2', { message: 'Anxiety' }, headers);
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const reasons = (await get(anna, '/api/alarms/9/basic')).body.Logs.filter((l: { LogEventCode: number; PredefinedId: number }) => l.PredefinedId === 2 && l.LogEventCode === 1);
    expect(reasons).toHaveLength(1);
    const reused = await post(anna, '/api/alarms/9/actionv2', { message: 'Sent home care' }, headers);
    expect(reused.status).toBe(409);
    expect(reused.body.error).toBe('IDEMPOTENCY_CONFLICT');
    // A refusal is replayed too: the second try does not succeed behind the caller's back.
    const refusedHeaders = { 'Idempotency-Key': 'accept-21' };
    const refused = await post(anna, '/api/alarms/21/accept', {}, refusedHeaders);
    expect(refused.status).toBe(406);
    expect((await post(anna, '/api/alarms/21/accept', {}, refusedHeaders)).status).toBe(406);
  });
});
