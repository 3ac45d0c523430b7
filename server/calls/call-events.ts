import type { LegEnd } from '../voice/gateway-hooks.ts';
import type { VoiceIdentity } from '../voice/voice-tokens.ts';
import { logCallOnAlarm } from './call-log.ts';
import type { CallDeps } from './call-deps.ts';
import { callChanged, finishCall, ringLeg } from './call-progress.ts';
import { findCall, insertCall, operatorById, telephonyOperator } from './call-store.ts';
import { OPEN_CALL_STATES, partyNumber, VOICE_UNIT_COMMANDS, type CallRow } from './call-view.ts';

/**
 * What the voice provider reports about calls (voice/gateway-hooks.ts): a party rings an operator, the softphone
 * places a call, a leg is answered, the operator sends digits, a leg ends. Each call is a row from its first ring to
 * its end; the operator's softphone leg carries the same sid. Every change is pushed as `callupdate` to the operator
 * concerned, and the call's start, answer and end are logged on its alarm.
 */
export class CallEvents {
  constructor(private readonly deps: CallDeps) {}

  /**
   * A party calls an operator (the demo's alarm units, `POST /api/dev/voice/ring`): rings the operator's
   * softphone. Undefined when the softphone is not registered (nobody to ring).
   */
  async ringOperator(input: { username: string; from: string; alarmId: number | null }): Promise<string | undefined> {
    const { ctx, gateway, farEnd } = this.deps;
    const operator = await telephonyOperator(ctx.db, input.username);
    if (!operator || !gateway.isRegistered(operator.Username)) return undefined;
    const alarm = input.alarmId === null ? undefined : await ctx.db.selectFrom('alarms').select(['AlarmId', 'GlobalAlarmId', 'CallType']).where('AlarmId', '=', input.alarmId).executeTakeFirst();
    const voiceUnit = alarm?.CallType === 'voice';
    const now = ctx.clock.now();
    const callSid = await insertCall(ctx, {
      RespondentId: operator.RespondentId,
      AlarmId: alarm?.AlarmId ?? null,
      GlobalAlarmId: alarm?.GlobalAlarmId ?? null,
      Direction: 'incoming',
      CallFrom: input.from,
      CallTo: `client:${operator.Username}`,
      VoiceUnit: voiceUnit ? 1 : 0,
      AutoHangUpAt: voiceUnit ? new Date(now.getTime() + farEnd.unitCallMs).toISOString() : null,
    });
    await logCallOnAlarm(ctx, alarm?.AlarmId ?? null, operator, 'callIncoming', { number: input.from, operator: operator.Name });
    const row = (await findCall(ctx.db, callSid))!;
    // The softphone may have gone since the check: the call then fails at once.
    if (!(await ringLeg(this.deps, row, false))) await finishCall(this.deps, row, 'failed');
    else callChanged(ctx, operator.RespondentId, callSid);
    return callSid;
  }

  /** The softphone places a call: its row, and when the far end answers (or that it is busy). */
  async placeCall(caller: VoiceIdentity, params: URLSearchParams): Promise<{ callSid: string; answerAfterMs: number; busy: boolean }> {
    const { ctx, farEnd } = this.deps;
    const to = (params.get('To') ?? '').trim();
    const globalAlarmId = params.get('GlobalAlarmId') || null;
    // Only an alarm of the operator's groups is linked (and logged on).
    const alarm = globalAlarmId
      ? await ctx.db
          .selectFrom('alarms')
          .innerJoin('group_members as m', 'm.RespondentGroupId', 'alarms.RespondentGroupId')
          .select(['alarms.AlarmId', 'alarms.GlobalAlarmId'])
          .where('alarms.GlobalAlarmId', '=', globalAlarmId)
          .where('m.RespondentId', '=', caller.respondentId)
          .executeTakeFirst()
      : undefined;
    const operator = await operatorById(ctx.db, caller.respondentId);
    const callSid = await insertCall(ctx, {
      RespondentId: operator.RespondentId,
      AlarmId: alarm?.AlarmId ?? null,
      GlobalAlarmId: alarm?.GlobalAlarmId ?? null,
      Direction: 'outgoing',
      CallFrom: `client:${operator.Username}`,
      CallTo: to,
      VoiceUnit: 0,
      AutoHangUpAt: null,
    });
    await logCallOnAlarm(ctx, alarm?.AlarmId ?? null, operator, 'callOutgoing', { number: to, operator: operator.Name });
    callChanged(ctx, operator.RespondentId, callSid);
    return { callSid, ...farEnd.dialled(to) };
  }

  async answered(callSid: string): Promise<void> {
    const { ctx } = this.deps;
    const row = await findCall(ctx.db, callSid);
    if (!row || row.State !== 'ringing') return;
    const now = ctx.clock.now().toISOString();
    // Only a call still ringing: a hang-up handled meanwhile (it read the row before this update) has ended it.
    const answered = await ctx.db
      .updateTable('calls')
      .set({ State: 'active', Take: 0, OnHoldAt: null, AnsweredAt: row.AnsweredAt ?? now })
      .where('CallSid', '=', callSid)
      .where('State', '=', 'ringing')
      .executeTakeFirst();
    if (Number(answered.numUpdatedRows) === 0) return;
    const operator = await operatorById(ctx.db, row.RespondentId);
    if (!row.AnsweredAt) {
      await logCallOnAlarm(ctx, row.AlarmId, operator, 'callAnswered', { number: partyNumber(row) });
      this.scheduleAutoHangUp(row);
    } else {
      // A held call taken again, by its operator or a colleague (qa-handling P3-6).
      await logCallOnAlarm(ctx, row.AlarmId, operator, 'callResumed', { number: partyNumber(row), operator: operator.Name });
    }
    callChanged(ctx, row.RespondentId, callSid);
  }

  /**
   * The operator sent DTMF on a connected call, logged on its alarm one line a digit (qa-handling P3-6): an alarm unit's
   * in-call command by its name ("Talk (8)"), any other digit as the tone it is.
   */
  async digits(callSid: string, digits: string): Promise<void> {
    const { ctx } = this.deps;
    const row = await findCall(ctx.db, callSid);
    if (!row || row.State !== 'active' || row.AlarmId === null) return;
    const operator = await operatorById(ctx.db, row.RespondentId);
    const number = partyNumber(row);
    for (const digit of digits) {
      const command = row.VoiceUnit ? VOICE_UNIT_COMMANDS.find((entry) => entry.DTMF === digit) : undefined;
      if (command) await logCallOnAlarm(ctx, row.AlarmId, operator, 'callDtmfCommand', { number, operator: operator.Name, inCallCommand: command.Type, digit });
      else await logCallOnAlarm(ctx, row.AlarmId, operator, 'callDtmf', { number, operator: operator.Name, digit });
    }
  }

  async ended(callSid: string, how: LegEnd): Promise<void> {
    const { ctx } = this.deps;
    const row = await findCall(ctx.db, callSid);
    if (!row || !(OPEN_CALL_STATES as readonly string[]).includes(row.State)) return;
    // Held: the softphone hung its leg up after the hold (CALL-11). A take that was not answered stays held.
    if (row.State === 'held') return;
    if (row.State === 'ringing' && row.Take) {
      await ctx.db.updateTable('calls').set({ State: 'held', Take: 0 }).where('CallSid', '=', callSid).execute();
      callChanged(ctx, row.RespondentId, callSid);
      return;
    }
    await finishCall(this.deps, row, how === 'busy' ? 'failed' : 'completed');
  }

  /** The voice unit ends the call at AutoHangUpAt. */
  private scheduleAutoHangUp(row: CallRow): void {
    if (!row.AutoHangUpAt) return;
    const { ctx, gateway, hangUps } = this.deps;
    hangUps.schedule(row.CallSid, Date.parse(row.AutoHangUpAt) - ctx.clock.now().getTime(), () => {
      void findCall(ctx.db, row.CallSid).then(async (current) => {
        if (current && (OPEN_CALL_STATES as readonly string[]).includes(current.State)) {
          await finishCall(this.deps, current, 'completed');
          gateway.hangup(current.CallSid);
        }
      });
    });
  }
}
