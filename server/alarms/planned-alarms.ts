import type { ServerContext } from '../context.ts';
import { publishAlarmChange } from '../push/notify.ts';
import { findAlarms } from './alarm-queries.ts';
import { changeAlarm, insertSystemLog } from './alarm-store.ts';
import { LogEvent, said } from './log-events.ts';
import { writeTransaction } from '../storage/transactions.ts';

/**
 * An alarm is in the alarm list from the moment it is raised; a planned alarm is raised when its planned time comes
 * (before that only the planning view shows it).
 */
export function isInAlarmList(plannedTime: string | null, now: string): boolean {
  return plannedTime === null || Date.parse(plannedTime) <= Date.parse(now);
}

/**
 * Raises every active planned alarm whose time has come: a new change (so catch-up finds it), the alarm time set to
 * now, a log line, and the push that puts it into every open alarm list.
 */
export async function raiseDuePlannedAlarms(ctx: ServerContext): Promise<number> {
  const now = ctx.clock.now().toISOString();
  const due = await ctx.db.selectFrom('alarms').select('AlarmId').where('Active', '=', 1).where('RaisedAt', 'is', null).where('PlannedTime', '<=', now).execute();
  let count = 0;
  for (const { AlarmId } of due) {
    const raised = await writeTransaction(ctx.db, async (trx) => {
      // Every instance runs this timer: under the write lock, the first to get here raises it.
      const pending = await trx.selectFrom('alarms').select('AlarmId').where('AlarmId', '=', AlarmId).where('RaisedAt', 'is', null).executeTakeFirst();
      if (!pending) return undefined;
      await changeAlarm(trx, AlarmId, { RaisedAt: now, ServerAlarmTime: now }, now);
      await insertSystemLog(trx, AlarmId, now, LogEvent.planned, said('plannedRaised'));
      const [alarm] = await findAlarms(trx, { alarmIds: [AlarmId] });
      return alarm!;
    });
    if (!raised) continue;
    count += 1;
    await publishAlarmChange(ctx, {
      AlarmId,
      GlobalAlarmId: raised.GlobalAlarmId,
      Active: true,
      RespondentGroupId: raised.RespondentGroupId,
      UserId: raised.UserId,
      RespondentId: raised.RespondentId,
      planning: true,
      listed: true,
    });
  }
  return count;
}
