import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../test-support/json.ts';
import { TestSoftphone } from '../test-support/softphone.ts';
import { until } from '../test-support/until.ts';
import { startTestServer, TestClock, type TestServer } from '../test-support/test-server.ts';
import { connectWs } from '../test-support/ws-client.ts';

interface CallJson {
  CallSid: string;
  OnHold?: boolean;
  OnHoldAtTime?: string | null;
  IsConference?: boolean;
  JoinConferenceAllowed?: boolean;
  LeaveConferenceAllowed?: boolean;
  JoinCallSid?: string | null;
  Conference?: string | null;
  CallTo?: string;
  CallFrom?: string;
  Participants?: { TelephoneNumber: string; DisplayName: string }[];
  InCallCommands?: { Type: string; DTMF: string }[];
  AutoHangUpAt?: string;
}

let server: TestServer;
let clock: TestClock;
const tokens: Record<string, string> = {};
const phones: TestSoftphone[] = [];

beforeAll(async () => {
  clock = new TestClock();
  // Many calls of a few operators in quick succession: the signalling caps (security #NM1) are tested on their own.
  server = await startTestServer({ clock, signallingLimits: { socketsPerIdentity: 20, openLegsPerIdentity: 20, invitesPerMinute: 100 } });
  for (const name of ['anna', 'bjorn', 'david']) tokens[name] = await server.login(name);
});
afterAll(async () => {
  for (const phone of phones) await phone.close();
  await server.close();
});

async function softphone(username: string): Promise<TestSoftphone> {
  const voice = await server.request<{ token: string }>('GET', '/api/voice/token', { token: tokens[username]! });
  const { phone } = await TestSoftphone.connect(server.base, voice.body.token);
  await phone.register();
  phones.push(phone);
  return phone;
}

const calls = async (username: string) => (await server.request<CallJson[]>('GET', '/api/calls', { token: tokens[username]! })).body;
const post = (username: string, path: string, json?: unknown) => server.request<Record<string, Json>>('POST', path, { token: tokens[username]!, ...(json === undefined ? {} : { json }) });

async function ring(username: string, from: string, alarmId?: number): Promise<string> {
  const answer = await server.request<{ CallSid: string }>('POST', '/api/dev/voice/ring', { json: { Username: username, From: from, ...(alarmId ? { AlarmId: alarmId } : {}) } });
  expect(answer.status).toBe(200);
  return answer.body.CallSid;
}

/** Rings the operator and answers on his softphone; resolves once the server has the call connected. */
async function connected(username: string, phone: TestSoftphone, from: string, alarmId?: number): Promise<string> {
  const callSid = await ring(username, from, alarmId);
  await phone.answer(await phone.nextOf('invite', callSid));
  expect(await inProgress(username, callSid)).toBe('in-progress');
  return callSid;
}

/** anna talks with the alarm's person, holds, calls the contact and joins both: answers the conference's call. */
async function conferenceOfTwo(phone: TestSoftphone, alarm: { alarmId: number; personNumber: string; contactNumber: string }): Promise<string> {
  const first = await connected('anna', phone, alarm.personNumber, alarm.alarmId);
  expect((await post('anna', '/api/calls/hold', { CallSid: first })).status).toBe(200);
  phone.hangup(first);
  const second = await connected('anna', phone, alarm.contactNumber, alarm.alarmId);
  expect((await post('anna', `/api/calls/${first}/joinconference/${second}`)).status).toBe(200);
  return second;
}

/** Waits until the call is connected (API-67's CallStatus); answers the last status seen. */
async function inProgress(username: string, callSid: string): Promise<string> {
  const status = async () => String((await server.request<{ CallStatus: string }>('GET', `/api/calls/${callSid}/details`, { token: tokens[username]! })).body.CallStatus);
  return until(status, (s) => s === 'in-progress');
}


async function logCodes(username: string, alarmId: number): Promise<string[]> {
  const alarm = await server.request<{ Logs: { EventCode?: string | null; LogText?: string }[] }>('GET', `/api/alarms/${alarmId}`, { token: tokens[username]! });
  return alarm.body.Logs.map((l) => l.EventCode ?? '');
}

async function firstAlarm(username: string, owned = false): Promise<{ AlarmId: number; GlobalAlarmId: string }> {
  const alarms = (await server.request<{ AlarmId: number; GlobalAlarmId: string; RespondentId: number | null }[]>('GET', '/api/alarms?onlyactive=true', { token: tokens[username]! })).body;
  return alarms.find((a) => (owned ? a.RespondentId !== null : a.RespondentId === null))!;
}

describe('voice token (CALL-03)', () => {
  it('CALL-03 answers an operator with cloud telephony a token for the gateway, and 403 TWILIO_ERROR_ON_INIT to eva and read-only frida', async () => {
    const anna = await server.request<Record<string, Json>>('GET', '/api/voice/token', { token: tokens.anna! });
    expect(anna.status).toBe(200);
    expect(anna.body).toMatchObject({ identity: 'anna', gateway: `${new URL(server.base).host}/api/voice`, expiresIn: server.app.arc.options.tokenTtlSeconds });
    for (const name of ['eva', 'frida']) {
      const refused = await server.request<{ error: string }>('GET', '/api/voice/token', { token: await server.login(name) });
      expect([refused.status, refused.body.error]).toEqual([403, 'TWILIO_ERROR_ON_INIT']);
    }
  });

  it('CALL-03 a voice token dies with its login (31204) and expires with its time (31205)', async () => {
    const login = await server.login('anna');
    const voice = (await server.request<{ token: string }>('GET', '/api/voice/token', { token: login })).body.token;
    const listens = async () => (await TestSoftphone.connect(server.base, voice)).first.payload;
    expect((await listens()).token).toMatchObject({ identity: 'anna' });
    clock.advance((server.app.arc.options.tokenTtlSeconds + 1) * 1000);
    expect(await listens()).toMatchObject({ error: { code: 31205 } });
    clock.advance(-(server.app.arc.options.tokenTtlSeconds + 1) * 1000);
    await server.request('POST', '/api/logout', { token: login });
    expect(await listens()).toMatchObject({ error: { code: 31204 } });
    for (const name of ['anna', 'bjorn', 'david']) tokens[name] = await server.login(name);
  });
});

describe('calls (API-62..68, CALL-11, CALL-13, CALL-24..26, CALL-61, CALL-62)', () => {
  it('API-66 CALL-61 lists the open calls in initiation order with participants, push-to-talk commands and auto hang-up, pushing callupdate', async () => {
    const phone = await softphone('anna');
    const push = await connectWs(server.base, tokens.anna!);
    const alarm = await firstAlarm('anna', true);
    const first = await ring('anna', '+46701234567', alarm.AlarmId);
    clock.advance(1000);
    const second = await ring('anna', '+46709876543');
    await push.next((m) => (m as { type?: string; callSid?: string }).type === 'callupdate' && (m as { callSid?: string }).callSid === second);
    const list = await calls('anna');
    expect(list.map((c) => c.CallSid)).toEqual([first, second]);
    expect(list[0]).toMatchObject({ CallFrom: '+46701234567', GlobalAlarmId: alarm.GlobalAlarmId, OnHold: false, IsConference: false, Participants: [{ TelephoneNumber: '+46701234567', DisplayName: '+46701234567' }] });
    expect(list[0]!.InCallCommands).toEqual([expect.objectContaining({ Type: 'PTT_TALK', DTMF: '8' }), expect.objectContaining({ Type: 'PTT_LISTEN', DTMF: '7' }), expect.objectContaining({ Type: 'HANGUP', DTMF: '9' })]);
    expect(list[0]!.AutoHangUpAt).toEqual(expect.any(String));
    expect(list[1]!.InCallCommands).toEqual([]);
    expect(await logCodes('anna', alarm.AlarmId)).toContain('callIncoming');
    for (const sid of [first, second]) phone.send('reject', { callsid: sid });
    await until(() => calls('anna'), (l) => l.length === 0);
    expect(await calls('anna')).toEqual([]);
    await push.close();
  });

  it('API-62 CALL-11 API-64 CALL-13 qa-handling P3-5 hold keeps the call after the softphone hangs up; take rings a take leg, with the call\'s first answer for the timer, and connects it again', async () => {
    const phone = await softphone('bjorn');
    const alarm = await firstAlarm('bjorn', true);
    const callSid = await connected('bjorn', phone, '+46701234567', alarm.AlarmId);
    expect((await post('bjorn', '/api/calls/hold', { CallSid: callSid })).status).toBe(200);
    phone.hangup(callSid);
    await until(async () => (await server.request<{ State: string }>('GET', `/api/dev/voice/calls/${callSid}`)).body.State, (s) => s === 'ended');
    const held = (await calls('bjorn')).find((c) => c.CallSid === callSid);
    expect(held).toMatchObject({ OnHold: true, OnHoldAtTime: expect.any(String), JoinConferenceAllowed: false });

    const taken = await post('bjorn', `/api/calls/${callSid}/take`);
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ Success: true, CallerId: '+46701234567', AutoHangUpAt: expect.any(String) });
    const invite = await phone.nextOf('invite', callSid);
    const params = new URLSearchParams(String((invite.payload.parameters as Record<string, string>).Params));
    expect(params.get('Take')).toBe('1');
    const { AnsweredAt } = await server.app.arc.db.selectFrom('calls').select('AnsweredAt').where('CallSid', '=', callSid).executeTakeFirstOrThrow();
    expect(params.get('AnsweredAt')).toBe(AnsweredAt);
    expect((await calls('bjorn')).find((c) => c.CallSid === callSid)).toMatchObject({ OnHold: false });
    await phone.answer(invite);
    expect(await inProgress('bjorn', callSid)).toBe('in-progress');
    expect((await calls('bjorn')).find((c) => c.CallSid === callSid)).toMatchObject({ OnHold: false, OnHoldAtTime: null });

    phone.hangup(callSid);
    await until(() => calls('bjorn'), (l) => l.length === 0);
    const codes = await logCodes('bjorn', alarm.AlarmId);
    expect(codes.filter((c) => c === 'callAnswered')).toHaveLength(1);
    expect(codes).toContain('callEnded');
  });

  it('CALL-26 API-64 answers 404 CALL_NOT_FOUND to take, hold, details and caller id of an unknown or finished call', async () => {
    const phone = await softphone('david');
    const callSid = await connected('david', phone, '+46701112233');
    phone.hangup(callSid);
    await until(() => calls('david'), (l) => l.length === 0);
    for (const [method, path] of [
      ['POST', `/api/calls/${callSid}/take`],
      ['POST', '/api/calls/CAunknown/take'],
      ['GET', `/api/calls/CAunknown/details`],
      ['GET', '/api/callerid/CAunknown'],
    ] as const) {
      const answer = await server.request<{ error: string }>(method, path, { token: tokens.david! });
      expect([path, answer.status, answer.body.error]).toEqual([path, 404, 'CALL_NOT_FOUND']);
    }
    const hold = await post('david', '/api/calls/hold', { CallSid: callSid });
    expect([hold.status, hold.body.error]).toEqual([404, 'CALL_NOT_FOUND']);
  });

  it('API-63 an outgoing call rings, is answered after about 2 s and is logged on its alarm; the busy number fails and failedestablish logs it', async () => {
    const phone = await softphone('anna');
    const alarm = await firstAlarm('anna', true);
    const callSid = await phone.call({ To: '+46701112233', GlobalAlarmId: alarm.GlobalAlarmId });
    expect((await calls('anna')).find((c) => c.CallSid === callSid)).toMatchObject({ CallTo: '+46701112233', CallFrom: 'client:anna', GlobalAlarmId: alarm.GlobalAlarmId });
    const started = Date.now();
    await phone.accept(await phone.nextOf('answer', callSid, 5000));
    expect(Date.now() - started).toBeGreaterThan(1500);
    phone.hangup(callSid);
    await until(() => calls('anna'), (l) => l.length === 0);
    expect(await logCodes('anna', alarm.AlarmId)).toEqual(expect.arrayContaining(['callOutgoing', 'callAnswered', 'callEnded']));

    const busy = await phone.call({ To: '+46700000486', GlobalAlarmId: alarm.GlobalAlarmId });
    await phone.nextOf('hangup', busy, 5000);
    expect(await until(() => calls('anna'), (l) => l.length === 0)).toEqual([]);
    expect((await post('anna', '/api/calls/failedestablish', { To: '+46700000486', GlobalAlarmId: alarm.GlobalAlarmId })).status).toBe(200);
    expect(await logCodes('anna', alarm.AlarmId)).toContain('callFailed');
  });

  it('API-65 CALL-25 CALL-24 API-67 API-68 a held call joins the active call into one conference, which the operator then leaves', async () => {
    const phone = await softphone('anna');
    const first = await connected('anna', phone, '+46701234567');
    await post('anna', '/api/calls/hold', { CallSid: first });
    phone.hangup(first);
    const second = await connected('anna', phone, '+46709876543');
    const before = await calls('anna');
    expect(before.find((c) => c.CallSid === first)).toMatchObject({ OnHold: true, JoinConferenceAllowed: true, JoinCallSid: second });
    expect(before.find((c) => c.CallSid === second)).toMatchObject({ LeaveConferenceAllowed: false });
    expect((await server.request('GET', `/api/calls/${second}/details`, { token: tokens.anna! })).body).toEqual({ CallStatus: 'in-progress', CallSid: second, ParentCallSid: null });
    expect((await server.request('GET', `/api/callerid/${second}`, { token: tokens.anna! })).body).toEqual({ AdminName: 'Anna Andersson' });

    expect((await post('anna', `/api/calls/${first}/joinconference/${second}`)).status).toBe(200);
    const [conference, ...others] = await calls('anna');
    expect(others).toEqual([]);
    expect(conference).toMatchObject({ CallSid: second, IsConference: true, LeaveConferenceAllowed: true, Conference: `conf-${second}` });
    expect(conference!.Participants!.map((p) => p.TelephoneNumber)).toEqual(['+46709876543', '+46701234567']);

    expect((await post('anna', `/api/calls/${second}/leaveconference/conf-${second}`)).status).toBe(200);
    await phone.nextOf('hangup', second);
    expect(await calls('anna')).toEqual([]);
    expect((await server.request('GET', `/api/calls/${second}/details`, { token: tokens.anna! })).body).toMatchObject({ CallStatus: 'completed' });
  });

  it('API-47 takecall moves the alarm\'s call from a colleague to the operator\'s softphone', async () => {
    const annaPhone = await softphone('anna');
    const bjornPhone = await softphone('bjorn');
    const alarm = await firstAlarm('anna', true);
    const callSid = await connected('bjorn', bjornPhone, '+46701234567', alarm.AlarmId);
    const taken = await post('anna', `/api/alarms/${alarm.AlarmId}/takecall`);
    expect(taken.body).toMatchObject({ Success: true, CallerId: '+46701234567' });
    await bjornPhone.nextOf('hangup', callSid);
    await annaPhone.answer(await annaPhone.nextOf('invite', callSid));
    expect(await inProgress('anna', callSid)).toBe('in-progress');
    expect((await calls('anna')).map((c) => c.CallSid)).toEqual([callSid]);
    expect(await calls('bjorn')).toEqual([]);
    annaPhone.hangup(callSid);
    await until(() => calls('anna'), (l) => l.length === 0);
  });

  it('qa-handling P1-2 the operator who took part in a call writes its note after a colleague took the alarm over; an operator who did not is refused', async () => {
    const phone = await softphone('anna');
    const alarm = await firstAlarm('anna');
    expect((await post('anna', `/api/alarms/${alarm.AlarmId}/accept`, { force: false })).status).toBe(200);
    const callSid = await connected('anna', phone, '+46701234599', alarm.AlarmId);
    expect((await post('david', `/api/alarms/${alarm.AlarmId}/accept`, { force: true })).status).toBe(200);
    phone.hangup(callSid);
    await until(() => calls('anna'), (l) => l.length === 0);
    expect((await post('anna', `/api/alarms/${alarm.AlarmId}/callnote/${callSid}`, { item: 'On the floor, conscious' })).status).toBe(200);
    const refused = await post('bjorn', `/api/alarms/${alarm.AlarmId}/callnote/${callSid}`, { item: 'Not my call' });
    expect([refused.status, refused.body.error]).toEqual([403, 'NOT_OWNER_ALARM']);
    const logs = await server.request<{ Logs: { LogText: string }[] }>('GET', `/api/alarms/${alarm.AlarmId}`, { token: tokens.david! });
    expect(logs.body.Logs.map((l) => l.LogText)).toContain('Call with +46701234599: On the floor, conscious');
  });

  it('demo: a voice-capable unit calls the operator about 1 s after he accepts its alarm', async () => {
    const phone = await softphone('david');
    const alarm = await firstAlarm('david');
    expect((await post('david', `/api/alarms/${alarm.AlarmId}/accept`, { force: false })).status).toBe(200);
    const invite = await phone.nextOf('invite', undefined, 5000);
    expect(new URLSearchParams(String((invite.payload.parameters as Record<string, string>).Params)).get('AlarmId')).toBe(String(alarm.AlarmId));
    phone.send('reject', { callsid: invite.payload.callsid });
  });
});

/** An active alarm whose person has a contact with a telephone number: the people a call line should name. */
async function alarmWithContact(): Promise<{ alarmId: number; person: string; personNumber: string; contact: string; contactNumber: string }> {
  const row = await server.app.arc.db
    .selectFrom('alarms')
    .innerJoin('monitored_users as u', 'u.UserId', 'alarms.UserId')
    .innerJoin('contacts as c', 'c.UserId', 'u.UserId')
    .select(['alarms.AlarmId', 'u.Name', 'u.LastName', 'u.TelephoneNumber', 'c.Name as ContactName', 'c.Telephone1'])
    .where('alarms.Active', '=', 1)
    .where('c.Telephone1', '!=', '')
    .where('u.TelephoneNumber', '!=', '')
    .orderBy('alarms.AlarmId')
    .executeTakeFirstOrThrow();
  return { alarmId: row.AlarmId, person: `${row.Name} ${row.LastName}`, personNumber: row.TelephoneNumber, contact: row.ContactName, contactNumber: row.Telephone1 };
}

/** The log texts written on the alarm after `run`. */
async function linesDuring(alarmId: number, run: () => Promise<void>): Promise<string[]> {
  const texts = async () => (await server.request<{ Logs: { Id: number; LogText: string }[] }>('GET', `/api/alarms/${alarmId}`, { token: tokens.anna! })).body.Logs;
  const before = new Set((await texts()).map((l) => l.Id));
  await run();
  return (await texts()).filter((l) => !before.has(l.Id)).map((l) => l.LogText);
}

describe('call log lines (qa-handling P2-2, P2-4, P3-6)', () => {
  it('qa-handling P2-2: a call from the alarm unit that nobody answered is logged as missed from the person, never "ended after 0:00"', async () => {
    const phone = await softphone('anna');
    const alarm = await alarmWithContact();
    const lines = await linesDuring(alarm.alarmId, async () => {
      const callSid = await ring('anna', alarm.personNumber, alarm.alarmId);
      phone.send('reject', { callsid: (await phone.nextOf('invite', callSid)).payload.callsid });
      await until(() => calls('anna'), (l) => l.length === 0);
    });
    expect(lines).toContain(`Missed call from ${alarm.person} (${alarm.personNumber})`);
    expect(lines.join('\n')).not.toMatch(/ended after/);
  });

  it('qa-handling P2-4: the call note and every call line name the contact with the number, never the call sid', async () => {
    const phone = await softphone('anna');
    const alarm = await alarmWithContact();
    const party = `${alarm.contact} (${alarm.contactNumber})`;
    let callSid = '';
    const lines = await linesDuring(alarm.alarmId, async () => {
      callSid = await connected('anna', phone, alarm.contactNumber, alarm.alarmId);
      phone.hangup(callSid);
      await until(() => calls('anna'), (l) => l.length === 0);
      expect((await post('anna', `/api/alarms/${alarm.alarmId}/callnote/${callSid}`, { item: 'Erik fell in the bathroom' })).status).toBe(200);
    });
    expect(lines).toEqual([`Call from ${party} to Anna Andersson`, `Call with ${party} answered`, expect.stringMatching(new RegExp(`^Call with ${party.replace(/[()+]/g, '\\$&')} ended after \\d+:\\d\\d$`)), `Call with ${party}: Erik fell in the bathroom`]);
    expect(lines.join('\n')).not.toContain(callSid);
  });

  it('qa-handling P3-6: hold and resume are logged, and hanging up a conference logs the end of each party\'s call', async () => {
    const phone = await softphone('anna');
    const alarm = await alarmWithContact();
    const person = `${alarm.person} (${alarm.personNumber})`;
    const contact = `${alarm.contact} (${alarm.contactNumber})`;
    const lines = await linesDuring(alarm.alarmId, async () => {
      const second = await conferenceOfTwo(phone, alarm);
      phone.hangup(second);
      await until(() => calls('anna'), (l) => l.length === 0);
      const third = await connected('anna', phone, alarm.personNumber, alarm.alarmId);
      expect((await post('anna', '/api/calls/hold', { CallSid: third })).status).toBe(200);
      phone.hangup(third);
      expect((await post('anna', `/api/calls/${third}/take`)).status).toBe(200);
      await phone.answer(await phone.nextOf('invite', third));
      expect(await inProgress('anna', third)).toBe('in-progress');
      phone.hangup(third);
      await until(() => calls('anna'), (l) => l.length === 0);
    });
    expect(lines).toContain(`Anna Andersson put the call with ${person} on hold`);
    expect(lines).toContain(`Anna Andersson resumed the call with ${person}`);
    const ends = lines.filter((l) => l.includes('ended after'));
    expect(ends.map((l) => l.replace(/ ended after .*/, ''))).toEqual([`Call with ${contact}`, `Call with ${person}`, `Call with ${person}`]);
  });
});

describe('DTMF and conference log lines (qa-handling P3-6)', () => {
  it('qa-handling P3-6: DTMF sent on the alarm unit\'s call is logged, its in-call command by name ("Talk (8)"), other digits as tones', async () => {
    const phone = await softphone('anna');
    const unit = await server.app.arc.db
      .selectFrom('alarms')
      .innerJoin('monitored_users as u', 'u.UserId', 'alarms.UserId')
      .select(['alarms.AlarmId', 'u.Name', 'u.LastName', 'u.TelephoneNumber'])
      .where('alarms.Active', '=', 1)
      .where('alarms.CallType', '=', 'voice')
      .where('u.TelephoneNumber', '!=', '')
      .orderBy('alarms.AlarmId')
      .executeTakeFirstOrThrow();
    const person = `${unit.Name} ${unit.LastName} (${unit.TelephoneNumber})`;
    const lines = await linesDuring(unit.AlarmId, async () => {
      const callSid = await connected('anna', phone, unit.TelephoneNumber, unit.AlarmId);
      // A signalling frame is a digit; the browser sends Manage alarm's keys as RTP telephone events, once media flows.
      phone.send('dtmf', { callsid: callSid, dtmf: '0' });
      await until(() => logCodes('anna', unit.AlarmId), (codes) => codes.includes('callDtmf'));
      await until(async () => phone.receivedPackets, (n) => n > 5);
      await phone.sendTelephoneEvent('8');
      await until(() => logCodes('anna', unit.AlarmId), (codes) => codes.includes('callDtmfCommand'));
      phone.hangup(callSid);
      await until(() => calls('anna'), (l) => l.length === 0);
    });
    expect(lines).toContain(`Anna Andersson sent Talk (8) to the call with ${person}`);
    expect(lines).toContain(`Anna Andersson sent the tone 0 to the call with ${person}`);
  });

  it('qa-handling P3-6: leaving the conference is logged on the alarm', async () => {
    const phone = await softphone('anna');
    const alarm = await alarmWithContact();
    const lines = await linesDuring(alarm.alarmId, async () => {
      const second = await conferenceOfTwo(phone, alarm);
      expect((await post('anna', `/api/calls/${second}/leaveconference/conf-${second}`)).status).toBe(200);
      await until(() => calls('anna'), (l) => l.length === 0);
    });
    expect(lines).toContain('Anna Andersson left the conference');
  });
});

describe('the alarm\'s call state (CALL-32)', () => {
  it('CALL-32: the alarm details report CallConnected and CallOnHold from the server\'s call of the alarm', async () => {
    const phone = await softphone('anna');
    const alarm = await alarmWithContact();
    const callState = async () => {
      const details = await server.request<{ DynamicDetails: { CallConnected: boolean; CallOnHold: boolean } }>('GET', `/api/alarms/${alarm.alarmId}`, { token: tokens.anna! });
      return details.body.DynamicDetails;
    };
    expect(await callState()).toMatchObject({ CallConnected: false, CallOnHold: false });
    const callSid = await connected('anna', phone, alarm.personNumber, alarm.alarmId);
    expect(await callState()).toMatchObject({ CallConnected: true, CallOnHold: false });
    expect((await post('anna', '/api/calls/hold', { CallSid: callSid })).status).toBe(200);
    phone.hangup(callSid);
    expect(await callState()).toMatchObject({ CallConnected: false, CallOnHold: true });
    expect((await post('anna', `/api/calls/${callSid}/take`)).status).toBe(200);
    await phone.answer(await phone.nextOf('invite', callSid));
    expect(await inProgress('anna', callSid)).toBe('in-progress');
    phone.hangup(callSid);
    await until(() => calls('anna'), (l) => l.length === 0);
    expect(await callState()).toMatchObject({ CallConnected: false, CallOnHold: false });
  });
});
