import type { ServerContext } from '../context.ts';
import { groupMembers } from '../storage/alarm-queries.ts';
import { raiseDuePlannedAlarms } from './planned-alarms.ts';

/**
 * Pushes `reminder` for every active alarm whose NotifyAfter (notify-in or scheduled reminder) has come: to its
 * owner, or to its group while nobody owns it. Each NotifyAfter value is pushed once.
 */
export async function pushDueReminders(ctx: ServerContext): Promise<number> {
  const now = ctx.clock.now().toISOString();
  const due = await ctx.db
    .selectFrom('alarms')
    .select(['AlarmId', 'GlobalAlarmId', 'RespondentId', 'RespondentGroupId', 'NotifyAfter'])
    .where('Active', '=', 1)
    .where('NotifyAfter', 'is not', null)
    .where('NotifyAfter', '<=', now)
    .where((eb) => eb.or([eb('ReminderSentFor', 'is', null), eb('ReminderSentFor', '!=', eb.ref('NotifyAfter'))]))
    .execute();
  for (const alarm of due) {
    // Bookkeeping of this timer, not a change any client sees: no change number, the reminder push is the news.
    await ctx.db.updateTable('alarms').set({ ReminderSentFor: alarm.NotifyAfter }).where('AlarmId', '=', alarm.AlarmId).execute();
    const reminder = await ctx.db
      .selectFrom('alarm_logs')
      .select('LogText')
      .where('AlarmId', '=', alarm.AlarmId)
      .where('PredefinedId', '=', 2)
      .where('LogEventCode', '=', 8)
      .orderBy('Created', 'desc')
      .executeTakeFirst();
    const audience = alarm.RespondentId !== null ? [alarm.RespondentId] : await groupMembers(ctx.db, alarm.RespondentGroupId);
    ctx.hub.send(audience, { type: 'reminder', globalAlarmId: alarm.GlobalAlarmId, alarmId: alarm.AlarmId, ...(reminder ? { message: reminder.LogText } : {}) }, (c) => c.alarmId === null || c.alarmId === alarm.AlarmId);
  }
  return due.length;
}

/** Every `intervalMs`, raises the planned alarms whose time has come and pushes due reminders; returns the stop function. */
export function startDueTimer(ctx: ServerContext, intervalMs: number): () => void {
  const timer = setInterval(() => {
    raiseDuePlannedAlarms(ctx).catch((error: unknown) => ctx.log.warn({ err: error }, 'planned alarms: raise failed'));
    pushDueReminders(ctx).catch((error: unknown) => ctx.log.warn({ err: error }, 'reminders: check failed'));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
