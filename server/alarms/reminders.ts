import type { ServerContext } from '../context.ts';
import { publishReminder } from '../push/notify.ts';
import { groupMembers } from './alarm-queries.ts';
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
  let pushed = 0;
  for (const alarm of due) {
    // Bookkeeping of this timer, not a change any client sees: no change number, the reminder push is the news.
    // Every instance runs this timer: the one whose update marks the reminder sent pushes it, to every instance.
    const marked = await ctx.db
      .updateTable('alarms')
      .set({ ReminderSentFor: alarm.NotifyAfter })
      .where('AlarmId', '=', alarm.AlarmId)
      .where((eb) => eb.or([eb('ReminderSentFor', 'is', null), eb('ReminderSentFor', '!=', alarm.NotifyAfter)]))
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) continue;
    pushed += 1;
    const reminder = await ctx.db
      .selectFrom('alarm_logs')
      .select('LogText')
      .where('AlarmId', '=', alarm.AlarmId)
      .where('PredefinedId', '=', 2)
      .where('LogEventCode', '=', 8)
      .orderBy('Created', 'desc')
      .executeTakeFirst();
    const audience = alarm.RespondentId !== null ? [alarm.RespondentId] : await groupMembers(ctx.db, alarm.RespondentGroupId);
    await publishReminder(ctx, audience, alarm.AlarmId, { type: 'reminder', globalAlarmId: alarm.GlobalAlarmId, alarmId: alarm.AlarmId, ...(reminder ? { message: reminder.LogText } : {}) });
  }
  return pushed;
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
