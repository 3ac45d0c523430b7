import type { AlarmRef, Call, PhoneCallResponse } from '../../src/contract/index.ts';
import type { ServerContext } from '../context.ts';
import { visibleAlarm } from '../services/alarm-access.ts';
import { ServiceError } from '../services/errors.ts';
import { assertCanWrite, assertFullSession, type Principal } from '../services/principal.ts';
import { writeTransaction } from '../storage/transactions.ts';
import { logCallOnAlarm, type CallOperator } from './call-log.ts';
import type { CallDeps, CallGateway } from './call-deps.ts';
import { callChanged, finishCall, ringLeg } from './call-progress.ts';
import { findCall } from './call-store.ts';
import { callStatus, OPEN_CALL_STATES, partyNumber, toCalls, type CallRow, type Participant } from './call-view.ts';

const callNotFound = () => new ServiceError('CALL_NOT_FOUND', 'The call was not found or has ended');

/**
 * Call changes: a one-time link session is a guest of its operator's account with no softphone, so it never acts
 * on the operator's (or a colleague's) calls; a read-only session changes nothing.
 */
function assertCallSession(principal: Principal): void {
  assertFullSession(principal);
  assertCanWrite(principal);
}

function operatorOf(principal: Principal): CallOperator {
  return { RespondentId: principal.respondentId, Name: principal.name, Username: principal.username };
}

/**
 * The operators' calls API: list, hold, take, join and leave a conference, details. The calls themselves come and go
 * with the provider's events (call-events.ts); this service changes them as an operator asks.
 */
export class CallService {
  private readonly ctx: ServerContext;
  private readonly gateway: CallGateway;

  constructor(private readonly deps: CallDeps) {
    this.ctx = deps.ctx;
    this.gateway = deps.gateway;
  }

  /** GET api/calls (API-66, CALL-61). A one-time link session has no softphone (no voice token) and so no calls. */
  async list(principal: Principal): Promise<Call[]> {
    if (principal.simpleLogin) return [];
    const rows = await this.ctx.db.selectFrom('calls').selectAll().where('RespondentId', '=', principal.respondentId).where('State', 'in', [...OPEN_CALL_STATES]).execute();
    return toCalls(rows);
  }

  /** POST api/calls/hold (API-62, CALL-11): the call is held; the softphone then hangs its leg up and the party waits. */
  async hold(principal: Principal, callSid: string): Promise<void> {
    assertCallSession(principal);
    const row = await this.ownCall(principal, callSid, ['active']);
    await this.ctx.db.updateTable('calls').set({ State: 'held', OnHoldAt: this.ctx.clock.now().toISOString() }).where('CallSid', '=', row.CallSid).execute();
    await logCallOnAlarm(this.ctx, row.AlarmId, operatorOf(principal), 'callHeld', { number: partyNumber(row), operator: principal.name });
    this.gateway.hold(row.CallSid);
    callChanged(this.ctx, principal.respondentId, row.CallSid);
  }

  /**
   * POST api/calls/{sid}/take (API-64, CALL-13): a held call (the operator's own: unhold; a colleague's: take over)
   * rings the operator's softphone again with a leg marked as a take, which the console accepts by itself.
   */
  async take(principal: Principal, callSid: string): Promise<PhoneCallResponse> {
    assertCallSession(principal);
    const row = await findCall(this.ctx.db, callSid);
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
    return this.takeRow(principal, (await findCall(this.ctx.db, row.CallSid))!);
  }

  /** POST api/calls/failedestablish (API-63): an outgoing call that never connected, logged on its alarm. */
  async failedEstablish(principal: Principal, to: string, globalAlarmId: string | undefined): Promise<void> {
    assertCallSession(principal);
    const alarm = globalAlarmId ? await visibleAlarm(this.ctx.db, principal, globalAlarmId) : undefined;
    await logCallOnAlarm(this.ctx, alarm?.AlarmId ?? null, operatorOf(principal), 'callFailed', { number: to });
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
    await logCallOnAlarm(this.ctx, held.AlarmId, operatorOf(principal), 'callConference', { number: partyNumber(held) });
    callChanged(this.ctx, principal.respondentId, active.CallSid);
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
    const operator = operatorOf(principal);
    await logCallOnAlarm(this.ctx, row.AlarmId, operator, 'callLeftConference', { operator: operator.Name });
    await finishCall(this.deps, row, 'completed');
    this.gateway.hangup(row.CallSid);
  }

  /** GET api/calls/{sid}/details (API-67, CALL-62). */
  async details(principal: Principal, callSid: string): Promise<{ CallStatus: string; CallSid: string; ParentCallSid: string | null }> {
    assertFullSession(principal);
    const row = await findCall(this.ctx.db, callSid);
    if (!row || !(await this.mayTake(principal, row))) throw callNotFound();
    return { CallStatus: callStatus(row), CallSid: row.CallSid, ParentCallSid: null };
  }

  /** GET api/callerid/{sid} (API-68): the name of the operator on the call. */
  async callerId(principal: Principal, callSid: string): Promise<{ AdminName: string }> {
    assertFullSession(principal);
    const row = await findCall(this.ctx.db, callSid);
    if (!row || !(await this.mayTake(principal, row))) throw callNotFound();
    const operator = await this.ctx.db.selectFrom('respondents').select('Name').where('RespondentId', '=', row.RespondentId).executeTakeFirstOrThrow();
    return { AdminName: operator.Name };
  }

  private async takeRow(principal: Principal, row: CallRow): Promise<PhoneCallResponse> {
    await this.ctx.db.updateTable('calls').set({ RespondentId: principal.respondentId, State: 'ringing', Take: 1 }).where('CallSid', '=', row.CallSid).execute();
    const taken = (await findCall(this.ctx.db, row.CallSid))!;
    const rang = await ringLeg(this.deps, taken, true);
    if (!rang) await this.ctx.db.updateTable('calls').set({ State: 'held', Take: 0 }).where('CallSid', '=', row.CallSid).execute();
    if (row.RespondentId !== principal.respondentId) callChanged(this.ctx, row.RespondentId, row.CallSid);
    callChanged(this.ctx, principal.respondentId, row.CallSid);
    return this.response(taken, rang);
  }

  private response(row: CallRow, success: boolean): PhoneCallResponse {
    const [party] = JSON.parse(row.Participants) as Participant[];
    return { Success: success, CallerId: party?.TelephoneNumber ?? partyNumber(row), CallerText: party?.DisplayName ?? '', AutoHangUpAt: row.AutoHangUpAt };
  }

  private async ownCall(principal: Principal, callSid: string, states: readonly string[]): Promise<CallRow> {
    const row = await findCall(this.ctx.db, callSid);
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
}
