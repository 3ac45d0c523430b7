import { randomBytes } from 'node:crypto';
import type { ServerContext } from '../context.ts';

/**
 * A connected call of an operator about an alarm, as the voice gateway leaves it once the softphone answered: the
 * rows the authorization tests ask about without a softphone (werift) in the test.
 */
export async function insertLiveCall(ctx: ServerContext, call: { respondentId: number; alarmId: number; state?: 'active' | 'held' }): Promise<string> {
  const alarm = await ctx.db.selectFrom('alarms').select('GlobalAlarmId').where('AlarmId', '=', call.alarmId).executeTakeFirstOrThrow();
  const callSid = `CA${randomBytes(16).toString('hex')}`;
  const now = ctx.clock.now().toISOString();
  await ctx.db
    .insertInto('calls')
    .values({
      CallSid: callSid,
      RespondentId: call.respondentId,
      AlarmId: call.alarmId,
      GlobalAlarmId: alarm.GlobalAlarmId,
      Direction: 'incoming',
      CallFrom: '+46701234567',
      CallTo: 'client:operator',
      State: call.state ?? 'active',
      Take: 0,
      Participants: JSON.stringify([{ TelephoneNumber: '+46701234567', DisplayName: 'Caller' }]),
      Conference: null,
      VoiceUnit: 0,
      AutoHangUpAt: null,
      InitiatedAt: now,
      AnsweredAt: now,
      OnHoldAt: call.state === 'held' ? now : null,
      EndedAt: null,
    })
    .execute();
  return callSid;
}
