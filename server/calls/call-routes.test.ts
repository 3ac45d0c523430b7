import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallHarness } from '../test-support/call-harness.ts';
import { until } from '../test-support/until.ts';
import { connectWs } from '../test-support/ws-client.ts';

let h: CallHarness;

beforeAll(async () => {
  h = await CallHarness.start();
});
afterAll(async () => {
  await h.close();
});

describe('calls (API-62..68, CALL-11, CALL-13, CALL-24..26, CALL-61, CALL-62)', () => {
  it('API-66 CALL-61 lists the open calls in initiation order with participants, push-to-talk commands and auto hang-up, pushing callupdate', async () => {
    const phone = await h.softphone('anna');
    const push = await connectWs(h.server.base, h.tokens.anna!);
    const alarm = await h.firstAlarm('anna', true);
    const first = await h.ring('anna', '+46701234567', alarm.AlarmId);
    h.clock.advance(1000);
    const second = await h.ring('anna', '+46709876543');
    await push.next((m) => (m as { type?: string; callSid?: string }).type === 'callupdate' && (m as { callSid?: string }).callSid === second);
    const list = await h.calls('anna');
    expect(list.map((c) => c.CallSid)).toEqual([first, second]);
    expect(list[0]).toMatchObject({ CallFrom: '+46701234567', GlobalAlarmId: alarm.GlobalAlarmId, OnHold: false, IsConference: false, Participants: [{ TelephoneNumber: '+46701234567', DisplayName: '+46701234567' }] });
    expect(list[0]!.InCallCommands).toEqual([expect.objectContaining({ Type: 'PTT_TALK', DTMF: '8' }), expect.objectContaining({ Type: 'PTT_LISTEN', DTMF: '7' }), expect.objectContaining({ Type: 'HANGUP', DTMF: '9' })]);
    expect(list[0]!.AutoHangUpAt).toEqual(expect.any(String));
    expect(list[1]!.InCallCommands).toEqual([]);
    expect(await h.logCodes('anna', alarm.AlarmId)).toContain('callIncoming');
    for (const sid of [first, second]) phone.send('reject', { callsid: sid });
    await until(() => h.calls('anna'), (l) => l.length === 0);
    expect(await h.calls('anna')).toEqual([]);
    await push.close();
  });

  it('API-62 CALL-11 API-64 CALL-13 qa-handling P3-5 hold keeps the call after the softphone hangs up; take rings a take leg, with the call\'s first answer for the timer, and connects it again', async () => {
    const phone = await h.softphone('bjorn');
    const alarm = await h.firstAlarm('bjorn', true);
    const callSid = await h.connected('bjorn', phone, '+46701234567', alarm.AlarmId);
    expect((await h.post('bjorn', '/api/calls/hold', { CallSid: callSid })).status).toBe(200);
    phone.hangup(callSid);
    await until(async () => (await h.server.request<{ State: string }>('GET', `/api/dev/voice/calls/${callSid}`)).body.State, (s) => s === 'ended');
    const held = (await h.calls('bjorn')).find((c) => c.CallSid === callSid);
    expect(held).toMatchObject({ OnHold: true, OnHoldAtTime: expect.any(String), JoinConferenceAllowed: false });

    const taken = await h.post('bjorn', `/api/calls/${callSid}/take`);
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ Success: true, CallerId: '+46701234567', AutoHangUpAt: expect.any(String) });
    const invite = await phone.nextOf('invite', callSid);
    const params = new URLSearchParams(String((invite.payload.parameters as Record<string, string>).Params));
    expect(params.get('Take')).toBe('1');
    const { AnsweredAt } = await h.server.app.arc.db.selectFrom('calls').select('AnsweredAt').where('CallSid', '=', callSid).executeTakeFirstOrThrow();
    expect(params.get('AnsweredAt')).toBe(AnsweredAt);
    expect((await h.calls('bjorn')).find((c) => c.CallSid === callSid)).toMatchObject({ OnHold: false });
    await phone.answer(invite);
    expect(await h.inProgress('bjorn', callSid)).toBe('in-progress');
    expect((await h.calls('bjorn')).find((c) => c.CallSid === callSid)).toMatchObject({ OnHold: false, OnHoldAtTime: null });

    phone.hangup(callSid);
    await until(() => h.calls('bjorn'), (l) => l.length === 0);
    const codes = await h.logCodes('bjorn', alarm.AlarmId);
    expect(codes.filter((c) => c === 'callAnswered')).toHaveLength(1);
    expect(codes).toContain('callEnded');
  });

  it('CALL-26 API-64 answers 404 CALL_NOT_FOUND to take, hold, details and caller id of an unknown or finished call', async () => {
    const phone = await h.softphone('david');
    const callSid = await h.connected('david', phone, '+46701112233');
    phone.hangup(callSid);
    await until(() => h.calls('david'), (l) => l.length === 0);
    for (const [method, path] of [
      ['POST', `/api/calls/${callSid}/take`],
      ['POST', '/api/calls/CAunknown/take'],
      ['GET', `/api/calls/CAunknown/details`],
      ['GET', '/api/callerid/CAunknown'],
    ] as const) {
      const answer = await h.server.request<{ error: string }>(method, path, { token: h.tokens.david! });
      expect([path, answer.status, answer.body.error]).toEqual([path, 404, 'CALL_NOT_FOUND']);
    }
    const hold = await h.post('david', '/api/calls/hold', { CallSid: callSid });
    expect([hold.status, hold.body.error]).toEqual([404, 'CALL_NOT_FOUND']);
  });

  it('API-63 an outgoing call rings, is answered after about 2 s and is logged on its alarm; the busy number fails and failedestablish logs it', async () => {
    const phone = await h.softphone('anna');
    const alarm = await h.firstAlarm('anna', true);
    const callSid = await phone.call({ To: '+46701112233', GlobalAlarmId: alarm.GlobalAlarmId });
    expect((await h.calls('anna')).find((c) => c.CallSid === callSid)).toMatchObject({ CallTo: '+46701112233', CallFrom: 'client:anna', GlobalAlarmId: alarm.GlobalAlarmId });
    const started = Date.now();
    await phone.accept(await phone.nextOf('answer', callSid, 5000));
    expect(Date.now() - started).toBeGreaterThan(1500);
    phone.hangup(callSid);
    await until(() => h.calls('anna'), (l) => l.length === 0);
    expect(await h.logCodes('anna', alarm.AlarmId)).toEqual(expect.arrayContaining(['callOutgoing', 'callAnswered', 'callEnded']));

    const busy = await phone.call({ To: '+46700000486', GlobalAlarmId: alarm.GlobalAlarmId });
    await phone.nextOf('hangup', busy, 5000);
    expect(await until(() => h.calls('anna'), (l) => l.length === 0)).toEqual([]);
    expect((await h.post('anna', '/api/calls/failedestablish', { To: '+46700000486', GlobalAlarmId: alarm.GlobalAlarmId })).status).toBe(200);
    expect(await h.logCodes('anna', alarm.AlarmId)).toContain('callFailed');
  });

  it('API-65 CALL-25 CALL-24 API-67 API-68 a held call joins the active call into one conference, which the operator then leaves', async () => {
    const phone = await h.softphone('anna');
    const first = await h.connected('anna', phone, '+46701234567');
    await h.post('anna', '/api/calls/hold', { CallSid: first });
    phone.hangup(first);
    const second = await h.connected('anna', phone, '+46709876543');
    const before = await h.calls('anna');
    expect(before.find((c) => c.CallSid === first)).toMatchObject({ OnHold: true, JoinConferenceAllowed: true, JoinCallSid: second });
    expect(before.find((c) => c.CallSid === second)).toMatchObject({ LeaveConferenceAllowed: false });
    expect((await h.server.request('GET', `/api/calls/${second}/details`, { token: h.tokens.anna! })).body).toEqual({ CallStatus: 'in-progress', CallSid: second, ParentCallSid: null });
    expect((await h.server.request('GET', `/api/callerid/${second}`, { token: h.tokens.anna! })).body).toEqual({ AdminName: 'Anna Andersson' });

    expect((await h.post('anna', `/api/calls/${first}/joinconference/${second}`)).status).toBe(200);
    const [conference, ...others] = await h.calls('anna');
    expect(others).toEqual([]);
    expect(conference).toMatchObject({ CallSid: second, IsConference: true, LeaveConferenceAllowed: true, Conference: `conf-${second}` });
    expect(conference!.Participants!.map((p) => p.TelephoneNumber)).toEqual(['+46709876543', '+46701234567']);

    expect((await h.post('anna', `/api/calls/${second}/leaveconference/conf-${second}`)).status).toBe(200);
    await phone.nextOf('hangup', second);
    expect(await h.calls('anna')).toEqual([]);
    expect((await h.server.request('GET', `/api/calls/${second}/details`, { token: h.tokens.anna! })).body).toMatchObject({ CallStatus: 'completed' });
  });

  it('API-47 takecall moves the alarm\'s call from a colleague to the operator\'s softphone', async () => {
    const annaPhone = await h.softphone('anna');
    const bjornPhone = await h.softphone('bjorn');
    const alarm = await h.firstAlarm('anna', true);
    const callSid = await h.connected('bjorn', bjornPhone, '+46701234567', alarm.AlarmId);
    const taken = await h.post('anna', `/api/alarms/${alarm.AlarmId}/takecall`);
    expect(taken.body).toMatchObject({ Success: true, CallerId: '+46701234567' });
    await bjornPhone.nextOf('hangup', callSid);
    await annaPhone.answer(await annaPhone.nextOf('invite', callSid));
    expect(await h.inProgress('anna', callSid)).toBe('in-progress');
    expect((await h.calls('anna')).map((c) => c.CallSid)).toEqual([callSid]);
    expect(await h.calls('bjorn')).toEqual([]);
    annaPhone.hangup(callSid);
    await until(() => h.calls('anna'), (l) => l.length === 0);
  });

  it('qa-handling P1-2 the operator who took part in a call writes its note after a colleague took the alarm over; an operator who did not is refused', async () => {
    const phone = await h.softphone('anna');
    const alarm = await h.firstAlarm('anna');
    expect((await h.post('anna', `/api/alarms/${alarm.AlarmId}/accept`, { force: false })).status).toBe(200);
    const callSid = await h.connected('anna', phone, '+46701234599', alarm.AlarmId);
    expect((await h.post('david', `/api/alarms/${alarm.AlarmId}/accept`, { force: true })).status).toBe(200);
    phone.hangup(callSid);
    await until(() => h.calls('anna'), (l) => l.length === 0);
    expect((await h.post('anna', `/api/alarms/${alarm.AlarmId}/callnote/${callSid}`, { item: 'On the floor, conscious' })).status).toBe(200);
    const refused = await h.post('bjorn', `/api/alarms/${alarm.AlarmId}/callnote/${callSid}`, { item: 'Not my call' });
    expect([refused.status, refused.body.error]).toEqual([403, 'NOT_OWNER_ALARM']);
    const logs = await h.server.request<{ Logs: { LogText: string }[] }>('GET', `/api/alarms/${alarm.AlarmId}`, { token: h.tokens.david! });
    expect(logs.body.Logs.map((l) => l.LogText)).toContain('Call with +46701234599: On the floor, conscious');
  });

  it('demo: a voice-capable unit calls the operator about 1 s after he accepts its alarm', async () => {
    const phone = await h.softphone('david');
    const alarm = await h.firstAlarm('david');
    expect((await h.post('david', `/api/alarms/${alarm.AlarmId}/accept`, { force: false })).status).toBe(200);
    const invite = await phone.nextOf('invite', undefined, 5000);
    expect(new URLSearchParams(String((invite.payload.parameters as Record<string, string>).Params)).get('AlarmId')).toBe(String(alarm.AlarmId));
    phone.send('reject', { callsid: invite.payload.callsid });
  });
});
