import { randomBytes } from 'node:crypto';
import type { AlarmRef, Call, PhoneCallResponse } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { publishToRespondent } from '../push/notify.ts';
import type { VoiceGateway } from '../voice/gateway.ts';
import type { VoiceIdentity } from '../voice/voice-tokens.ts';
import { visibleAlarm } from '../alarms/alarm-access.ts';
import { logCallOnAlarm, type CallOperator } from './call-log.ts';
import { callDuration, callStatus, OPEN_CALL_STATES, toCalls, VOICE_UNIT_COMMANDS, type CallRow, type Participant } from './call-view.ts';
import { ServiceError } from './errors.ts';
import { assertCanWrite, assertFullSession, type Principal } from './principal.ts';
import { writeTransaction } from '../storage/transactions.ts';

/** A number that is always busy (server/README.md): dialling it proves the busy tone and failedestablish. */
export const DEMO_BUSY_NUMBER = '+46700000486';
/** A dialled demo person (any number but the busy one) answers after this long. */
export const DEMO_ANSWER_MS = 2000;
/** A voice-capable demo alarm unit ends its call this long after it started (AutoHangUpAt). */
export const DEMO_AUTO_HANG_UP_MS = 15 * 60_000;

const callNotFound = () => new ServiceError('CALL_NOT_FOUND', 'The call was not found or has ended');

/**
 * Call changes: a one-time link session is a guest of its operator's account with no softphone, so it never acts
 * on the operator's (or a colleague's) calls; a read-only session changes nothing.
 */
function assertCallSession(principal: Principal): void {
  assertFullSession(principal);
  assertCanWrite(principal);
}

function newCallSid(): string {
  return `CA${randomBytes(16).toString('hex')}`;
}

/**
 * The calls of the reference voice provider: each call is a row from its first ring to its end; the
 * operator's softphone leg (voice/gateway.ts) carries the same sid. Every change is pushed as `callupdate` to the
 * operator concerned, and the call's start, answer and end are logged on its alarm.
 */
export class CallService {
  private gateway!: VoiceGateway;
  private readonly hangUpTimers = new Map<string, NodeJS.Timeout>();

  constructor(private readonly ctx: ServerContext) {}

  connect(gateway: VoiceGateway): void {
    this.gateway = gateway;
  }

  /** GET api/calls (API-66, CALL-61). A one-time link session has no softphone (no voice token) and so no calls. */
  async list(principal: Principal): Promise<Call[]> {
    if (principal.simpleLogin) return [];
    const rows = await this.ctx.db.selectFrom('calls').selectAll().where('RespondentId', '=', principal.respondentId).where('State', 'in', [...OPEN_CALL_STATES]).execute();
    return toCalls(rows);
  }

  /**
   * A party calls an operator (the demo's alarm units, `POST /api/dev/voice/ring`): rings the operator's
   * softphone. Undefined when the softphone is not registered (nobody to ring).
   */
  async ringOperator(input: { username: string; from: string; alarmId: number | null }): Promise<string | undefined> {
    const operator = await this.operatorByName(input.username);
    if (!operator || !this.gateway.isRegistered(operator.Username)) return undefined;
    const alarm = input.alarmId === null ? undefined : await this.ctx.db.selectFrom('alarms').select(['AlarmId', 'GlobalAlarmId', 'CallType']).where('AlarmId', '=', input.alarmId).executeTakeFirst();
    const voiceUnit = alarm?.CallType === 'voice';
    const now = this.ctx.clock.now();
    const callSid = await this.insertCall({
      RespondentId: operator.RespondentId,
      AlarmId: alarm?.AlarmId ?? null,
      GlobalAlarmId: alarm?.GlobalAlarmId ?? null,
      Direction: 'incoming',
      CallFrom: input.from,
      CallTo: `client:${operator.Username}`,
      VoiceUnit: voiceUnit ? 1 : 0,
      AutoHangUpAt: voiceUnit ? new Date(now.getTime() + DEMO_AUTO_HANG_UP_MS).toISOString() : null,
    });
    await logCallOnAlarm(this.ctx, alarm?.AlarmId ?? null, operator, 'callIncoming', { number: input.from, operator: operator.Name });
    const row = (await this.row(callSid))!;
    // The softphone may have gone since the check: the call then fails at once.
    if (!(await this.ringLeg(row, false))) await this.finish(row, 'failed');
    else this.changed(operator.RespondentId, callSid);
    return callSid;
  }

  /**
   * Demo: a voice-capable alarm unit (CallType voice) calls the operator who accepted its alarm, from the monitored
   * user's number, unless the alarm already has an open call or the operator's softphone is not registered.
   */
  async unitCalls(username: string, ref: AlarmRef): Promise<string | undefined> {
    const alarm = await this.ctx.db
      .selectFrom('alarms')
      .innerJoin('monitored_users as u', 'u.UserId', 'alarms.UserId')
      .select(['alarms.AlarmId', 'alarms.CallType', 'u.TelephoneNumber'])
      .where(typeof ref === 'number' ? 'alarms.AlarmId' : 'alarms.GlobalAlarmId', '=', ref)
      .executeTakeFirst();
    if (!alarm || alarm.CallType !== 'voice' || !alarm.TelephoneNumber) return undefined;
    const open = await this.ctx.db.selectFrom('calls').select('CallSid').where('AlarmId', '=', alarm.AlarmId).where('State', 'in', [...OPEN_CALL_STATES]).executeTakeFirst();
    if (open) return undefined;
    return this.ringOperator({ username, from: alarm.TelephoneNumber, alarmId: alarm.AlarmId });
  }

  /** POST api/calls/hold (API-62, CALL-11): the call is held; the softphone then hangs its leg up and the party waits. */
  async hold(principal: Principal, callSid: string): Promise<void> {
    assertCallSession(principal);
    const row = await this.ownCall(principal, callSid, ['active']);
    await this.ctx.db.updateTable('calls').set({ State: 'held', OnHoldAt: this.ctx.clock.now().toISOString() }).where('CallSid', '=', row.CallSid).execute();
    await logCallOnAlarm(this.ctx, row.AlarmId, this.operatorOf(principal), 'callHeld', { number: this.partyNumber(row), operator: principal.name });
    this.gateway.hold(row.CallSid);
    this.changed(principal.respondentId, row.CallSid);
  }

  /**
   * POST api/calls/{sid}/take (API-64, CALL-13): a held call (the operator's own: unhold; a colleague's: take over)
   * rings the operator's softphone again with a leg marked as a take, which the console accepts by itself.
   */
  async take(principal: Principal, callSid: string): Promise<PhoneCallResponse> {
    assertCallSession(principal);
    const row = await this.row(callSid);
    if (!row || row.State !== 'held' || !(await this.mayTake(principal, row))) throw callNotFound();
    return this.takeRow(principal, row);
  }

  /** POST api/alarms/{id}/takecall (API-47): the alarm's open call, wherever it is, rings this operator. */
  async takeAlarmCall(principal: Principal, ref: AlarmRef): Promise<PhoneCallResponse> {
    assertCallSession(principal);
    const alarm = await visibleAlarm(this.ctx.db, principal, ref);
    const row = await this.ctx.db
      .selectFrom('calls')
      .selectAll()
      .where('AlarmId', '=', alarm.AlarmId)
      .where('State', 'in', [...OPEN_CALL_STATES])
      .orderBy('InitiatedAt', 'desc')
      .executeTakeFirst();
    if (!row) throw callNotFound();
    if (row.State !== 'held' && row.RespondentId === principal.respondentId) return this.response(row, true);
    // The colleague's leg (ringing or connected) ends; the party stays and rings this operator.
    if (row.State !== 'held') {
      await this.ctx.db.updateTable('calls').set({ State: 'held', OnHoldAt: this.ctx.clock.now().toISOString() }).where('CallSid', '=', row.CallSid).execute();
      this.gateway.hangup(row.CallSid);
    }
    return this.takeRow(principal, (await this.row(row.CallSid))!);
  }

  /** POST api/calls/failedestablish (API-63): an outgoing call that never connected, logged on its alarm. */
  async failedEstablish(principal: Principal, to: string, globalAlarmId: string | undefined): Promise<void> {
    assertCallSession(principal);
    const alarm = globalAlarmId ? await visibleAlarm(this.ctx.db, principal, globalAlarmId) : undefined;
    await logCallOnAlarm(this.ctx, alarm?.AlarmId ?? null, this.operatorOf(principal), 'callFailed', { number: to });
  }

  /**
   * POST api/calls/{callsid}/joinconference/{conference} (API-65, CALL-25): the held call joins the operator's
   * connected call (`conference` is that call's conference name or sid), which becomes the conference; the held
   * record is gone. The operator hears the first party's audio only (server/README.md: no mixing).
   */
  async joinConference(principal: Principal, callSid: string, conference: string): Promise<void> {
    assertCallSession(principal);
    const held = await this.ownCall(principal, callSid, ['held']);
    const active = await this.ctx.db
      .selectFrom('calls')
      .selectAll()
      .where('RespondentId', '=', principal.respondentId)
      .where('State', '=', 'active')
      .where((eb) => eb.or([eb('CallSid', '=', conference), eb('Conference', '=', conference)]))
      .executeTakeFirst();
    if (!active) throw callNotFound();
    const participants = [...(JSON.parse(active.Participants) as Participant[]), ...(JSON.parse(held.Participants) as Participant[])];
    const name = active.Conference ?? `conf-${active.CallSid}`;
    await writeTransaction(this.ctx.db, async (trx) => {
      await trx.updateTable('calls').set({ Conference: name, Participants: JSON.stringify(participants) }).where('CallSid', '=', active.CallSid).execute();
      await trx.updateTable('calls').set({ State: 'joined', EndedAt: this.ctx.clock.now().toISOString(), Conference: name }).where('CallSid', '=', held.CallSid).execute();
    });
    const operator = this.operatorOf(principal);
    await logCallOnAlarm(this.ctx, held.AlarmId, operator, 'callConference', { number: this.partyNumber(held) });
    this.changed(principal.respondentId, active.CallSid);
  }

  /**
   * POST api/calls/{callsid}/leaveconference/{conference} (API-65, CALL-24): the operator leaves; his leg is hung up
   * and the call ends for him. The parties would stay connected to each other at a real provider; the demo's
   * parties are not modelled after the operator leaves (server/README.md).
   */
  async leaveConference(principal: Principal, callSid: string, conference: string): Promise<void> {
    assertCallSession(principal);
    const row = await this.ownCall(principal, callSid, ['active']);
    if (row.Conference !== conference && row.CallSid !== conference) throw callNotFound();
    const operator = this.operatorOf(principal);
    await logCallOnAlarm(this.ctx, row.AlarmId, operator, 'callLeftConference', { operator: operator.Name });
    await this.finish(row, 'completed');
    this.gateway.hangup(row.CallSid);
  }

  /** GET api/calls/{sid}/details (API-67, CALL-62). */
  async details(principal: Principal, callSid: string): Promise<{ CallStatus: string; CallSid: string; ParentCallSid: string | null }> {
    assertFullSession(principal);
    const row = await this.row(callSid);
    if (!row || !(await this.mayTake(principal, row))) throw callNotFound();
    return { CallStatus: callStatus(row), CallSid: row.CallSid, ParentCallSid: null };
  }

  /** GET api/callerid/{sid} (API-68): the name of the operator on the call. */
  async callerId(principal: Principal, callSid: string): Promise<{ AdminName: string }> {
    assertFullSession(principal);
    const row = await this.row(callSid);
    if (!row || !(await this.mayTake(principal, row))) throw callNotFound();
    const operator = await this.ctx.db.selectFrom('respondents').select('Name').where('RespondentId', '=', row.RespondentId).executeTakeFirstOrThrow();
    return { AdminName: operator.Name };
  }

  /** The gateway's view of the calls (voice/gateway.ts GatewayHooks). */
  async placeCall(caller: VoiceIdentity, params: URLSearchParams): Promise<{ callSid: string; answerAfterMs: number; busy: boolean }> {
    const to = (params.get('To') ?? '').trim();
    const globalAlarmId = params.get('GlobalAlarmId') || null;
    // Only an alarm of the operator's groups is linked (and logged on).
    const alarm = globalAlarmId
      ? await this.ctx.db
          .selectFrom('alarms')
          .innerJoin('group_members as m', 'm.RespondentGroupId', 'alarms.RespondentGroupId')
          .select(['alarms.AlarmId', 'alarms.GlobalAlarmId'])
          .where('alarms.GlobalAlarmId', '=', globalAlarmId)
          .where('m.RespondentId', '=', caller.respondentId)
          .executeTakeFirst()
      : undefined;
    const operator = await this.ctx.db.selectFrom('respondents').select(['RespondentId', 'Name', 'Username']).where('RespondentId', '=', caller.respondentId).executeTakeFirstOrThrow();
    const callSid = await this.insertCall({
      RespondentId: operator.RespondentId,
      AlarmId: alarm?.AlarmId ?? null,
      GlobalAlarmId: alarm?.GlobalAlarmId ?? null,
      Direction: 'outgoing',
      CallFrom: `client:${operator.Username}`,
      CallTo: to,
      VoiceUnit: 0,
      AutoHangUpAt: null,
    });
    await logCallOnAlarm(this.ctx, alarm?.AlarmId ?? null, operator, 'callOutgoing', { number: to, operator: operator.Name });
    this.changed(operator.RespondentId, callSid);
    return { callSid, answerAfterMs: DEMO_ANSWER_MS, busy: to === DEMO_BUSY_NUMBER };
  }

  async answered(callSid: string): Promise<void> {
    const row = await this.row(callSid);
    if (!row || row.State !== 'ringing') return;
    const now = this.ctx.clock.now().toISOString();
    // Only a call still ringing: a hang-up handled meanwhile (it read the row before this update) has ended it.
    const answered = await this.ctx.db
      .updateTable('calls')
      .set({ State: 'active', Take: 0, OnHoldAt: null, AnsweredAt: row.AnsweredAt ?? now })
      .where('CallSid', '=', callSid)
      .where('State', '=', 'ringing')
      .executeTakeFirst();
    if (Number(answered.numUpdatedRows) === 0) return;
    const operator = await this.operatorById(row.RespondentId);
    if (!row.AnsweredAt) {
      await logCallOnAlarm(this.ctx, row.AlarmId, operator, 'callAnswered', { number: this.partyNumber(row) });
      this.scheduleAutoHangUp(row);
    } else {
      // A held call taken again, by its operator or a colleague (qa-handling P3-6).
      await logCallOnAlarm(this.ctx, row.AlarmId, operator, 'callResumed', { number: this.partyNumber(row), operator: operator.Name });
    }
    this.changed(row.RespondentId, callSid);
  }

  /**
   * The operator sent DTMF on a connected call, logged on its alarm one line a digit (qa-handling P3-6): an alarm unit's
   * in-call command by its name ("Talk (8)"), any other digit as the tone it is.
   */
  async digits(callSid: string, digits: string): Promise<void> {
    const row = await this.row(callSid);
    if (!row || row.State !== 'active' || row.AlarmId === null) return;
    const operator = await this.operatorById(row.RespondentId);
    const number = this.partyNumber(row);
    for (const digit of digits) {
      const command = row.VoiceUnit ? VOICE_UNIT_COMMANDS.find((entry) => entry.DTMF === digit) : undefined;
      if (command) await logCallOnAlarm(this.ctx, row.AlarmId, operator, 'callDtmfCommand', { number, operator: operator.Name, inCallCommand: command.Type, digit });
      else await logCallOnAlarm(this.ctx, row.AlarmId, operator, 'callDtmf', { number, operator: operator.Name, digit });
    }
  }

  async ended(callSid: string, how: 'hangup' | 'rejected' | 'busy' | 'gateway'): Promise<void> {
    const row = await this.row(callSid);
    if (!row || !(OPEN_CALL_STATES as readonly string[]).includes(row.State)) return;
    // Held: the softphone hung its leg up after the hold (CALL-11). A take that was not answered stays held.
    if (row.State === 'held') return;
    if (row.State === 'ringing' && row.Take) {
      await this.ctx.db.updateTable('calls').set({ State: 'held', Take: 0 }).where('CallSid', '=', callSid).execute();
      this.changed(row.RespondentId, callSid);
      return;
    }
    await this.finish(row, how === 'busy' ? 'failed' : 'completed');
  }

  close(): void {
    for (const timer of this.hangUpTimers.values()) clearTimeout(timer);
    this.hangUpTimers.clear();
  }

  /** A new ringing call with its party (the far end) as the first participant; answers its sid. */
  private async insertCall(call: Pick<CallRow, 'RespondentId' | 'AlarmId' | 'GlobalAlarmId' | 'Direction' | 'CallFrom' | 'CallTo' | 'VoiceUnit' | 'AutoHangUpAt'>): Promise<string> {
    const callSid = newCallSid();
    const party = call.Direction === 'incoming' ? call.CallFrom : call.CallTo;
    await this.ctx.db
      .insertInto('calls')
      .values({
        ...call,
        CallSid: callSid,
        State: 'ringing',
        Take: 0,
        Participants: JSON.stringify([await this.participant(party)]),
        Conference: null,
        InitiatedAt: this.ctx.clock.now().toISOString(),
        AnsweredAt: null,
        OnHoldAt: null,
        EndedAt: null,
      })
      .execute();
    return callSid;
  }

  private async takeRow(principal: Principal, row: CallRow): Promise<PhoneCallResponse> {
    await this.ctx.db.updateTable('calls').set({ RespondentId: principal.respondentId, State: 'ringing', Take: 1 }).where('CallSid', '=', row.CallSid).execute();
    const taken = (await this.row(row.CallSid))!;
    const rang = await this.ringLeg(taken, true);
    if (!rang) await this.ctx.db.updateTable('calls').set({ State: 'held', Take: 0 }).where('CallSid', '=', row.CallSid).execute();
    if (row.RespondentId !== principal.respondentId) this.changed(row.RespondentId, row.CallSid);
    this.changed(principal.respondentId, row.CallSid);
    return this.response(taken, rang);
  }

  private response(row: CallRow, success: boolean): PhoneCallResponse {
    const [party] = JSON.parse(row.Participants) as Participant[];
    return { Success: success, CallerId: party?.TelephoneNumber ?? this.partyNumber(row), CallerText: party?.DisplayName ?? '', AutoHangUpAt: row.AutoHangUpAt };
  }

  /** Rings the operator of `row` with a leg of the call; false when his softphone is not registered. */
  private async ringLeg(row: CallRow, take: boolean): Promise<boolean> {
    const operator = await this.operatorById(row.RespondentId);
    const params: Record<string, string> = {};
    if (row.GlobalAlarmId) params.GlobalAlarmId = row.GlobalAlarmId;
    if (row.AlarmId !== null) params.AlarmId = String(row.AlarmId);
    if (take) params.Take = '1';
    // The softphone's timer counts the whole call across hold and resume, as the log's duration does (qa-handling P3-5).
    if (take && row.AnsweredAt) params.AnsweredAt = row.AnsweredAt;
    return this.gateway.ring(operator.Username, { callSid: row.CallSid, from: this.partyNumber(row), to: `client:${operator.Username}`, params });
  }

  private async finish(row: CallRow, state: 'completed' | 'failed'): Promise<void> {
    const now = this.ctx.clock.now().toISOString();
    clearTimeout(this.hangUpTimers.get(row.CallSid));
    this.hangUpTimers.delete(row.CallSid);
    // Logged first: whoever sees the call gone also finds its end in the alarm's log.
    await this.logEnd(row, state, now);
    await this.ctx.db.updateTable('calls').set({ State: state, EndedAt: now, Take: 0 }).where('CallSid', '=', row.CallSid).execute();
    this.changed(row.RespondentId, row.CallSid);
  }

  /**
   * The end of a call on its alarm. A call nobody answered is missed (incoming) or not answered (outgoing), never
   * "ended after 0:00" (qa-handling P2-2); a failed outgoing call is logged by failedestablish. A conference ends for
   * each of its parties (P3-6).
   */
  private async logEnd(row: CallRow, state: 'completed' | 'failed', now: string): Promise<void> {
    const operator = await this.operatorById(row.RespondentId);
    const number = this.partyNumber(row);
    if (row.AnsweredAt === null) {
      if (row.Direction === 'incoming') await logCallOnAlarm(this.ctx, row.AlarmId, operator, 'callMissed', { number });
      else if (state === 'completed') await logCallOnAlarm(this.ctx, row.AlarmId, operator, 'callNotAnswered', { number });
      return;
    }
    if (state === 'failed') return;
    const joined = row.Conference ? await this.ctx.db.selectFrom('calls').selectAll().where('Conference', '=', row.Conference).where('State', '=', 'joined').execute() : [];
    for (const part of [row, ...joined]) {
      await logCallOnAlarm(this.ctx, part.AlarmId, operator, 'callEnded', { number: this.partyNumber(part), duration: callDuration(part.AnsweredAt ?? now, now) });
    }
  }

  /** The voice unit ends the call at AutoHangUpAt (a timer of this process: lost on restart). */
  private scheduleAutoHangUp(row: CallRow): void {
    if (!row.AutoHangUpAt) return;
    const delay = Date.parse(row.AutoHangUpAt) - this.ctx.clock.now().getTime();
    const timer = setTimeout(() => {
      this.hangUpTimers.delete(row.CallSid);
      void this.row(row.CallSid).then(async (current) => {
        if (current && (OPEN_CALL_STATES as readonly string[]).includes(current.State)) {
          await this.finish(current, 'completed');
          this.gateway.hangup(current.CallSid);
        }
      });
    }, Math.max(0, delay));
    timer.unref();
    this.hangUpTimers.set(row.CallSid, timer);
  }

  private changed(respondentId: number, callSid: string): void {
    // Call state changes come from the gateway's events, not from a request that could wait for the bus.
    void publishToRespondent(this.ctx, respondentId, { type: 'callupdate', callSid });
  }

  private partyNumber(row: CallRow): string {
    return row.Direction === 'incoming' ? row.CallFrom : row.CallTo;
  }

  /** A number's display name: a monitored user or a contact with that number, else the number. */
  private async participant(number: string): Promise<Participant> {
    const user = await this.ctx.db.selectFrom('monitored_users').select(['Name', 'LastName']).where('TelephoneNumber', '=', number).executeTakeFirst();
    if (user) return { TelephoneNumber: number, DisplayName: `${user.Name} ${user.LastName}`.trim() };
    const contact = await this.ctx.db
      .selectFrom('contacts')
      .select('Name')
      .where((eb) => eb.or([eb('Telephone1', '=', number), eb('Telephone2', '=', number), eb('Telephone3', '=', number)]))
      .executeTakeFirst();
    return { TelephoneNumber: number, DisplayName: contact?.Name ?? number };
  }

  private async ownCall(principal: Principal, callSid: string, states: readonly string[]): Promise<CallRow> {
    const row = await this.row(callSid);
    if (!row || row.RespondentId !== principal.respondentId || !states.includes(row.State)) throw callNotFound();
    return row;
  }

  /** The operator's own call, or a colleague's call about an alarm he may see. */
  private async mayTake(principal: Principal, row: CallRow): Promise<boolean> {
    if (row.RespondentId === principal.respondentId) return true;
    if (row.AlarmId === null) return false;
    try {
      await visibleAlarm(this.ctx.db, principal, row.AlarmId);
      return true;
    } catch {
      return false;
    }
  }

  private row(callSid: string): Promise<CallRow | undefined> {
    return this.ctx.db.selectFrom('calls').selectAll().where('CallSid', '=', callSid).executeTakeFirst();
  }

  private operatorOf(principal: Principal): CallOperator {
    return { RespondentId: principal.respondentId, Name: principal.name, Username: principal.username };
  }

  private operatorByName(username: string): Promise<CallOperator | undefined> {
    return this.ctx.db.selectFrom('respondents').select(['RespondentId', 'Name', 'Username']).where('Username', '=', username).where('TwilioUserName', 'is not', null).executeTakeFirst();
  }

  private operatorById(respondentId: number): Promise<CallOperator> {
    return this.ctx.db.selectFrom('respondents').select(['RespondentId', 'Name', 'Username']).where('RespondentId', '=', respondentId).executeTakeFirstOrThrow();
  }
}
