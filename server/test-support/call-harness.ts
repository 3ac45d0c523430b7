import { expect } from 'vitest';
import type { Json } from './json.ts';
import { TestSoftphone } from './softphone.ts';
import { until } from './until.ts';
import { startTestServer, TestClock, type TestServer } from './test-server.ts';

/** A call as GET /api/calls lists it (the fields the calls tests read). */
export interface CallJson {
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

/** An active alarm whose person has a contact with a telephone number: the people a call line should name. */
export interface AlarmWithContact {
  alarmId: number;
  person: string;
  personNumber: string;
  contact: string;
  contactNumber: string;
}

/**
 * A test server for the calls with anna, bjorn and david logged in, and the steps the calls tests share: a softphone
 * registered, a call rung (and answered), a conference of two, the operator's calls, the alarm's log.
 */
export class CallHarness {
  readonly tokens: Record<string, string> = {};
  private readonly phones: TestSoftphone[] = [];

  private constructor(
    readonly server: TestServer,
    readonly clock: TestClock,
  ) {}

  static async start(): Promise<CallHarness> {
    const clock = new TestClock();
    // Many calls of a few operators in quick succession: the signalling caps (security #NM1) are tested on their own.
    const server = await startTestServer({ clock, signallingLimits: { socketsPerIdentity: 20, openLegsPerIdentity: 20, invitesPerMinute: 100 } });
    const harness = new CallHarness(server, clock);
    for (const name of ['anna', 'bjorn', 'david']) harness.tokens[name] = await server.login(name);
    return harness;
  }

  async close(): Promise<void> {
    for (const phone of this.phones) await phone.close();
    await this.server.close();
  }

  async softphone(username: string): Promise<TestSoftphone> {
    const voice = await this.server.request<{ token: string }>('GET', '/api/voice/token', { token: this.tokens[username]! });
    const { phone } = await TestSoftphone.connect(this.server.base, voice.body.token);
    await phone.register();
    this.phones.push(phone);
    return phone;
  }

  async calls(username: string): Promise<CallJson[]> {
    return (await this.server.request<CallJson[]>('GET', '/api/calls', { token: this.tokens[username]! })).body;
  }

  post(username: string, path: string, json?: unknown) {
    return this.server.request<Record<string, Json>>('POST', path, { token: this.tokens[username]!, ...(json === undefined ? {} : { json }) });
  }

  /** A party rings the operator's softphone (the demo's dev route); answers the call's sid. */
  async ring(username: string, from: string, alarmId?: number): Promise<string> {
    const answer = await this.server.request<{ CallSid: string }>('POST', '/api/dev/voice/ring', { json: { Username: username, From: from, ...(alarmId ? { AlarmId: alarmId } : {}) } });
    expect(answer.status).toBe(200);
    return answer.body.CallSid;
  }

  /** Rings the operator and answers on his softphone; resolves once the server has the call connected. */
  async connected(username: string, phone: TestSoftphone, from: string, alarmId?: number): Promise<string> {
    const callSid = await this.ring(username, from, alarmId);
    await phone.answer(await phone.nextOf('invite', callSid));
    expect(await this.inProgress(username, callSid)).toBe('in-progress');
    return callSid;
  }

  /** anna talks with the alarm's person, holds, calls the contact and joins both: answers the conference's call. */
  async conferenceOfTwo(phone: TestSoftphone, alarm: AlarmWithContact): Promise<string> {
    const first = await this.connected('anna', phone, alarm.personNumber, alarm.alarmId);
    expect((await this.post('anna', '/api/calls/hold', { CallSid: first })).status).toBe(200);
    phone.hangup(first);
    const second = await this.connected('anna', phone, alarm.contactNumber, alarm.alarmId);
    expect((await this.post('anna', `/api/calls/${first}/joinconference/${second}`)).status).toBe(200);
    return second;
  }

  /** Waits until the call is connected (API-67's CallStatus); answers the last status seen. */
  async inProgress(username: string, callSid: string): Promise<string> {
    const status = async () => String((await this.server.request<{ CallStatus: string }>('GET', `/api/calls/${callSid}/details`, { token: this.tokens[username]! })).body.CallStatus);
    return until(status, (s) => s === 'in-progress');
  }

  async logCodes(username: string, alarmId: number): Promise<string[]> {
    const alarm = await this.server.request<{ Logs: { EventCode?: string | null; LogText?: string }[] }>('GET', `/api/alarms/${alarmId}`, { token: this.tokens[username]! });
    return alarm.body.Logs.map((l) => l.EventCode ?? '');
  }

  /** The operator's first active alarm that someone owns (or, by default, that nobody owns yet). */
  async firstAlarm(username: string, owned = false): Promise<{ AlarmId: number; GlobalAlarmId: string }> {
    const alarms = (await this.server.request<{ AlarmId: number; GlobalAlarmId: string; RespondentId: number | null }[]>('GET', '/api/alarms?onlyactive=true', { token: this.tokens[username]! })).body;
    return alarms.find((a) => (owned ? a.RespondentId !== null : a.RespondentId === null))!;
  }

  async alarmWithContact(): Promise<AlarmWithContact> {
    const row = await this.server.app.arc.db
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

  /** The log texts written on the alarm during `run`. */
  async linesDuring(alarmId: number, run: () => Promise<void>): Promise<string[]> {
    const texts = async () => (await this.server.request<{ Logs: { Id: number; LogText: string }[] }>('GET', `/api/alarms/${alarmId}`, { token: this.tokens.anna! })).body.Logs;
    const before = new Set((await texts()).map((l) => l.Id));
    await run();
    return (await texts()).filter((l) => !before.has(l.Id)).map((l) => l.LogText);
  }
}
