import type { ServerContext } from '../context.ts';
import { changeOf, publishAlarmChange } from '../push/notify.ts';
import { ServiceError } from '../services/errors.ts';
import { changeAlarm } from '../alarms/alarm-store.ts';
import { findAlarms } from '../alarms/alarm-queries.ts';
import { writeTransaction } from '../storage/transactions.ts';

/**
 * Demo only: an unanswered alarm arrived `seconds` earlier than it did, so a newcomer (and the end-to-end test) sees
 * the list warn and breach and the shift share count a late take without waiting a minute.
 */
export async function ageAlarm(ctx: ServerContext, alarmId: number, seconds: number): Promise<{ AlarmId: number; ServerAlarmTime: string }> {
  const after = await writeTransaction(ctx.db, async (trx) => {
    const alarm = await trx.selectFrom('alarms').select(['AlarmId', 'GlobalAlarmId', 'RespondentGroupId', 'RaisedAt', 'RespondentId', 'Active']).where('AlarmId', '=', alarmId).executeTakeFirst();
    if (!alarm?.RaisedAt || alarm.Active !== 1 || alarm.RespondentId !== null) throw new ServiceError('NOT_FOUND', 'No unanswered alarm with this id');
    const arrived = new Date(Date.parse(alarm.RaisedAt) - seconds * 1000).toISOString();
    await changeAlarm(trx, alarm, { RaisedAt: arrived, ServerAlarmTime: arrived }, ctx.clock.now().toISOString());
    const [record] = await findAlarms(trx, { alarmIds: [alarmId] });
    return record!;
  });
  await publishAlarmChange(ctx, changeOf(after), after);
  return { AlarmId: after.AlarmId, ServerAlarmTime: after.ServerAlarmTime };
}
