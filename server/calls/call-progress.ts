import type { ServerContext } from '../context.ts';
import { publishToRespondent } from '../push/notify.ts';
import { logCallOnAlarm } from './call-log.ts';
import type { CallDeps } from './call-deps.ts';
import { operatorById } from './call-store.ts';
import { callDuration, partyNumber, type CallRow } from './call-view.ts';

/** Tells the operator's consoles that one of his calls changed (`callupdate`). */
export function callChanged(ctx: ServerContext, respondentId: number, callSid: string): void {
  // Call state changes come from the gateway's events, not from a request that could wait for the bus.
  void publishToRespondent(ctx, respondentId, { type: 'callupdate', callSid });
}

/** Rings the operator of `row` with a leg of the call; false when his softphone is not registered. */
export async function ringLeg({ ctx, gateway }: CallDeps, row: CallRow, take: boolean): Promise<boolean> {
  const operator = await operatorById(ctx.db, row.RespondentId);
  const params: Record<string, string> = {};
  if (row.GlobalAlarmId) params.GlobalAlarmId = row.GlobalAlarmId;
  if (row.AlarmId !== null) params.AlarmId = String(row.AlarmId);
  if (take) params.Take = '1';
  // The softphone's timer counts the whole call across hold and resume, as the log's duration does (qa-handling P3-5).
  if (take && row.AnsweredAt) params.AnsweredAt = row.AnsweredAt;
  return gateway.ring(operator.Username, { callSid: row.CallSid, from: partyNumber(row), to: `client:${operator.Username}`, params });
}

/** The call ends (completed, or failed: busy, or nobody to ring): logged on its alarm, stored and pushed. */
export async function finishCall({ ctx, hangUps }: CallDeps, row: CallRow, state: 'completed' | 'failed'): Promise<void> {
  const now = ctx.clock.now().toISOString();
  hangUps.cancel(row.CallSid);
  // Logged first: whoever sees the call gone also finds its end in the alarm's log.
  await logEnd(ctx, row, state, now);
  await ctx.db.updateTable('calls').set({ State: state, EndedAt: now, Take: 0 }).where('CallSid', '=', row.CallSid).execute();
  callChanged(ctx, row.RespondentId, row.CallSid);
}

/**
 * The end of a call on its alarm. A call nobody answered is missed (incoming) or not answered (outgoing), never
 * "ended after 0:00" (qa-handling P2-2); a failed outgoing call is logged by failedestablish. A conference ends for
 * each of its parties (P3-6).
 */
async function logEnd(ctx: ServerContext, row: CallRow, state: 'completed' | 'failed', now: string): Promise<void> {
  const operator = await operatorById(ctx.db, row.RespondentId);
  const number = partyNumber(row);
  if (row.AnsweredAt === null) {
    if (row.Direction === 'incoming') await logCallOnAlarm(ctx, row.AlarmId, operator, 'callMissed', { number });
    else if (state === 'completed') await logCallOnAlarm(ctx, row.AlarmId, operator, 'callNotAnswered', { number });
    return;
  }
  if (state === 'failed') return;
  const joined = row.Conference ? await ctx.db.selectFrom('calls').selectAll().where('Conference', '=', row.Conference).where('State', '=', 'joined').execute() : [];
  for (const part of [row, ...joined]) {
    await logCallOnAlarm(ctx, part.AlarmId, operator, 'callEnded', { number: partyNumber(part), duration: callDuration(part.AnsweredAt ?? now, now) });
  }
}
