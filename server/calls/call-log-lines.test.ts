import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallHarness } from '../test-support/call-harness.ts';
import { until } from '../test-support/until.ts';

let h: CallHarness;

beforeAll(async () => {
  h = await CallHarness.start();
});
afterAll(async () => {
  await h.close();
});

describe('call log lines (qa-handling P2-2, P2-4, P3-6)', () => {
  it('qa-handling P2-2: a call from the alarm unit that nobody answered is logged as missed from the person, never "ended after 0:00"', async () => {
    const phone = await h.softphone('anna');
    const alarm = await h.alarmWithContact();
    const lines = await h.linesDuring(alarm.alarmId, async () => {
      const callSid = await h.ring('anna', alarm.personNumber, alarm.alarmId);
      phone.send('reject', { callsid: (await phone.nextOf('invite', callSid)).payload.callsid });
      await until(() => h.calls('anna'), (l) => l.length === 0);
    });
    expect(lines).toContain(`Missed call from ${alarm.person} (${alarm.personNumber})`);
    expect(lines.join('\n')).not.toMatch(/ended after/);
  });

  it('qa-handling P2-4: the call note and every call line name the contact with the number, never the call sid', async () => {
    const phone = await h.softphone('anna');
    const alarm = await h.alarmWithContact();
    const party = `${alarm.contact} (${alarm.contactNumber})`;
    let callSid = '';
    const lines = await h.linesDuring(alarm.alarmId, async () => {
      callSid = await h.connected('anna', phone, alarm.contactNumber, alarm.alarmId);
      phone.hangup(callSid);
      await until(() => h.calls('anna'), (l) => l.length === 0);
      expect((await h.post('anna', `/api/alarms/${alarm.alarmId}/callnote/${callSid}`, { item: 'Erik fell in the bathroom' })).status).toBe(200);
    });
    expect(lines).toEqual([`Call from ${party} to Anna Andersson`, `Call with ${party} answered`, expect.stringMatching(new RegExp(`^Call with ${party.replace(/[()+]/g, '\\$&')} ended after \\d+:\\d\\d$`)), `Call with ${party}: Erik fell in the bathroom`]);
    expect(lines.join('\n')).not.toContain(callSid);
  });

  it('qa-handling P3-6: hold and resume are logged, and hanging up a conference logs the end of each party\'s call', async () => {
    const phone = await h.softphone('anna');
    const alarm = await h.alarmWithContact();
    const person = `${alarm.person} (${alarm.personNumber})`;
    const contact = `${alarm.contact} (${alarm.contactNumber})`;
    const lines = await h.linesDuring(alarm.alarmId, async () => {
      const second = await h.conferenceOfTwo(phone, alarm);
      phone.hangup(second);
      await until(() => h.calls('anna'), (l) => l.length === 0);
      const third = await h.connected('anna', phone, alarm.personNumber, alarm.alarmId);
      expect((await h.post('anna', '/api/calls/hold', { CallSid: third })).status).toBe(200);
      phone.hangup(third);
      expect((await h.post('anna', `/api/calls/${third}/take`)).status).toBe(200);
      await phone.answer(await phone.nextOf('invite', third));
      expect(await h.inProgress('anna', third)).toBe('in-progress');
      phone.hangup(third);
      await until(() => h.calls('anna'), (l) => l.length === 0);
    });
    expect(lines).toContain(`Anna Andersson put the call with ${person} on hold`);
    expect(lines).toContain(`Anna Andersson resumed the call with ${person}`);
    const ends = lines.filter((l) => l.includes('ended after'));
    expect(ends.map((l) => l.replace(/ ended after .*/, ''))).toEqual([`Call with ${contact}`, `Call with ${person}`, `Call with ${person}`]);
  });
});

describe('DTMF and conference log lines (qa-handling P3-6)', () => {
  it('qa-handling P3-6: DTMF sent on the alarm unit\'s call is logged, its in-call command by name ("Talk (8)"), other digits as tones', async () => {
    const phone = await h.softphone('anna');
    const unit = await h.server.app.arc.db
      .selectFrom('alarms')
      .innerJoin('monitored_users as u', 'u.UserId', 'alarms.UserId')
      .select(['alarms.AlarmId', 'u.Name', 'u.LastName', 'u.TelephoneNumber'])
      .where('alarms.Active', '=', 1)
      .where('alarms.CallType', '=', 'voice')
      .where('u.TelephoneNumber', '!=', '')
      .orderBy('alarms.AlarmId')
      .executeTakeFirstOrThrow();
    const person = `${unit.Name} ${unit.LastName} (${unit.TelephoneNumber})`;
    const lines = await h.linesDuring(unit.AlarmId, async () => {
      const callSid = await h.connected('anna', phone, unit.TelephoneNumber, unit.AlarmId);
      // A signalling frame is a digit; the browser sends Manage alarm's keys as RTP telephone events, once media flows.
      phone.send('dtmf', { callsid: callSid, dtmf: '0' });
      await until(() => h.logCodes('anna', unit.AlarmId), (codes) => codes.includes('callDtmf'));
      await until(async () => phone.receivedPackets, (n) => n > 5);
      await phone.sendTelephoneEvent('8');
      await until(() => h.logCodes('anna', unit.AlarmId), (codes) => codes.includes('callDtmfCommand'));
      phone.hangup(callSid);
      await until(() => h.calls('anna'), (l) => l.length === 0);
    });
    expect(lines).toContain(`Anna Andersson sent Talk (8) to the call with ${person}`);
    expect(lines).toContain(`Anna Andersson sent the tone 0 to the call with ${person}`);
  });

  it('qa-handling P3-6: leaving the conference is logged on the alarm', async () => {
    const phone = await h.softphone('anna');
    const alarm = await h.alarmWithContact();
    const lines = await h.linesDuring(alarm.alarmId, async () => {
      const second = await h.conferenceOfTwo(phone, alarm);
      expect((await h.post('anna', `/api/calls/${second}/leaveconference/conf-${second}`)).status).toBe(200);
      await until(() => h.calls('anna'), (l) => l.length === 0);
    });
    expect(lines).toContain('Anna Andersson left the conference');
  });
});

describe('the alarm\'s call state (CALL-32)', () => {
  it('CALL-32: the alarm details report CallConnected and CallOnHold from the server\'s call of the alarm', async () => {
    const phone = await h.softphone('anna');
    const alarm = await h.alarmWithContact();
    const callState = async () => {
      const details = await h.server.request<{ DynamicDetails: { CallConnected: boolean; CallOnHold: boolean } }>('GET', `/api/alarms/${alarm.alarmId}`, { token: h.tokens.anna! });
      return details.body.DynamicDetails;
    };
    expect(await callState()).toMatchObject({ CallConnected: false, CallOnHold: false });
    const callSid = await h.connected('anna', phone, alarm.personNumber, alarm.alarmId);
    expect(await callState()).toMatchObject({ CallConnected: true, CallOnHold: false });
    expect((await h.post('anna', '/api/calls/hold', { CallSid: callSid })).status).toBe(200);
    phone.hangup(callSid);
    expect(await callState()).toMatchObject({ CallConnected: false, CallOnHold: true });
    expect((await h.post('anna', `/api/calls/${callSid}/take`)).status).toBe(200);
    await phone.answer(await phone.nextOf('invite', callSid));
    expect(await h.inProgress('anna', callSid)).toBe('in-progress');
    phone.hangup(callSid);
    await until(() => h.calls('anna'), (l) => l.length === 0);
    expect(await callState()).toMatchObject({ CallConnected: false, CallOnHold: false });
  });
});
