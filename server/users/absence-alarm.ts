import type { Updateable } from 'kysely';
import type { ServerContext } from '../context.ts';
import { publishAlarmChange } from '../push/notify.ts';
import { findAlarms } from '../alarms/alarm-queries.ts';
import { changeAlarm, insertSystemLog } from '../alarms/alarm-store.ts';
import type { AlarmTable } from '../storage/schema.ts';
import { ingestAlarm } from '../alarms/ingest-service.ts';
import { LogEvent, said, type CodedText } from '../alarms/log-events.ts';
import { serverAlarmText } from '../alarms/server-alarm-text.ts';
import { raiseDuePlannedAlarms } from '../alarms/planned-alarms.ts';
import { writeTransaction } from '../storage/transactions.ts';

/**
 * An absence with createAlarm plans an alarm for its end (calls §4): the alarm waits in the planning view and is
 * raised at that time (planned-alarms.ts). The absence keeps the alarm's id so that its end can move the alarm.
 */
export async function raiseAbsenceEndAlarm(ctx: ServerContext, userId: number, absenceId: number, endsAt: string): Promise<void> {
  const { AlarmId } = await ingestAlarm(ctx, { UserId: userId, ...serverAlarmText('absenceEnded'), PlannedTime: endsAt, TaskType: 'Absence' });
  await ctx.db.updateTable('absences').set({ AlarmId }).where('Id', '=', absenceId).execute();
}

/**
 * After an absence ends early or is deleted: an ended absence makes its check due now (raised at once); a deleted
 * absence withdraws its check (deactivated, so it leaves the planning view and never reaches the alarm list). An
 * alarm already raised or cleared is left as it is.
 */
export async function followAbsenceEnd(ctx: ServerContext, alarmId: number | null, outcome: 'ended' | 'deleted'): Promise<void> {
  if (alarmId === null) return;
  const now = ctx.clock.now().toISOString();
  const [patch, line]: [Updateable<AlarmTable>, CodedText] =
    outcome === 'ended' ? [{ PlannedTime: now }, said('absenceEndedEarly')] : [{ Active: 0, NotifyAfter: null }, said('absenceDeleted')];
  const changed = await writeTransaction(ctx.db, async (trx) => {
    const [alarm] = await findAlarms(trx, { alarmIds: [alarmId] });
    if (!alarm || alarm.Active !== 1 || alarm.RaisedAt !== null) return undefined;
    await changeAlarm(trx, alarmId, patch, now);
    await insertSystemLog(trx, alarmId, now, LogEvent.planned, line);
    return alarm;
  });
  if (!changed) return;
  await publishAlarmChange(ctx, {
    AlarmId: alarmId,
    GlobalAlarmId: changed.GlobalAlarmId,
    Active: outcome === 'ended',
    RespondentGroupId: changed.RespondentGroupId,
    UserId: changed.UserId,
    RespondentId: changed.RespondentId,
    planning: true,
    listed: false,
  });
  if (outcome === 'ended') await raiseDuePlannedAlarms(ctx);
}
